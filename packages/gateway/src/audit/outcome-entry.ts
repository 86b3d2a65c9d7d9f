import type { AuditEvent } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { LegacyResult } from '../legacy/client';
import type { AuditEntry } from './audit-record';

/**
 * The audit entry of a write the platform decided: the signed-in actor, the record it touched, and
 * `detail` when the platform took it or the platform's refusal text when it did not.
 */
export function outcomeEntry(request: FastifyRequest, event: AuditEvent, target: string, result: LegacyResult, detail: string): AuditEntry {
  const session = request.portalSession;
  return {
    event,
    outcome: result.ok ? 'success' : 'failure',
    user: session?.login ?? session?.uid ?? null,
    role: session?.roleId ?? null,
    target,
    detail: result.ok ? detail : (result.problem.detail ?? '操作失败'),
  };
}
