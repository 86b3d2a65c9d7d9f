import { ilike, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { likePattern, parsePaging } from '../http/paging';
import type { WireParams } from '../http/params';
import { parseWireDateTime } from '../http/wire-date';
import { failed, passed, type Checked } from './checked';
import { EQM_MESSAGES } from './messages';

/** Paging, sorting and filter parameters as the equipment groups' list endpoints read them. */

export type PageRequest = { pageNo: number; pageSize: number; offset: number; orderBy: SQL[] };

/**
 * `pageNo`, `pageSize` and a whitelisted `orderBy`. Without an order the list's `fallback` applies
 * (it ends in its own tie-breaker); a given order ends in `tieBreaker`, so that pages never overlap.
 */
export function pageRequest(
  params: WireParams,
  columns: Record<string, AnyPgColumn>,
  fallback: SQL[],
  tieBreaker: SQL,
): Checked<PageRequest> {
  const paging = parsePaging(params, columns);
  if (typeof paging === 'string') return failed(paging);
  return passed({ ...paging, orderBy: paging.orderBy.length === 0 ? fallback : [...paging.orderBy, tieBreaker] });
}

/** A `yyyy-MM-dd` parameter; absent or empty is undefined. */
export function dateParam(params: WireParams, key: string): Checked<string | undefined> {
  const text = params[key]?.trim();
  if (text === undefined || text === '') return passed(undefined);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || parseWireDateTime(text) === null) return failed(EQM_MESSAGES.dateInvalid);
  return passed(text);
}

/** A whole number from 0 to 3650 (days, or years of load tests), or `fallback` when absent. */
export function daysParam(params: WireParams, key: string, fallback: number): Checked<number> {
  const text = params[key]?.trim();
  if (text === undefined || text === '') return passed(fallback);
  if (!/^\d{1,4}$/.test(text) || Number(text) > 3650) return failed(EQM_MESSAGES.daysInvalid);
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
export function areaPrefix(areaCode: string): string {
  return areaCode.replace(/(00)+$/, '');
}
