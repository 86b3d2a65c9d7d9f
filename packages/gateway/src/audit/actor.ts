import type { AuditEvent } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { LegacyResult } from '../legacy/client';
import type { AuditEntry } from './audit-record';

/** Who acted, as every audit entry of a signed-in request names them: the login name (else the user id) and the role. */
export function actorOf(request: FastifyRequest): Pick<AuditEntry, 'user' | 'role'> {
  const session = request.portalSession;
  return { user: session?.login ?? session?.uid ?? null, role: session?.roleId ?? null };
}

/**
 * The audit entry of a write the platform decided: the actor, the record it touched, and `detail`
 * when the platform took it or the platform's refusal text when it did not.
 */
export function outcomeEntry(request: FastifyRequest, event: AuditEvent, target: string, result: LegacyResult, detail: string): AuditEntry {
  return {
    event,
    outcome: result.ok ? 'success' : 'failure',
    ...actorOf(request),
    target,
    detail: result.ok ? detail : (result.problem.detail ?? '操作失败'),
  };
}
