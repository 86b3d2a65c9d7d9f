import { MAX_CHANGES_PAGE, type WireChangePage } from '@portal/legacy-protocol';
import { and, asc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { formatWireDateTime } from '../../http/wire-date';
import { changes } from './table';

/** Whose changes a reader sees: one unit's, every unit's (`all`), or none (unitId null, not all). */
export type ChangeScope = { unitId: string | null; all: boolean };

/** The changes after `after` the scope sees, at most `pageSize`, oldest first. */
export async function changesAfter(db: Db, scope: ChangeScope, after: number, pageSize: number): Promise<WireChangePage> {
  const size = Math.min(pageSize, MAX_CHANGES_PAGE);
  const [head] = await db.select({ value: max(changes.cursor) }).from(changes);
  const seen = scope.all ? undefined : scope.unitId === null ? sql`false` : eq(changes.unitId, scope.unitId);
  // One row more than asked tells whether the page is the last.
  const rows = await db
    .select()
    .from(changes)
    .where(and(gt(changes.cursor, after), seen))
    .orderBy(asc(changes.cursor))
    .limit(size + 1);
  const page = rows.slice(0, size);
  return {
    list: page.map((row) => ({
      cursor: row.cursor,
      unitId: row.unitId,
      resource: row.resource,
      id: row.recordId,
      changedAt: formatWireDateTime(row.changedAt),
    })),
    next: page.at(-1)?.cursor ?? after,
    more: rows.length > size,
    head: Number(head?.value ?? 0),
    scope,
  };
}

/** Deletes the changes written before `before`; answers how many. */
export async function deleteChangesBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db.delete(changes).where(lt(changes.changedAt, before)).returning({ cursor: changes.cursor });
  return deleted.length;
}
