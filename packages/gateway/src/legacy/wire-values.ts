import { CATEGORY_CODES, REVIEW_STATES, type CategoryCode, type Option, type ReviewState } from '@portal/contract';
import { startsWithWireDate, toWirePaging, type WirePaging, type WireSaved, type WireStateHistory } from '@portal/legacy-protocol';
import type { z } from 'zod/v4';
import { BAD_GATEWAY, withDetail, type ProblemSpec } from '../http/problem';
import type { LegacyResult } from './client';

/** Small pure translations between the platform's values and the clean API's, shared by the resources. */

/** The platform sent a value the clean API has no word for (a state, a conclusion). */
export class UnexpectedWireValue extends Error {
  constructor(what: string, value: string) {
    super(`unexpected ${what} ${JSON.stringify(value)}`);
    this.name = 'UnexpectedWireValue';
  }
}

/** `2024-05-31` of a wire date or date-time; null for anything else. */
export function isoDate(value: string | null | undefined): string | null {
  if (!value || !startsWithWireDate(value)) return null;
  if (value.length === 10) return value;
  const next = value.charCodeAt(10);
  return next === 32 || next === 84 ? value.slice(0, 10) : null;
}

/** Absent or empty text as null. */
export function textOrNull(text: string | undefined): string | null {
  return text === undefined || text === '' ? null : text;
}

/** A row of a record's state history (流转记录); `stateOf` reads the platform's state word as the record's state code. */
export function toStateHistoryItem<S>(row: WireStateHistory, stateOf: (word: string) => S) {
  return { state: stateOf(row.status), stateLabel: row.status, at: row.operateDate, operator: textOrNull(row.operatorName), remark: textOrNull(row.remark) };
}

/** The API code of a Chinese label, or undefined when the contract has none. */
export function findCode<C extends string>(list: readonly Option<C>[], label: string): C | undefined {
  return list.find((candidate) => candidate.label === label)?.code;
}

/** The API code of a Chinese label (在用 -> in_use); throws UnexpectedWireValue for an unknown one. */
export function codeOf<C extends string>(list: readonly Option<C>[], label: string, what: string): C {
  const code = findCode(list, label);
  if (code === undefined) throw new UnexpectedWireValue(what, label);
  return code;
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

/**
 * The word of the platform's closed list (its zod enum) for an API code: the code's label, which
 * must be one of `words`. Throws for a code without one, which the contract's validation prevents.
 */
export function wireWordOf<W extends string>(list: readonly Option[], words: readonly W[], code: string): W {
  const label = list.find((option) => option.code === code)?.label;
  const word = words.find((candidate) => candidate === label);
  if (!word) throw new Error(`No platform word for ${code}`);
  return word;
}

/** The equipment category of a wire code (`3000`); throws UnexpectedWireValue for an unknown one. */
export function categoryOf(code: string): CategoryCode {
  if (!isCategoryCode(code)) throw new UnexpectedWireValue('category', code);
  return code;
}

// A set, not the contract's zod enum: every row of every equipment list is checked here.
const CATEGORY_SET: ReadonlySet<string> = new Set(CATEGORY_CODES);
const isCategoryCode = (code: string): code is CategoryCode => CATEGORY_SET.has(code);

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

/**
 * The saved reference (`{ id, state }`) of a reviewed record's save, whose platform answer carries the
 * id and the 草稿 / 已提交 state: what construction records, equipment and pipelines answer a write.
 */
export function savedReviewRecord(wire: WireSaved): { id: string; state: ReviewState } {
  return { id: wire.id, state: reviewStateOf(wire.state) };
}

/** States in which the unit may still edit a record (草稿, 退回). */
export const EDITABLE_REVIEW_STATES: readonly ReviewState[] = ['draft', 'returned'];

/**
 * A list the platform keeps in one order only (it reads no `orderBy`): the API accepts that order,
 * sends nothing for it, and refuses any other like an unknown field (docs/api.md, "Lists").
 */
export type OneOrder = { readonly only: 'asc' | 'desc' };

/** The clean sort fields of a list by their wire names (or the list's one order); any other field is a 400. */
export type SortFields = Readonly<Record<string, string | OneOrder>>;

/**
 * The sort fields of a list, in the order the API offers them: most lists' columns sort under the
 * clean API's own names, so only the fields the wire names otherwise are given (`{ fee: 'feeTotal' }`).
 */
export function sortFieldsOf<N extends string>(names: readonly N[], wireNames: Partial<Record<N, string>> = {}): Readonly<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const name of names) fields[name] = wireNames[name] ?? name;
  return fields;
}

/**
 * The clean API's `sort` as the wire's order term (`nextCheckDate:asc` -> `{ orderBy: 'nextCheckDate:asc' }`
 * in the wire's field name; `{}` for no sort or the list's one order). Undefined when the field cannot be sorted by.
 */
export function wireSortOf(sort: string | undefined, wireFields: SortFields): { orderBy?: string } | undefined {
  if (sort === undefined) return {};
  const [field = '', direction = 'asc'] = sort.split(':');
  const wireField = Object.hasOwn(wireFields, field) ? wireFields[field] : undefined;
  if (wireField === undefined || wireField === '') return undefined;
  if (typeof wireField !== 'string') return wireField.only === direction ? {} : undefined;
  return { orderBy: `${wireField}:${direction}` };
}

/**
 * JeeSite paging of the clean API's `sort`, the field renamed to its wire name first (`name:asc` ->
 * `equName:asc` -> `equ_name asc`). Undefined when the field cannot be sorted by.
 */
export function wirePagingOf(page: number, pageSize: number, sort: string | undefined, wireFields: SortFields): WirePaging | undefined {
  const term = wireSortOf(sort, wireFields);
  return term && toWirePaging(page, pageSize, term.orderBy);
}

const UNSORTABLE_TEXT = { zh: '不支持按该字段排序', en: 'Sorting by this field is not supported' };
export const UNSORTABLE: ProblemSpec = withDetail('validation-failed', UNSORTABLE_TEXT, {
  errors: [{ path: 'sort', code: 'invalid_choice', message: UNSORTABLE_TEXT.zh, messageEn: UNSORTABLE_TEXT.en }],
});

/** A page of the platform (`list`, `count`, `pageNo`, `pageSize`) as the clean API's page. */
export function toPage<W, T>(
  wire: { list: W[]; count: number; pageNo: number; pageSize: number },
  map: (row: W) => T,
): { items: T[]; total: number; page: number; pageSize: number } {
  return { items: wire.list.map(map), total: wire.count, page: wire.pageNo, pageSize: wire.pageSize };
}

/** A failed step of a route: the problem to answer and, for the log, its cause. */
export type Failure = { ok: false; problem: ProblemSpec; cause?: string };

/** An answer from the platform that does not have the documented shape. */
export const UNEXPECTED_ANSWER: { problem: ProblemSpec; cause: string } = {
  problem: BAD_GATEWAY,
  cause: 'unexpected answer shape',
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

/** A platform answer parsed with `schema` and mapped; a wrong shape or an unknown value is a 502. */
export function parsed<S extends z.ZodType, T>(
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
