import type { FieldErrorCode } from '@portal/contract';
import type { LegacyResult } from '../legacy/client';
import { PROBLEM_CATALOGUE, type ProblemCause } from './problem-catalogue';

/**
 * Where a refusal text of the platform belongs on a form, the problem it means, and (for a 429) when to
 * try again; `message` is the field's error when it is shorter than the text (which stays the detail).
 */
export type FieldRefusal = { path: string; cause: ProblemCause; code?: FieldErrorCode; message?: string; retryAfterSeconds?: (now: Date) => number };

/** Refusal texts by their exact words, or a reader for texts that carry a place (an item's number). */
export type FieldRefusals = Readonly<Record<string, FieldRefusal>> | ((detail: string) => FieldRefusal | undefined);

/** Seconds until the next Beijing day, when the platform's daily caps start again (China keeps UTC+8). */
export function secondsToBeijingMidnight(now: Date): number {
  const day = 86_400_000;
  const beijing = now.getTime() + 8 * 3_600_000;
  return Math.ceil((day - (beijing % day)) / 1000);
}

/**
 * A 400 refusal whose text is in `refusals` becomes its cause's status with the text as the
 * field's error, so a form shows it beside the field; other results pass unchanged.
 */
export function withFieldRefusals<T>(refusals: FieldRefusals, result: LegacyResult<T>, now = new Date()): LegacyResult<T> {
  if (result.ok || result.problem.status !== 400) return result;
  const detail = result.problem.detail ?? '';
  const field = typeof refusals === 'function' ? refusals(detail) : Object.hasOwn(refusals, detail) ? refusals[detail] : undefined;
  if (!field) return result;
  return {
    ...result,
    problem: {
      cause: field.cause,
      status: PROBLEM_CATALOGUE[field.cause].status,
      detail,
      errors: [{ path: field.path, code: field.code ?? 'invalid_value', message: field.message ?? detail }],
      ...(field.retryAfterSeconds ? { retryAfterSeconds: field.retryAfterSeconds(now) } : {}),
    },
  };
}
