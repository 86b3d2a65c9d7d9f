import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { faultRegistrations, type FaultRegistrationRow } from '../../db/schema';
import { listPage } from '../../http/paged-list';
import type { Paging, WirePage } from '../../http/paging';
import { instantConditions, keywordCondition, type InstantRange } from '../../http/query-params';

export const FAULT_SORTABLE = {
  fault_time: faultRegistrations.faultAt,
  recover_time: faultRegistrations.recoveredAt,
  regist_code: faultRegistrations.registerCode,
  update_date: faultRegistrations.updatedAt,
};

export type FaultFilters = { keyword?: string; registerCode?: string; fault: InstantRange };

export function faultConditions(unitId: string, filters: FaultFilters): SQL | undefined {
  const where: SQL[] = [eq(faultRegistrations.unitId, unitId), ...instantConditions(filters.fault, faultRegistrations.faultAt)];
  if (filters.keyword) {
    where.push(
      keywordCondition(filters.keyword, [faultRegistrations.registerCode, faultRegistrations.equipmentName, faultRegistrations.place, faultRegistrations.faultDescription]),
    );
  }
  if (filters.registerCode) where.push(eq(faultRegistrations.registerCode, filters.registerCode));
  return and(...where);
}

export async function listFaults(db: Db, unitId: string, filters: FaultFilters, paging: Paging): Promise<WirePage<FaultRegistrationRow>> {
  const order = paging.orderBy.length > 0 ? paging.orderBy : [desc(faultRegistrations.faultAt)];
  const rows = db.select().from(faultRegistrations).$dynamic();
  return listPage(db, faultRegistrations, rows, faultConditions(unitId, filters), { ...paging, orderBy: [...order, desc(faultRegistrations.id)] }, (row) => row);
}

export async function findFault(db: Db, unitId: string, id: string): Promise<FaultRegistrationRow | undefined> {
  if (id === '') return undefined;
  const [row] = await db.select().from(faultRegistrations).where(and(eq(faultRegistrations.id, id), eq(faultRegistrations.unitId, unitId)));
  return row;
}

/** A unit's registrations for the export, in the list's order; a unit has hundreds at most, capped. */
export async function allFaults(db: Db, unitId: string, filters: FaultFilters, orderBy: Paging['orderBy']): Promise<FaultRegistrationRow[]> {
  const order = orderBy.length > 0 ? orderBy : [desc(faultRegistrations.faultAt)];
  return db.select().from(faultRegistrations).where(faultConditions(unitId, filters)).orderBy(...order, desc(faultRegistrations.id)).limit(10_000);
}
