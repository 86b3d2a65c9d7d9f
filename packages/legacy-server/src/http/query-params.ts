import { WIRE_DAY } from '@portal/legacy-protocol';
import { eq, gte, ilike, like, lt, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MESSAGES } from './answers';
import { failed, passed, type Checked } from './checked';
import { likePattern, parsePaging, type Paging } from './paging';
import type { WireParams } from './params';
import { parseWireDateTime } from './wire-date';

/** Paging, sorting and filter parameters as the list endpoints of the unit's records read them. */

const QUERY_MESSAGES = {
  areaInvalid: '区域代码不正确',
  dateInvalid: '日期格式不正确，应为 yyyy-MM-dd',
  daysInvalid: '天数参数不正确',
} as const;

/**
 * `pageNo`, `pageSize` and a whitelisted `orderBy`. Without an order the list's `fallback` applies
 * (it ends in its own tie-breaker); a given order ends in `tieBreaker`, so that pages never overlap.
 * A tie-breaker given as a function gets the direction of the last term asked for, so that one
 * index (…, column, id) serves the order both ways.
 */
export function pageRequest(
  params: WireParams,
  columns: Record<string, AnyPgColumn>,
  fallback: SQL[],
  tieBreaker: SQL | ((descending: boolean) => SQL),
): Checked<Paging> {
  const paging = parsePaging(params, columns);
  if (typeof paging === 'string') return failed(paging);
  if (paging.orderBy.length === 0) return passed({ ...paging, orderBy: fallback });
  const last = typeof tieBreaker === 'function' ? tieBreaker(paging.lastDescending === true) : tieBreaker;
  return passed({ ...paging, orderBy: [...paging.orderBy, last] });
}

/** The platform's answer to a query parameter of the wrong form (an unknown state, a bad day). */
export const QUERY_INVALID = '查询条件不正确';

/** A `yyyy-MM-dd` parameter; absent or empty is undefined. */
export function dateParam(params: WireParams, key: string): Checked<string | undefined> {
  const text = params[key]?.trim();
  if (text === undefined || text === '') return passed(undefined);
  if (!WIRE_DAY.test(text) || parseWireDateTime(text) === null) return failed(QUERY_MESSAGES.dateInvalid);
  return passed(text);
}

/** A whole number from 0 to 3650 (days, or years of load tests), or `fallback` when absent. */
export function daysParam(params: WireParams, key: string, fallback: number): Checked<number> {
  const text = params[key]?.trim();
  if (text === undefined || text === '') return passed(fallback);
  if (!/^\d{1,4}$/.test(text) || Number(text) > 3650) return failed(QUERY_MESSAGES.daysInvalid);
  return passed(Number(text));
}

/** The trimmed text of a filter, or undefined when it is absent or blank. */
export function textParam(params: WireParams, key: string): string | undefined {
  const text = params[key]?.trim();
  return text === undefined || text === '' ? undefined : text;
}

/** `column ILIKE '%text%'`, the LIKE wildcards of the text taken literally. */
export function contains(column: AnyColumn, text: string): SQL {
  return ilike(column, likePattern(text));
}

/** `330000` -> `33`, `330200` -> `3302`, `330212` -> `330212`: an area and everything below it. */
function areaPrefix(areaCode: string): string {
  return areaCode.replace(/(00)+$/, '');
}

/** `keyword` found in any of `columns`. */
export function keywordCondition(keyword: string, columns: readonly AnyColumn[]): SQL {
  return or(...columns.map((column) => contains(column, keyword)))!;
}

/** Each filter of `exact` that was given, equal to its column. */
export function exactConditions(params: WireParams, exact: readonly (readonly [string, AnyColumn])[]): SQL[] {
  const conditions: SQL[] = [];
  for (const [key, column] of exact) {
    const value = textParam(params, key);
    if (value) conditions.push(eq(column, value));
  }
  return conditions;
}

/** `keyword` found in any of `keywordColumns`, and each filter of `exact` equal to its column. */
export function keywordAndExact(
  params: WireParams,
  keywordColumns: readonly AnyColumn[],
  exact: readonly (readonly [string, AnyColumn])[],
): SQL[] {
  const keyword = textParam(params, 'keyword');
  return [...(keyword ? [keywordCondition(keyword, keywordColumns)] : []), ...exactConditions(params, exact)];
}

/** `areaCode` (six digits): that area and everything below it. */
export function areaCondition(params: WireParams, column: AnyColumn): Checked<SQL | undefined> {
  const area = textParam(params, 'areaCode');
  if (!area) return passed(undefined);
  if (!/^\d{6}$/.test(area)) return failed(QUERY_MESSAGES.areaInvalid);
  return passed(like(column, `${areaPrefix(area)}%`));
}

/** A `yyyy-MM-dd` range: begin inclusive, end exclusive because the client has added a day (the date rule). */
export function dateRange(params: WireParams, beginKey: string, endKey: string, column: AnyColumn): Checked<SQL[]> {
  const begin = dateParam(params, beginKey);
  if (!begin.ok) return begin;
  const end = dateParam(params, endKey);
  if (!end.ok) return end;
  const conditions: SQL[] = [];
  if (begin.value) conditions.push(gte(column, begin.value));
  if (end.value) conditions.push(lt(column, end.value));
  return passed(conditions);
}

export type DayBounds = { from?: string; before?: string };

/**
 * The days of a date or date-time range (`yyyy-MM-dd`, the time cut off), `before` exclusive (the
 * date rule); QUERY_INVALID for a bound that is not a day.
 */
export function dayBounds(begin: string | undefined, end: string | undefined): DayBounds | string {
  const from = begin?.slice(0, 10);
  const before = end?.slice(0, 10);
  if ((from && !WIRE_DAY.test(from)) || (before && !WIRE_DAY.test(before))) return QUERY_INVALID;
  return { ...(from ? { from } : {}), ...(before ? { before } : {}) };
}

export type InstantRange = { from?: Date; before?: Date };

/** A date or date-time range as instants, `before` exclusive (the date rule); the error text for a bad bound. */
export function instantRange(begin: string | undefined, end: string | undefined): InstantRange | string {
  const from = begin?.trim() ? parseWireDateTime(begin) : undefined;
  const before = end?.trim() ? parseWireDateTime(end) : undefined;
  if (from === null || before === null) return MESSAGES.dateInvalid;
  return { ...(from ? { from } : {}), ...(before ? { before } : {}) };
}

/** The conditions of an instant range over `column`. */
export function instantConditions(range: InstantRange, column: AnyColumn): SQL[] {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(column, range.from));
  if (range.before) conditions.push(lt(column, range.before));
  return conditions;
}
