import type { FastifyInstance } from 'fastify';
import { problemFor, problemOf, PROBLEM_CONTENT_TYPE } from '../http/problem';
import type { LegacyClient } from '../legacy/client';
import type { SharedStore } from '../security/shared-store';

export const HEALTH_PATH = '/a/stone/health';

/** What /readyz names when it is not ready, first cause first. */
export const UNREADY = {
  closing: '服务正在停止',
  store: '共享存储（Redis）暂不可用',
  audit: '审计日志目录不可写（AUDIT_DIR）',
  platform: '业务平台暂不可用',
} as const;

export type ReadinessChecks = {
  timeoutMs: number;
  isClosing: () => boolean;
  store: Pick<SharedStore, 'available'>;
  /** False while audit records cannot be written to AUDIT_DIR (audit/audit-writer.ts). */
  auditWritable: () => boolean;
};

/**
 * `/healthz`: the process answers. `/readyz`: this gateway can serve calls now: it is not shutting
 * down, the shared store answers (without it sign-in and sessions answer 503, docs/operations.md),
 * audit records reach AUDIT_DIR, its circuit breaker is not open, and the platform answers its health
 * probe within the same timeout the calls have (LEGACY_TIMEOUT_MS), so a slow platform that still
 * serves calls does not take every gateway out of a load balancer at once.
 */
export function registerHealth(app: FastifyInstance, legacy: LegacyClient, checks: ReadinessChecks): void {
  async function unready(): Promise<string | null> {
    if (checks.isClosing()) return UNREADY.closing;
    const [store, platform] = await Promise.all([
      checks.store.available(),
      legacy.breakerState() !== 'open' && legacy.ping(HEALTH_PATH, checks.timeoutMs),
    ]);
    if (!store) return UNREADY.store;
    if (!checks.auditWritable()) return UNREADY.audit;
    return platform ? null : UNREADY.platform;
  }
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const detail = await unready();
    if (detail === null) return { status: 'ready' };
    return reply.status(503).type(PROBLEM_CONTENT_TYPE).send(problemFor(problemOf(detail === UNREADY.closing ? 'stopping' : 'dependency-unavailable', { detail }), request));
  });
}
