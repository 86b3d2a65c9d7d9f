import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';

/**
 * The origin of the portal as its users reach it, for links and QR codes the product prints: the
 * first of PUBLIC_ORIGIN when set, because behind a TLS-terminating proxy the request says `http`
 * and maybe an inner host; the request's own origin otherwise (docs/operations.md, "Behind proxies").
 */
export function portalOrigin(request: FastifyRequest, config: Pick<GatewayConfig, 'publicOrigins'>): string {
  return config.publicOrigins[0] ?? `${request.protocol}://${request.host}`;
}
