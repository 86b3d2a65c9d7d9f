import type { ProblemCause } from '../http/problem';
import type { LegacyResult } from '../legacy/client';

// The cause of a refusal the clean API answers with another status; the text stays the platform's.
const REFUSAL_CAUSES: Readonly<Record<number, ProblemCause>> = {
  403: 'forbidden',
  404: 'not-found',
  409: 'state-conflict',
  413: 'payload-too-large',
  429: 'rate-limited',
  502: 'platform-failed',
};

/** The cause a platform refusal answered with `status` names (platform-refused when none is closer). */
export function refusalCause(status: number): ProblemCause {
  return REFUSAL_CAUSES[status] ?? 'platform-refused';
}

/**
 * The platform refuses everything with a flag and a text, which the legacy client answers as 400.
 * Where the text says what went wrong in HTTP terms (not found, wrong state, too large), the clean
 * API answers that status instead; the text stays the detail.
 */
export function withRefusalStatus<T>(result: LegacyResult<T>, statuses: Readonly<Record<string, number>>): LegacyResult<T> {
  if (result.ok || result.problem.status !== 400) return result;
  const status = statuses[result.problem.detail ?? ''];
  return status === undefined ? result : { ...result, problem: { ...result.problem, status, cause: refusalCause(status) } };
}

/** Where any refusal of a record's id means it is missing or another unit's, the clean API answers 404. */
export function refusalAsNotFound<T>(result: LegacyResult<T>): LegacyResult<T> {
  if (result.ok || result.problem.status !== 400) return result;
  return { ...result, problem: { ...result.problem, status: 404, cause: 'not-found' } };
}
