import { and, asc, count, desc, eq, exists, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { units } from '../db/schema';
import { wirePage, type Paging, type WirePage } from '../http/paging';
import { contains } from '../http/query-params';
import type { ServiceHistoryRow, ServiceItemRow } from './answer';
import type { ServiceApplicationKind, ServiceFilters, ServiceFormFields } from './kind';
import type { ServiceApplicationTable, ServiceHistoryTable, ServiceItemsTable } from './tables';

/** What listing needs of a kind. */
type Kind<T extends ServiceApplicationTable, Q extends ServiceFilters> = Pick<
  ServiceApplicationKind<T, ServiceFormFields, Q>,
  'table' | 'items' | 'keywordColumns' | 'filterConditions'
>;

/** `unitId` null: every unit's applications but drafts (the institute's side); else the unit's own. */
export const scopeCondition = (table: ServiceApplicationTable, unitId: string | null): SQL =>
  unitId === null ? ne(table.state, '草稿') : eq(table.unitId, unitId);

function conditions<T extends ServiceApplicationTable, Q extends ServiceFilters>(db: Db, kind: Kind<T, Q>, unitId: string | null, filters: Q): SQL | undefined {
  const table: ServiceApplicationTable = kind.table;
  const where: (SQL | undefined)[] = [scopeCondition(table, unitId), ...kind.filterConditions(filters)];
  if (filters.state) where.push(eq(table.state, filters.state));
  if (filters.keyword) {
    const keyword = filters.keyword;
    // An application naming a matching equipment (registration code or name) counts as a match.
    const itemMatches = db
      .select({ id: kind.items.id })
      .from(kind.items)
      .where(and(eq(kind.items.applicationId, table.id), or(contains(kind.items.registerCode, keyword), contains(kind.items.equipmentName, keyword))));
    where.push(
      or(contains(table.applicationNo, keyword), ...kind.keywordColumns.map((column) => contains(column, keyword)), contains(units.name, keyword), exists(itemMatches)),
    );
  }
  return and(...where);
}

export type ServiceListRow<T extends ServiceApplicationTable> = { row: T['$inferSelect']; unitName: string; items: ServiceItemRow[] };

export async function listServiceApplications<T extends ServiceApplicationTable, Q extends ServiceFilters>(
  db: Db,
  kind: Kind<T, Q>,
  unitId: string | null,
  filters: Q,
  paging: Paging,
): Promise<WirePage<ServiceListRow<T>>> {
  const table: ServiceApplicationTable = kind.table;
  const where = conditions(db, kind, unitId, filters);
  const [total] = await db.select({ value: count() }).from(table).innerJoin(units, eq(units.id, table.unitId)).where(where);
  const order = paging.orderBy.length > 0 ? paging.orderBy : [desc(table.updatedAt)];
  const rows: { row: T['$inferSelect']; unitName: string }[] = await db
    .select({ row: kind.table, unitName: units.name })
    .from(table)
    .innerJoin(units, eq(units.id, table.unitId))
    .where(where)
    .orderBy(...order, desc(table.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  const items = await itemsOf(db, kind.items, rows.map(({ row }) => row.id));
  return wirePage(paging, total?.value ?? 0, rows.map(({ row, unitName }) => ({ row, unitName, items: items.get(row.id) ?? [] })));
}

export async function itemsOf(db: Db, table: ServiceItemsTable, ids: readonly string[]): Promise<Map<string, ServiceItemRow[]>> {
  const byId = new Map<string, ServiceItemRow[]>();
  if (ids.length === 0) return byId;
  const rows = await db.select().from(table).where(inArray(table.applicationId, [...ids])).orderBy(asc(table.position));
  for (const item of rows) byId.set(item.applicationId, [...(byId.get(item.applicationId) ?? []), item]);
  return byId;
}

/** One application: of the unit when `unitId` is given, of any unit (but not a draft) for the institute. */
export async function findServiceApplication<T extends ServiceApplicationTable>(
  db: Db,
  kind: { table: T },
  unitId: string | null,
  id: string,
): Promise<{ row: T['$inferSelect']; unitName: string } | undefined> {
  if (id === '') return undefined;
  const table: ServiceApplicationTable = kind.table;
  const [found]: { row: T['$inferSelect']; unitName: string }[] = await db
    .select({ row: kind.table, unitName: units.name })
    .from(table)
    .innerJoin(units, eq(units.id, table.unitId))
    .where(and(eq(table.id, id), scopeCondition(table, unitId)));
  return found;
}

export async function historyOf(db: Db, table: ServiceHistoryTable, id: string): Promise<ServiceHistoryRow[]> {
  return db.select().from(table).where(eq(table.applicationId, id)).orderBy(asc(table.changedAt), asc(table.id));
}
