import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { WireParams } from './params';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 500;

export const PAGING_MESSAGES = {
  paging: '分页参数不正确',
  orderBy: '排序字段不正确',
} as const;

export type Paging = {
  pageNo: number;
  pageSize: number;
  offset: number;
  orderBy: SQL[];
  /** The last `orderBy` term asked for runs descending (parsePaging sets it). */
  lastDescending?: boolean;
};

function positiveInt(text: string | undefined, fallback: number): number | null {
  if (text === undefined || text.trim() === '') return fallback;
  return /^\d{1,9}$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null;
}

export type PageNumbers = Omit<Paging, 'orderBy' | 'lastDescending'>;

/** JeeSite's `pageNo` and `pageSize`, or the error text. */
export function parsePageNumbers(params: WireParams): PageNumbers | string {
  const pageNo = positiveInt(params.pageNo, 1);
  const pageSize = positiveInt(params.pageSize, DEFAULT_PAGE_SIZE);
  if (pageNo === null || pageSize === null || pageSize > MAX_PAGE_SIZE) return PAGING_MESSAGES.paging;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

/**
 * JeeSite's `pageNo`, `pageSize` and `orderBy` (`"col desc, col2 asc"`). The platform pastes orderBy
 * into SQL; here only the columns a list offers may be named, or the answer is an error text.
 */
export function parsePaging(params: WireParams, sortable: Record<string, AnyPgColumn>): Paging | string {
  const page = parsePageNumbers(params);
  if (typeof page === 'string') return page;
  const orderBy: SQL[] = [];
  let lastDescending = false;
  for (const term of (params.orderBy ?? '').split(',')) {
    if (term.trim() === '') continue;
    const match = /^([a-z][a-z0-9_]*)(?:\s+(asc|desc))?$/i.exec(term.trim());
    const column = match ? sortable[match[1]!.toLowerCase()] : undefined;
    if (!match || !column) return PAGING_MESSAGES.orderBy;
    lastDescending = match[2]?.toLowerCase() === 'desc';
    orderBy.push(lastDescending ? desc(column) : asc(column));
  }
  return { ...page, orderBy, lastDescending };
}

/** A JeeSite page: the numbers asked for, the total and the rows of this page. */
export type WirePage<T> = { pageNo: number; pageSize: number; count: number; list: T[] };

export function wirePage<T>(page: PageNumbers, count: number, list: T[]): WirePage<T> {
  return { pageNo: page.pageNo, pageSize: page.pageSize, count, list };
}

/** `%` and `_` typed by a person are text, not wildcards. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
