import type { FastifyInstance } from 'fastify';
import { buildProblem, PROBLEM_CONTENT_TYPE } from '../http/problem';
import type { LegacyClient } from '../legacy/client';

export const HEALTH_PATH = '/a/stone/health';

/**
 * `/healthz`: the process answers. `/readyz`: this gateway can serve calls now: it is not shutting
 * down, its circuit breaker is not open, and the platform answers its health probe within the same
 * timeout the calls have (LEGACY_TIMEOUT_MS), so a slow platform that still serves calls does not
 * take every gateway out of a load balancer at once.
 */
export function registerHealth(
  app: FastifyInstance,
  legacy: LegacyClient,
  opts: { timeoutMs: number; isClosing: () => boolean },
): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const ready = !opts.isClosing() && legacy.breakerState() !== 'open' && (await legacy.ping(HEALTH_PATH, opts.timeoutMs));
    if (ready) return { status: 'ready' };
    return reply
      .status(503)
      .type(PROBLEM_CONTENT_TYPE)
      .send(buildProblem({ status: 503, detail: opts.isClosing() ? '服务正在停止' : '业务平台暂不可用' }, request.id));
  });
}
