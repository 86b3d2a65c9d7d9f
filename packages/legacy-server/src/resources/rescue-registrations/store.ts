import { RESCUE_ARRIVAL_LIMIT_MINUTES } from '@portal/legacy-protocol';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rescueRegistrations, type RescueRegistrationRow } from '../../db/schema';
import { listPage } from '../../http/paged-list';
import type { Paging, WirePage } from '../../http/paging';
import { instantConditions, keywordCondition, type InstantRange } from '../../http/query-params';

/** Columns `orderBy` may name. */
export const RESCUE_SORTABLE = {
  alarm_time: rescueRegistrations.alarmAt,
  arrive_time: rescueRegistrations.arrivedAt,
  regist_code: rescueRegistrations.registerCode,
  trapped_num: rescueRegistrations.trappedCount,
  update_date: rescueRegistrations.updatedAt,
};

export type RescueFilters = { keyword?: string; registerCode?: string; alarm: InstantRange; overtime?: boolean };

/** Arrived later than the limit after the alarm (an open rescue without arrival is not flagged yet). */
export const lateArrival = sql`${rescueRegistrations.arrivedAt} > ${rescueRegistrations.alarmAt} + make_interval(mins => ${RESCUE_ARRIVAL_LIMIT_MINUTES})`;

export function rescueConditions(unitId: string, filters: RescueFilters): SQL | undefined {
  const where: SQL[] = [eq(rescueRegistrations.unitId, unitId), ...instantConditions(filters.alarm, rescueRegistrations.alarmAt)];
  if (filters.keyword) {
    where.push(
      keywordCondition(filters.keyword, [
        rescueRegistrations.registerCode,
        rescueRegistrations.equipmentName,
        rescueRegistrations.place,
        rescueRegistrations.reporter,
      ]),
    );
  }
  if (filters.registerCode) where.push(eq(rescueRegistrations.registerCode, filters.registerCode));
  if (filters.overtime === true) where.push(lateArrival);
  if (filters.overtime === false) where.push(sql`not coalesce(${lateArrival}, false)`);
  return and(...where);
}

export async function listRescues(db: Db, unitId: string, filters: RescueFilters, paging: Paging): Promise<WirePage<RescueRegistrationRow>> {
  const order = paging.orderBy.length > 0 ? paging.orderBy : [desc(rescueRegistrations.alarmAt)];
  const rows = db.select().from(rescueRegistrations).$dynamic();
  return listPage(db, rescueRegistrations, rows, rescueConditions(unitId, filters), { ...paging, orderBy: [...order, desc(rescueRegistrations.id)] }, (row) => row);
}

export async function findRescue(db: Db, unitId: string, id: string): Promise<RescueRegistrationRow | undefined> {
  if (id === '') return undefined;
  const [row] = await db.select().from(rescueRegistrations).where(and(eq(rescueRegistrations.id, id), eq(rescueRegistrations.unitId, unitId)));
  return row;
}

/** A unit's registrations for the export, in the list's order; a unit has hundreds at most, capped. */
export async function allRescues(db: Db, unitId: string, filters: RescueFilters, orderBy: Paging['orderBy']): Promise<RescueRegistrationRow[]> {
  const order = orderBy.length > 0 ? orderBy : [desc(rescueRegistrations.alarmAt)];
  return db.select().from(rescueRegistrations).where(rescueConditions(unitId, filters)).orderBy(...order, desc(rescueRegistrations.id)).limit(10_000);
}
