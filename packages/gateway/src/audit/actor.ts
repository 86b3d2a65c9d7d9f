import type { AuditEvent } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LegacyResult } from '../legacy/client';
import type { AuditEntry } from './audit-record';

/** Who acted, as every audit entry of a signed-in request names them: the login name (else the user id) and the role. */
export function actorOf(request: FastifyRequest): Pick<AuditEntry, 'user' | 'role'> {
  const session = request.portalSession;
  return { user: session?.login ?? session?.uid ?? null, role: session?.roleId ?? null };
}

/**
 * Who acted on a public call: the signed-in user when there is one, else the masked mobile the
 * visitor named (`139****5678`, never the whole number), else `anonymous`; the record's address
 * says where the call came from.
 */
export function visitorOf(request: FastifyRequest, maskedMobile?: string): Pick<AuditEntry, 'user' | 'role'> {
  if (request.portalSession) return actorOf(request);
  return { user: maskedMobile ?? 'anonymous', role: null };
}

/**
 * The audit entry of a write the platform decided: the actor, the record it touched, and `detail`
 * when the platform took it or the platform's refusal text when it did not.
 */
export function outcomeEntry(
  request: FastifyRequest,
  event: AuditEvent,
  target: string,
  result: LegacyResult,
  detail: string,
  actor: Pick<AuditEntry, 'user' | 'role'> = actorOf(request),
): AuditEntry {
  return {
    event,
    outcome: result.ok ? 'success' : 'failure',
    ...actor,
    target,
    detail: result.ok ? detail : (result.problem.detail ?? '操作失败'),
  };
}

/**
 * The audit entry of a route that answered by itself (a file sent, a streamed upload): success for
 * a 2xx answer, else a failure naming the status, since the problem was already written.
 */
export function replyEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  event: AuditEvent,
  target: string,
  detail: string,
  actor: Pick<AuditEntry, 'user' | 'role'> = actorOf(request),
): AuditEntry {
  const ok = reply.statusCode >= 200 && reply.statusCode < 300;
  return { event, outcome: ok ? 'success' : 'failure', ...actor, target, detail: ok ? detail : `${detail}失败（HTTP ${reply.statusCode}）` };
}
