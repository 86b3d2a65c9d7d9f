import type { FastifyInstance } from 'fastify';
import { buildProblem, PROBLEM_CONTENT_TYPE } from '../http/problem';
import type { LegacyClient } from '../legacy/client';

export const HEALTH_PATH = '/a/stone/health';
const READY_TIMEOUT_MS = 2_000;

/** `/healthz`: the process answers. `/readyz`: the platform answers its health probe within 2 s. */
export function registerHealth(app: FastifyInstance, legacy: LegacyClient): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    if (await legacy.ping(HEALTH_PATH, READY_TIMEOUT_MS)) return { status: 'ready' };
    return reply
      .status(503)
      .type(PROBLEM_CONTENT_TYPE)
      .send(buildProblem({ status: 503, detail: '业务平台暂不可用' }, request.id));
  });
}
