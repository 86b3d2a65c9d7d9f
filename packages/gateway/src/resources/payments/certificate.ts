import { contract } from '@portal/contract';
import { payCertificatePath } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import { request as undiciRequest } from 'undici';
import type { GatewayContext } from '../../context';
import { BAD_GATEWAY, HttpProblem } from '../../http/problem';
import { platformSession, sendProblem } from '../../http/respond';
import { platformHeaders, resultOfText, sessionParams } from '../../legacy/client';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { transportFailure } from '../../legacy/transport-errors';
import { PAYMENT_REFUSALS } from './routes';

const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition'] as const;
/** A one- or two-page certificate is some tens of kilobytes. */
const MAX_CERTIFICATE_BYTES = 5 * 1024 * 1024;

/**
 * `GET /api/v1/inspection-applications/:id/pay-certificate`: the platform's pay certificate PDF of a
 * paid application, passed through with its Chinese file name (Content-Disposition filename*). A plain
 * route beside the router; `tsRestRoute` lets the access guard check inspection:pay.
 */
export function registerPayCertificate(app: FastifyInstance, ctx: GatewayContext): void {
  const base = new URL(ctx.hosts.platform);
  const basePath = base.pathname.replace(/\/+$/, '');
  const route = contract.inspectionApplications.payCertificate;

  app.route({
    method: 'GET',
    url: route.path,
    config: { tsRestRoute: route },
    handler: async (request, reply) => {
      const params = route.pathParams.safeParse(request.params);
      if (!params.success) throw new HttpProblem({ status: 404 });
      const query = sessionParams(new URLSearchParams(), platformSession(request));
      let upstream: Awaited<ReturnType<typeof undiciRequest>>;
      try {
        upstream = await undiciRequest(`${base.origin}${basePath}${payCertificatePath(params.data.id)}?${query.toString()}`, {
          method: 'GET',
          headers: { ...platformHeaders(ctx.config.platformSecret), accept: 'application/pdf, application/json' },
          headersTimeout: ctx.config.legacyTimeoutMs,
          bodyTimeout: ctx.config.legacyTimeoutMs,
        });
      } catch (error) {
        return sendProblem(ctx, request, reply, transportFailure(error));
      }
      const type = String(upstream.headers['content-type'] ?? '');
      if (Number(upstream.headers['content-length'] ?? 0) > MAX_CERTIFICATE_BYTES) {
        await upstream.body.dump();
        return sendProblem(ctx, request, reply, { problem: BAD_GATEWAY, cause: 'certificate larger than expected' });
      }
      if (upstream.statusCode !== 200 || !type.startsWith('application/pdf')) {
        const verdict = withRefusalStatus(resultOfText(upstream.statusCode, await upstream.body.text()), PAYMENT_REFUSALS);
        return sendProblem(ctx, request, reply, verdict.ok ? { problem: BAD_GATEWAY, cause: 'platform answered JSON instead of a PDF' } : verdict);
      }
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers[name];
        if (typeof value === 'string') reply.header(name, value);
      }
      return reply.status(200).send(Buffer.from(await upstream.body.arrayBuffer()));
    },
  });
}
