import { wirePage, type QueryValue } from '@portal/legacy-protocol';
import type { z } from 'zod/v4';
import type { GatewayContext } from '../context';
import type { LegacyResult, LegacySession } from './client';
import { withRefusalStatus } from './platform-refusals';
import { parsed, toPage, UNSORTABLE, wirePagingOf, type Failure, type SortFields } from './wire-values';

type WirePageSchema = z.ZodType<{ list: unknown[]; count: number; pageNo: number; pageSize: number }>;

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/**
 * One page of a platform list: the clean API's paging and sort (its field renamed by `sortFields`),
 * the list's own query, its rows checked with `row` and mapped. A field that cannot be sorted by is a 400.
 */
export async function fetchPage<S extends WirePageSchema, T>(
  ctx: GatewayContext,
  session: LegacySession,
  list: {
    path: string;
    paging: { page: number; pageSize: number; sort?: string | undefined };
    sortFields: SortFields;
    query: Record<string, QueryValue>;
    /** The page's wire schema, `wirePage(row)`. */
    schema: S;
    map: (row: z.infer<S>['list'][number]) => T;
    /** Refusal texts that mean another status (`withRefusalStatus`), e.g. a review list's 403. */
    refusals?: Readonly<Record<string, number>>;
  },
): Promise<{ ok: true; value: Page<T> } | Failure> {
  const { page, pageSize, sort } = list.paging;
  const paging = wirePagingOf(page, pageSize, sort, list.sortFields);
  if (!paging) return { ok: false, problem: UNSORTABLE };
  const answer = await ctx.legacy.call({ method: 'GET', path: list.path, query: { ...paging, ...list.query }, session });
  return parsed(withRefusalStatus(answer, list.refusals ?? {}), list.schema, (wire: z.infer<S>) => toPage(wire, list.map));
}

/**
 * A list's filters and order without paging, as the data host's export takes them (strings, no
 * empty keys); an unsortable field sorts by the list's default.
 */
export function unpagedQuery(filters: Record<string, QueryValue>, sort: string | undefined, sortFields: SortFields): Record<string, string> {
  const order = wirePagingOf(1, 1, sort, sortFields)?.orderBy;
  const query: Record<string, QueryValue> = { ...filters, orderBy: order };
  return Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
}

// Each row schema's page schema, built once: list answers are checked on every request.
const PAGE_SCHEMAS = new WeakMap<z.ZodType, z.ZodType>();

function pageSchemaOf<R extends z.ZodType>(row: R): ReturnType<typeof wirePage<R>> {
  const known = PAGE_SCHEMAS.get(row);
  // The map holds only wirePage(row) under row.
  if (known) return known as ReturnType<typeof wirePage<R>>;
  const page = wirePage(row);
  PAGE_SCHEMAS.set(row, page);
  return page;
}

/** A platform list answer, checked as `wirePage(row)`, as the clean API's page of `map`ped rows. */
export function parsedPage<R extends z.ZodType, T>(answer: LegacyResult, row: R, map: (row: z.infer<R>) => T): { ok: true; value: Page<T> } | Failure {
  return parsed(answer, pageSchemaOf(row), (wire) => toPage(wire, map));
}
