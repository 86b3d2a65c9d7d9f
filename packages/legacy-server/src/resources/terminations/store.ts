import type { WireServiceReviewState, WireTerminationType } from '@portal/legacy-protocol';
import { and, asc, count, desc, eq, exists, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { terminationHistory, terminationItems, terminations, units, type TerminationRow } from '../../db/schema';
import { wirePage, type Paging, type WirePage } from '../../http/paging';
import { contains } from '../../http/query-params';
import type { ServiceHistoryRow, ServiceItemRow } from './answer';

export const TERMINATION_SORTABLE = {
  apply_no: terminations.applicationNo,
  submit_date: terminations.submittedAt,
  update_date: terminations.updatedAt,
  rlv_type: terminations.type,
  status: terminations.state,
};

export type TerminationFilters = { keyword?: string; type?: WireTerminationType; state?: WireServiceReviewState };

/** `unitId` null: every unit's applications except drafts (the institute's list). */
function conditions(db: Db, unitId: string | null, filters: TerminationFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [unitId === null ? ne(terminations.state, '草稿') : eq(terminations.unitId, unitId)];
  if (filters.type) where.push(eq(terminations.type, filters.type));
  if (filters.state) where.push(eq(terminations.state, filters.state));
  if (filters.keyword) {
    // An application naming a matching equipment (registration code or name) counts as a match.
    const itemMatches = db
      .select({ id: terminationItems.id })
      .from(terminationItems)
      .where(
        and(
          eq(terminationItems.terminationId, terminations.id),
          or(contains(terminationItems.registerCode, filters.keyword), contains(terminationItems.equipmentName, filters.keyword)),
        ),
      );
    where.push(
      or(contains(terminations.applicationNo, filters.keyword), contains(terminations.reason, filters.keyword), contains(units.name, filters.keyword), exists(itemMatches)),
    );
  }
  return and(...where);
}

export type TerminationListRow = { row: TerminationRow; unitName: string; items: ServiceItemRow[] };

export async function listTerminations(db: Db, unitId: string | null, filters: TerminationFilters, paging: Paging): Promise<WirePage<TerminationListRow>> {
  const where = conditions(db, unitId, filters);
  const [total] = await db.select({ value: count() }).from(terminations).innerJoin(units, eq(units.id, terminations.unitId)).where(where);
  const order = paging.orderBy.length > 0 ? paging.orderBy : [desc(terminations.updatedAt)];
  const rows = await db
    .select({ row: terminations, unitName: units.name })
    .from(terminations)
    .innerJoin(units, eq(units.id, terminations.unitId))
    .where(where)
    .orderBy(...order, desc(terminations.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  const items = await itemsOf(db, rows.map(({ row }) => row.id));
  return wirePage(paging, total?.value ?? 0, rows.map(({ row, unitName }) => ({ row, unitName, items: items.get(row.id) ?? [] })));
}

export async function itemsOf(db: Db, ids: readonly string[]): Promise<Map<string, ServiceItemRow[]>> {
  const byId = new Map<string, ServiceItemRow[]>();
  if (ids.length === 0) return byId;
  const rows = await db.select().from(terminationItems).where(inArray(terminationItems.terminationId, [...ids])).orderBy(asc(terminationItems.position));
  for (const item of rows) byId.set(item.terminationId, [...(byId.get(item.terminationId) ?? []), item]);
  return byId;
}

/** One application: of the unit when `unitId` is given, of any unit (but not a draft) for the institute. */
export async function findTermination(db: Db, unitId: string | null, id: string): Promise<{ row: TerminationRow; unitName: string } | undefined> {
  if (id === '') return undefined;
  const [found] = await db
    .select({ row: terminations, unitName: units.name })
    .from(terminations)
    .innerJoin(units, eq(units.id, terminations.unitId))
    .where(and(eq(terminations.id, id), unitId === null ? ne(terminations.state, '草稿') : eq(terminations.unitId, unitId)));
  return found;
}

export async function terminationHistoryOf(db: Db, id: string): Promise<ServiceHistoryRow[]> {
  return db.select().from(terminationHistory).where(eq(terminationHistory.terminationId, id)).orderBy(asc(terminationHistory.changedAt), asc(terminationHistory.id));
}
