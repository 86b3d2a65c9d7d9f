import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { equipment } from '../db/schema';
import { wirePage, type Paging, type WirePage } from '../http/paging';
import { keywordCondition } from '../http/query-params';
import type { RegistrationFilters, RegistrationFormFields, ServiceRegistrationKind } from './registration-kind';
import type { ServiceRegistrationTable } from './registration-tables';

/** What listing needs of a kind. */
type Kind<T extends ServiceRegistrationTable, Q extends RegistrationFilters> = Pick<
  ServiceRegistrationKind<T, RegistrationFormFields, Q>,
  'table' | 'keywordColumns' | 'filterConditions' | 'defaultOrder'
>;

function conditions<T extends ServiceRegistrationTable, Q extends RegistrationFilters>(kind: Kind<T, Q>, unitId: string, filters: Q): SQL | undefined {
  const table: ServiceRegistrationTable = kind.table;
  const where: SQL[] = [eq(table.unitId, unitId), ...kind.filterConditions(filters)];
  if (filters.keyword) where.push(keywordCondition(filters.keyword, kind.keywordColumns));
  if (filters.registerCode) where.push(eq(table.registerCode, filters.registerCode));
  return and(...where);
}

export async function listRegistrations<T extends ServiceRegistrationTable, Q extends RegistrationFilters>(
  db: Db,
  kind: Kind<T, Q>,
  unitId: string,
  filters: Q,
  paging: Paging,
): Promise<WirePage<T['$inferSelect']>> {
  const table: ServiceRegistrationTable = kind.table;
  const order = paging.orderBy.length > 0 ? paging.orderBy : [desc(kind.defaultOrder)];
  const where = conditions(kind, unitId, filters);
  const [total] = await db.select({ value: count() }).from(table).where(where);
  const rows: { row: T['$inferSelect'] }[] = await db
    .select({ row: kind.table })
    .from(table)
    .where(where)
    .orderBy(...order, desc(table.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return wirePage(paging, total?.value ?? 0, rows.map(({ row }) => row));
}

export async function findRegistration<T extends ServiceRegistrationTable>(db: Db, kind: { table: T }, unitId: string, id: string): Promise<T['$inferSelect'] | undefined> {
  if (id === '') return undefined;
  const table: ServiceRegistrationTable = kind.table;
  const [found]: { row: T['$inferSelect'] }[] = await db
    .select({ row: kind.table })
    .from(table)
    .where(and(eq(table.id, id), eq(table.unitId, unitId)));
  return found?.row;
}

/** A unit's registrations for the export, in the list's order; a unit has hundreds at most, capped. */
export async function allRegistrations<T extends ServiceRegistrationTable, Q extends RegistrationFilters>(
  db: Db,
  kind: Kind<T, Q>,
  unitId: string,
  filters: Q,
  orderBy: Paging['orderBy'],
): Promise<T['$inferSelect'][]> {
  const table: ServiceRegistrationTable = kind.table;
  const order = orderBy.length > 0 ? orderBy : [desc(kind.defaultOrder)];
  const rows: { row: T['$inferSelect'] }[] = await db
    .select({ row: kind.table })
    .from(table)
    .where(conditions(kind, unitId, filters))
    .orderBy(...order, desc(table.id))
    .limit(10_000);
  return rows.map(({ row }) => row);
}

export type Elevator = { id: string; name: string; usePlace: string | null };

/** The unit's elevator (category 3000) with this registration code, or null. */
export async function unitElevator(db: Db, unitId: string, registerCode: string): Promise<Elevator | null> {
  const [found] = await db
    .select({ id: equipment.id, name: equipment.name, usePlace: equipment.usePlace })
    .from(equipment)
    .where(and(eq(equipment.unitId, unitId), eq(equipment.registerCode, registerCode), eq(equipment.categoryCode, '3000')));
  return found ?? null;
}
