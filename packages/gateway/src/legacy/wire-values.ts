import { REVIEW_STATES, type Option, type ReviewState } from '@portal/contract';
import { toWirePaging, type WirePaging } from '@portal/legacy-protocol';
import type { z } from 'zod';
import type { LegacyResult } from '../legacy/client';
import type { ProblemSpec } from '../problem';
import { UNEXPECTED_ANSWER } from './respond';

/** Small pure translations between the platform's values and the clean API's, shared by the equipment routes. */

/** The platform sent a value the clean API has no word for (a state, a conclusion). */
export class UnexpectedWireValue extends Error {
  constructor(what: string, value: string) {
    super(`unexpected ${what} ${JSON.stringify(value)}`);
    this.name = 'UnexpectedWireValue';
  }
}

/** `2024-05-31` of a wire date or date-time; null for anything else. */
export function isoDate(value: string | null | undefined): string | null {
  const match = value ? /^(\d{4}-\d{2}-\d{2})(?:$|[ T])/.exec(value) : null;
  return match?.[1] ?? null;
}

/** The API code of a Chinese label (在用 -> in_use); throws UnexpectedWireValue for an unknown one. */
export function codeOf<C extends string>(list: readonly Option<C>[], label: string, what: string): C {
  const option = list.find((candidate) => candidate.label === label);
  if (!option) throw new UnexpectedWireValue(what, label);
  return option.code;
}

/** As codeOf, but an absent value is null. */
export function optionalCodeOf<C extends string>(list: readonly Option<C>[], label: string | undefined, what: string): C | null {
  return label === undefined || label === '' ? null : codeOf(list, label, what);
}

/** The Chinese label the platform stores for an API code (in_use -> 在用). */
export function labelFor<C extends string>(list: readonly Option<C>[], code: C): string;
export function labelFor<C extends string>(list: readonly Option<C>[], code: C | undefined): string | undefined;
export function labelFor<C extends string>(list: readonly Option<C>[], code: C | undefined): string | undefined {
  if (code === undefined) return undefined;
  return list.find((option) => option.code === code)?.label ?? code;
}

// The platform writes 退回 where the contract's catalogue says 已退回.
const REVIEW_ALIASES: Record<string, ReviewState> = { 退回: 'returned' };

/** 草稿 / 已提交 / 已通过 / 退回 -> the contract's review state. */
export function reviewStateOf(label: string): ReviewState {
  return REVIEW_ALIASES[label] ?? codeOf(REVIEW_STATES, label, 'review state');
}

/** The label the platform stores for a review state. */
export function reviewStateLabel(state: ReviewState): string {
  return state === 'returned' ? '退回' : labelFor(REVIEW_STATES, state);
}

/** States in which the unit may still edit a record (草稿, 退回). */
export const EDITABLE_REVIEW_STATES: readonly ReviewState[] = ['draft', 'returned'];

/**
 * JeeSite paging of the clean API's `sort`, the field renamed to its wire name first (`name:asc` ->
 * `equName:asc` -> `equ_name asc`). Undefined when the field cannot be sorted by.
 */
export function wirePagingOf(
  page: number,
  pageSize: number,
  sort: string | undefined,
  wireFields: Readonly<Record<string, string>>,
): WirePaging | undefined {
  if (sort === undefined) return toWirePaging(page, pageSize);
  const [field = '', direction = 'asc'] = sort.split(':');
  const wireField = Object.hasOwn(wireFields, field) ? wireFields[field] : undefined;
  return wireField ? toWirePaging(page, pageSize, `${wireField}:${direction}`) : undefined;
}

export const UNSORTABLE: ProblemSpec = {
  status: 400,
  detail: '不支持按该字段排序',
  errors: [{ path: 'sort', message: '不支持按该字段排序' }],
};

/** Runs a mapping of a platform answer; an unknown value becomes the 502 of an unexpected answer. */
export function mapAnswer<T>(map: () => T): { ok: true; value: T } | { ok: false; cause: string } {
  try {
    return { ok: true, value: map() };
  } catch (error) {
    if (error instanceof UnexpectedWireValue) return { ok: false, cause: error.message };
    throw error;
  }
}

/** A failed step of a route: the problem to answer and, for the log, its cause. */
export type Failure = { ok: false; problem: ProblemSpec; cause?: string };

/** A platform answer parsed with `schema` and mapped; a wrong shape or an unknown value is a 502. */
export function parsed<S extends z.ZodTypeAny, T>(
  answer: LegacyResult,
  schema: S,
  map: (value: z.infer<S>) => T,
): { ok: true; value: T } | Failure {
  if (!answer.ok) return answer;
  const value = schema.safeParse(answer.data);
  if (!value.success) return { ok: false, ...UNEXPECTED_ANSWER };
  const mapped = mapAnswer(() => map(value.data));
  return mapped.ok ? mapped : { ok: false, problem: UNEXPECTED_ANSWER.problem, cause: mapped.cause };
}
