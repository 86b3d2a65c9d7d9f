import type { FastifyReply, FastifyRequest } from 'fastify';
import { contract, message, type Problem } from '@portal/contract';
import type { GatewayContext } from '../context';
import type { LegacySession } from '../legacy/client';
import { HttpProblem, problemFor, problemOf, PROBLEM_CONTENT_TYPE, type ProblemSpec } from './problem';
import { challengeIfUnauthenticated } from './www-authenticate';
import { endSession } from '../session/auth';
import type { SessionReply } from '../session/cookie';

/** The error statuses every contract route declares (problemResponses). */
export type ProblemStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 501 | 502 | 503 | 504;
export type ProblemResult = { status: ProblemStatus; body: Problem };

/** A failed step: the problem to answer and, for the log only, its cause. */
export type FailureLike = { problem: ProblemSpec; cause?: string };

/**
 * A failed platform call as the route's answer. A 401 means the platform ended the session, so the
 * browser's cookie goes too; 5xx are logged with the request id (the answer never carries the cause).
 */
export function problemResult(
  ctx: GatewayContext,
  request: FastifyRequest,
  reply: SessionReply,
  failure: FailureLike,
): ProblemResult {
  const problem = outcomeUnknown(request, failure) ? { ...failure.problem, detail: message('writeOutcomeUnknown') } : failure.problem;
  if (problem.status === 401) endSession(ctx.sessions, request, reply);
  challengeIfUnauthenticated(problem.status, request, reply);
  if (problem.retryAfterSeconds !== undefined) reply.header('retry-after', String(problem.retryAfterSeconds));
  if (problem.status >= 500) {
    request.log.warn({ status: problem.status, cause: failure.cause }, 'platform call failed');
  }
  return { status: problem.status as ProblemStatus, body: problemFor(problem, request) };
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_ROUTES: readonly unknown[] = Object.values(contract.session);

/**
 * A write whose platform call failed after it may have been sent (lost answer, reset, timeout):
 * the record may exist. "Try again" would invite a double, so the user is told to look first.
 * A refused connection never reached the platform; signing in and out store nothing.
 */
function outcomeUnknown(request: FastifyRequest, failure: FailureLike): boolean {
  const { status } = failure.problem;
  if (!WRITES.has(request.method) || (status !== 502 && status !== 504)) return false;
  if (failure.cause === 'ECONNREFUSED') return false;
  return !SESSION_ROUTES.includes(request.routeOptions.config?.tsRestRoute);
}

/** The answer of a route handler: `status` with the value of a step that succeeded, else its problem. */
export function answer<S extends number, T>(
  ctx: GatewayContext,
  request: FastifyRequest,
  reply: SessionReply,
  status: S,
  result: { ok: true; value: T } | ({ ok: false } & FailureLike),
): { status: S; body: T } | ProblemResult {
  return result.ok ? { status, body: result.value } : problemResult(ctx, request, reply, result);
}

/** The answer of a delete: 204 without a body once the platform call succeeded, else its problem. */
export function noContent(ctx: GatewayContext, request: FastifyRequest, reply: SessionReply, result: { ok: true } | ({ ok: false } & FailureLike)) {
  return result.ok ? { status: 204 as const, body: undefined } : problemResult(ctx, request, reply, result);
}

/** A problem sent on a plain Fastify route (one that streams, beside the ts-rest router). */
export function sendProblem(ctx: GatewayContext, request: FastifyRequest, reply: FastifyReply, failure: FailureLike) {
  const { status, body } = problemResult(ctx, request, reply, failure);
  return reply.status(status).type(PROBLEM_CONTENT_TYPE).send(body);
}

/** The platform session of a caller the access guard has let through. */
export function platformSession(request: FastifyRequest): LegacySession {
  const session = request.portalSession;
  if (!session) throw new HttpProblem(problemOf('unauthenticated'));
  return { sid: session.sid, ext: session.ext };
}
