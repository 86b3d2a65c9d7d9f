import type { QueryValue } from '@portal/legacy-protocol';
import type { z } from 'zod/v4';
import type { GatewayContext } from '../context';
import type { LegacySession } from './client';
import { parsed, toPage, UNSORTABLE, wirePagingOf, type Failure } from './wire-values';

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
    sortFields: Readonly<Record<string, string>>;
    query: Record<string, QueryValue>;
    /** The page's wire schema, `wirePage(row)`. */
    schema: S;
    map: (row: z.infer<S>['list'][number]) => T;
  },
): Promise<{ ok: true; value: Page<T> } | Failure> {
  const { page, pageSize, sort } = list.paging;
  const paging = wirePagingOf(page, pageSize, sort, list.sortFields);
  if (!paging) return { ok: false, problem: UNSORTABLE };
  const answer = await ctx.legacy.call({ method: 'GET', path: list.path, query: { ...paging, ...list.query }, session });
  return parsed(answer, list.schema, (wire: z.infer<S>) => toPage(wire, list.map));
}
