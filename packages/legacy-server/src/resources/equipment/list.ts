import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { equipment } from '../db/schema';
import type { WireParams } from '../http/params';
import { eqmAnswer, type WireEqmAnswer } from './equipment-answer';
import { equipmentWhere, type EquipmentScope } from './filters';
import { pageRequest, type PageRequest } from './query-params';
import { passed, type Checked } from './checked';
import { overdueDays } from './views';

/** The columns of a list row (no parameters): what the lists and the export read. */
export const LIST_COLUMNS = {
  id: equipment.id,
  unitId: equipment.unitId,
  categoryCode: equipment.categoryCode,
  subTypeCode: equipment.subTypeCode,
  name: equipment.name,
  model: equipment.model,
  productNo: equipment.productNo,
  deviceCode: equipment.deviceCode,
  registerCode: equipment.registerCode,
  useCertNo: equipment.useCertNo,
  unitInternalNo: equipment.unitInternalNo,
  location: equipment.location,
  areaCode: equipment.areaCode,
  useState: equipment.useState,
  registerState: equipment.registerState,
  recordState: equipment.recordState,
  lastCheckDate: equipment.lastCheckDate,
  checkConclusion: equipment.checkConclusion,
  nextCheckDate: equipment.nextCheckDate,
  loadTestDate: equipment.loadTestDate,
  useStartDate: equipment.useStartDate,
  designLifeYears: equipment.designLifeYears,
  useCertValidDate: equipment.useCertValidDate,
};

/** `orderBy` columns by their wire names, snake-cased as JeeSite writes them. */
export const EQM_ORDER_COLUMNS: Record<string, AnyPgColumn> = {
  equ_name: equipment.name,
  equ_category: equipment.categoryCode,
  equ_type: equipment.subTypeCode,
  register_code: equipment.registerCode,
  use_cert_no: equipment.useCertNo,
  unit_inner_no: equipment.unitInternalNo,
  device_code: equipment.deviceCode,
  use_place: equipment.location,
  area_code: equipment.areaCode,
  use_state: equipment.useState,
  register_state: equipment.registerState,
  record_state: equipment.recordState,
  check_date: equipment.lastCheckDate,
  check_result: equipment.checkConclusion,
  next_check_date: equipment.nextCheckDate,
  load_test_date: equipment.loadTestDate,
  use_date: equipment.useStartDate,
  update_date: equipment.updatedAt,
  create_date: equipment.createdAt,
};

// JeeSite's default is the newest change first; the inspection reminders put the most urgent first.
// Each default ends in the id the way the list indexes store it.
const RECENT_FIRST: SQL[] = [desc(equipment.updatedAt), desc(equipment.id)];
const DUE_FIRST: SQL[] = [asc(equipment.nextCheckDate), asc(equipment.id)];
const DUE_FIRST_TYPES = new Set(['timeout', 'detectDue', 'detectExtended']);

export type EquipmentQuery = { where: SQL; paging: PageRequest; withOverdueDays: boolean };

/** The WHERE, ORDER BY and page of a list or export of `queryType` (undefined: the comprehensive query). */
export function equipmentQuery(params: WireParams, scope: EquipmentScope, queryType: string | undefined): Checked<EquipmentQuery> {
  const where = equipmentWhere(params, scope, queryType);
  if (!where.ok) return where;
  const fallback = queryType !== undefined && DUE_FIRST_TYPES.has(queryType) ? DUE_FIRST : RECENT_FIRST;
  const paging = pageRequest(params, EQM_ORDER_COLUMNS, fallback, asc(equipment.id));
  if (!paging.ok) return paging;
  return passed({ where: where.value, paging: paging.value, withOverdueDays: queryType === 'detectExtended' });
}

/** Rows of a query from `offset`, answered in the wire's words. */
export async function equipmentRows(
  db: Db,
  query: EquipmentQuery,
  scope: EquipmentScope,
  limit: number,
  offset: number,
): Promise<WireEqmAnswer[]> {
  const rows = await db
    .select({ ...LIST_COLUMNS, overdueDays: overdueDays(scope.today) })
    .from(equipment)
    .where(query.where)
    .orderBy(...query.paging.orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map(({ overdueDays: days, ...row }) =>
    query.withOverdueDays ? { ...eqmAnswer(row, scope.unitName), overdueDays: days } : eqmAnswer(row, scope.unitName),
  );
}

export async function countEquipment(db: Db, where: SQL): Promise<number> {
  const [total] = await db.select({ value: count() }).from(equipment).where(where);
  return total?.value ?? 0;
}

export type WirePageAnswer<T> = { pageNo: number; pageSize: number; count: number; list: T[] };

/** A JeeSite page of one query view. */
export async function listEquipment(
  db: Db,
  params: WireParams,
  scope: EquipmentScope,
  queryType: string | undefined,
): Promise<Checked<WirePageAnswer<WireEqmAnswer>>> {
  const query = equipmentQuery(params, scope, queryType);
  if (!query.ok) return query;
  const { paging } = query.value;
  const [total, list] = await Promise.all([
    countEquipment(db, query.value.where),
    equipmentRows(db, query.value, scope, paging.pageSize, paging.offset),
  ]);
  return passed({ pageNo: paging.pageNo, pageSize: paging.pageSize, count: total, list });
}
