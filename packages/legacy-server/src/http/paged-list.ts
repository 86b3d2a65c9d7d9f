import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { wirePage, type Paging, type WirePage } from './paging';

/**
 * One page of `rows` (a dynamic select over `table`) under `where` in the page's order, with the
 * total of `table` under `where`; each row answered by `answer`.
 */
export async function listPage<Q extends PgSelect, R>(
  db: Db,
  table: PgTable,
  rows: Q,
  where: SQL | undefined,
  paging: Paging,
  answer: (row: Awaited<Q>[number]) => R,
): Promise<WirePage<R>> {
  const [total] = await db.select({ value: count() }).from(table).where(where);
  const page: Awaited<Q> = await rows.where(where).orderBy(...paging.orderBy).limit(paging.pageSize).offset(paging.offset);
  return wirePage(paging, total?.value ?? 0, page.map(answer));
}
