import { SANDBOX_PAY_PREFIX } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import { request as undiciRequest } from 'undici';
import type { GatewayContext } from '../../context';
import { platformHeaders } from '../../legacy/client';

const PAGE = `${SANDBOX_PAY_PREFIX}/pay/:prepayId`;
const PREPAY_ID = /^wx[0-9a-f]{8,64}$/;

/**
 * The embedded sandbox provider's phone page (what a payer's wallet app would show after scanning),
 * forwarded to the platform: GET the page, POST 确认支付 / 模拟失败. Only when PAYMENT_SANDBOX is on
 * (never in production), and only these three paths: the sandbox's merchant API stays the platform's.
 */
export function registerSandboxForwarding(app: FastifyInstance, ctx: GatewayContext): void {
  if (!ctx.config.payments.sandbox) return;
  const base = new URL(ctx.hosts.platform);
  const basePath = base.pathname.replace(/\/+$/, '');

  const forward = (scope: FastifyInstance, method: 'GET' | 'POST', suffix: string) =>
    scope.route({
      method,
      url: `${PAGE}${suffix}`,
      handler: async (request, reply) => {
        const { prepayId } = request.params as { prepayId: string };
        if (!PREPAY_ID.test(prepayId)) return reply.status(404).type('text/plain; charset=utf-8').send('订单不存在');
        try {
          const upstream = await undiciRequest(`${base.origin}${basePath}${SANDBOX_PAY_PREFIX}/pay/${prepayId}${suffix}`, {
            method,
            headers: { ...platformHeaders(ctx.config.platformSecret), ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
            ...(method === 'POST' ? { body: '' } : {}),
            headersTimeout: ctx.config.legacyTimeoutMs,
            bodyTimeout: ctx.config.legacyTimeoutMs,
          });
          const location = upstream.headers.location;
          if (typeof location === 'string' && location.startsWith(`${SANDBOX_PAY_PREFIX}/`)) reply.header('location', location);
          reply.header('cache-control', 'no-store');
          const type = upstream.headers['content-type'];
          if (typeof type === 'string') reply.type(type);
          return reply.status(upstream.statusCode).send(Buffer.from(await upstream.body.arrayBuffer()));
        } catch {
          return reply.status(502).type('text/plain; charset=utf-8').send('支付沙箱暂时不可用');
        }
      },
    });

  void app.register(async (scope) => {
    // The page's buttons post empty forms; their bodies are not needed.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, null));
    forward(scope, 'GET', '');
    forward(scope, 'POST', '/confirm');
    forward(scope, 'POST', '/fail');
  });
}
