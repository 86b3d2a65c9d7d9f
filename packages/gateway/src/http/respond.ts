import type { FastifyRequest } from 'fastify';
import type { Problem } from '@portal/contract';
import type { GatewayContext } from '../context';
import type { LegacySession } from '../legacy/client';
import { buildProblem, HttpProblem, type ProblemSpec } from '../problem';
import { endSession } from '../session/auth';
import type { SessionReply } from '../session/cookie';

/** The error statuses every contract route declares (problemResponses). */
export type ProblemStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 501 | 502 | 504;
export type ProblemResult = { status: ProblemStatus; body: Problem };

/**
 * A failed platform call as the route's answer. A 401 means the platform ended the session, so the
 * browser's cookie goes too; 5xx are logged with the request id (the answer never carries the cause).
 */
export function problemResult(
  ctx: GatewayContext,
  request: FastifyRequest,
  reply: SessionReply,
  failure: { problem: ProblemSpec; cause?: string },
): ProblemResult {
  const { problem } = failure;
  if (problem.status === 401) endSession(ctx.sessions, request, reply);
  if (problem.status >= 500) {
    request.log.warn({ status: problem.status, cause: failure.cause }, 'platform call failed');
  }
  return { status: problem.status as ProblemStatus, body: buildProblem(problem, request.id) };
}

/** The platform session of a caller the access guard has let through. */
export function platformSession(request: FastifyRequest): LegacySession {
  const session = request.portalSession;
  if (!session) throw new HttpProblem({ status: 401 });
  return { sid: session.sid, ext: session.ext };
}

/** An answer from the platform that does not have the documented shape. */
export const UNEXPECTED_ANSWER: { problem: ProblemSpec; cause: string } = {
  problem: { status: 502, detail: '服务器错误，请稍后再试' },
  cause: 'unexpected answer shape',
};
