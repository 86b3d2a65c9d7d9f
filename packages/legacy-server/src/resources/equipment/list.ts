import type { EquipmentView } from '@portal/contract';
import { createHash } from 'node:crypto';
import { asc, count, desc, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { equipment } from '../../db/schema';
import { passed, type Checked } from '../../http/checked';
import { wirePage, type Paging, type WirePage } from '../../http/paging';
import type { WireParams } from '../../http/params';
import { pageRequest } from '../../http/query-params';
import type { UnitScope } from '../../http/scope';
import { equipmentAnswer, type EquipmentListRow, type WireEquipmentAnswer } from './answer';
import { equipmentWhere } from './filters';
import { overdueDays } from './views';

/** The columns of a list row (no parameters): what the lists and the export read. */
const LIST_COLUMNS = {
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
  usePlace: equipment.usePlace,
  areaCode: equipment.areaCode,
  useState: equipment.useState,
  registerState: equipment.registerState,
  recordState: equipment.recordState,
  lastCheckDate: equipment.lastCheckDate,
  checkConclusion: equipment.checkConclusion,
  nextCheckDate: equipment.nextCheckDate,
  loadTestDate: equipment.loadTestDate,
  useDate: equipment.useDate,
  designLifeYears: equipment.designLifeYears,
  useCertValidDate: equipment.useCertValidDate,
};

/** `orderBy` columns by their wire names, snake-cased as JeeSite writes them. */
export const ORDER_COLUMNS: Record<string, AnyPgColumn> = {
  equ_name: equipment.name,
  equ_category: equipment.categoryCode,
  equ_type: equipment.subTypeCode,
  register_code: equipment.registerCode,
  use_cert_no: equipment.useCertNo,
  unit_inner_no: equipment.unitInternalNo,
  device_code: equipment.deviceCode,
  use_place: equipment.usePlace,
  area_code: equipment.areaCode,
  use_state: equipment.useState,
  register_state: equipment.registerState,
  record_state: equipment.recordState,
  check_date: equipment.lastCheckDate,
  check_result: equipment.checkConclusion,
  next_check_date: equipment.nextCheckDate,
  load_test_date: equipment.loadTestDate,
  use_date: equipment.useDate,
  update_date: equipment.updatedAt,
  create_date: equipment.createdAt,
};

// JeeSite's default is the newest change first; the inspection reminders put the most urgent first.
// Each default ends in the id the way the list indexes store it.
const RECENT_FIRST: SQL[] = [desc(equipment.updatedAt), desc(equipment.id)];
const DUE_FIRST: SQL[] = [asc(equipment.nextCheckDate), asc(equipment.id)];
const DUE_FIRST_VIEWS: readonly EquipmentView[] = ['overdue', 'inspectionDue', 'inspectionOverdue'];
// A sort field asked for ends in the id in the same direction: the index (unit_id, field, id) of
// migration 0003 then serves the page either way, read forwards or backwards.
const idTieBreaker = (descending: boolean): SQL => (descending ? desc(equipment.id) : asc(equipment.id));

export type EquipmentQuery = { where: SQL; paging: Paging; withOverdueDays: boolean };

/** The WHERE, ORDER BY and page of a list or export of one query view. */
export function equipmentQuery(params: WireParams, scope: UnitScope, view: EquipmentView): Checked<EquipmentQuery> {
  const where = equipmentWhere(params, scope, view);
  if (!where.ok) return where;
  const fallback = DUE_FIRST_VIEWS.includes(view) ? DUE_FIRST : RECENT_FIRST;
  const paging = pageRequest(params, ORDER_COLUMNS, fallback, idTieBreaker);
  if (!paging.ok) return paging;
  // The inspection-overdue list also says by how many days.
  return passed({ where: where.value, paging: paging.value, withOverdueDays: view === 'inspectionOverdue' });
}

/**
 * Rows of a query from `offset`, answered in the wire's words. The page is found as ids first (a
 * "deferred join"): the OFFSET is skipped inside a narrow index (migration 0003) without reading
 * the table, and only the rows of the page are then read by their ids.
 */
export async function equipmentRows(
  db: Db,
  query: EquipmentQuery,
  scope: UnitScope,
  limit: number,
  offset: number,
): Promise<WireEquipmentAnswer[]> {
  return equipmentRowsOf(db, query, scope, idsQuery(db, query).limit(limit).offset(offset));
}

/** The rows of `ids` (a subquery of a page's ids) in the query's order, answered in the wire's words. */
async function equipmentRowsOf(db: Db, query: EquipmentQuery, scope: UnitScope, ids: SQLWrapper): Promise<WireEquipmentAnswer[]> {
  const rows = await db
    .select({ ...LIST_COLUMNS, overdueDays: overdueDays(scope.today) })
    .from(equipment)
    .where(inArray(equipment.id, ids))
    .orderBy(...query.paging.orderBy);
  return rows.map(({ overdueDays: days, ...row }) =>
    query.withOverdueDays ? { ...equipmentAnswer(row, scope.unitName), overdueDays: days } : equipmentAnswer(row, scope.unitName),
  );
}

const LIST_KEYS = Object.keys(LIST_COLUMNS) as (keyof typeof LIST_COLUMNS)[];

/**
 * Reads the rows of slices of `equipmentIds` in the query's order, for an export: the statement is
 * built once per export and each slice comes back as one JSON text (the rows as arrays, in the
 * order of LIST_COLUMNS, then the overdue days). PGlite copies and decodes each field of a result
 * on the platform's event loop and drizzle maps it again: 10,000 rows read as rows took 420–460 ms
 * of that loop, as one JSON text per slice 150–180 ms (docs/performance.md, "Heavy work").
 */
export function equipmentSliceReader(db: Db, query: EquipmentQuery, scope: UnitScope): (ids: string[]) => Promise<WireEquipmentAnswer[]> {
  const values = sql.join([...LIST_KEYS.map((key) => sql`${LIST_COLUMNS[key]}`), overdueDays(scope.today)], sql`, `);
  const select = db
    .select({ rows: sql<string>`coalesce(json_agg(json_build_array(${values}) order by ${sql.join(query.paging.orderBy, sql`, `)}), '[]')::text` })
    .from(equipment)
    .where(sql`${equipment.id} = any(${sql.placeholder('ids')})`);
  // node-postgres keeps a named statement per connection: the name follows the text (the order differs by sort).
  const prepared = select.prepare(`equipment_slice_${createHash('sha256').update(select.toSQL().sql).digest('hex').slice(0, 16)}`);
  return async (ids) => {
    const [answer] = await prepared.execute({ ids });
    const rows = JSON.parse(answer?.rows ?? '[]') as unknown[][];
    return rows.map((fields) => {
      const row = Object.fromEntries(LIST_KEYS.map((key, index) => [key, fields[index]])) as EquipmentListRow;
      const wire = equipmentAnswer(row, scope.unitName);
      return query.withOverdueDays ? { ...wire, overdueDays: fields[LIST_KEYS.length] as number } : wire;
    });
  };
}

function idsQuery(db: Db, query: EquipmentQuery) {
  return db.select({ id: equipment.id }).from(equipment).where(query.where).orderBy(...query.paging.orderBy);
}

/**
 * The matching files' ids in the query's order, at most `limit`, read once (one scan of the narrow
 * index): an export reads its rows in slices by these ids, each slice as cheap as the first, instead
 * of skipping an ever longer OFFSET per slice; and it holds the files that matched when it began.
 */
export async function equipmentIds(db: Db, query: EquipmentQuery, limit: number): Promise<string[]> {
  // As one JSON text, as the slices are read (equipmentSliceReader); the position keeps the order
  // through the aggregate, which a sorted subquery alone does not promise.
  const order = sql.join(query.paging.orderBy, sql`, `);
  const ordered = db
    .select({ id: equipment.id, position: sql<number>`row_number() over (order by ${order})`.as('position') })
    .from(equipment)
    .where(query.where)
    .orderBy(...query.paging.orderBy)
    .limit(limit)
    .as('ordered');
  const [answer] = await db.select({ ids: sql<string>`coalesce(json_agg(${ordered.id} order by ${ordered.position}), '[]')::text` }).from(ordered);
  return JSON.parse(answer?.ids ?? '[]') as string[];
}

export async function countEquipment(db: Db, where: SQL): Promise<number> {
  const [total] = await db.select({ value: count() }).from(equipment).where(where);
  return total?.value ?? 0;
}

/** A JeeSite page of one query view. */
export async function listEquipment(
  db: Db,
  params: WireParams,
  scope: UnitScope,
  view: EquipmentView,
): Promise<Checked<WirePage<WireEquipmentAnswer>>> {
  const query = equipmentQuery(params, scope, view);
  if (!query.ok) return query;
  const { paging } = query.value;
  const [total, list] = await Promise.all([
    countEquipment(db, query.value.where),
    equipmentRows(db, query.value, scope, paging.pageSize, paging.offset),
  ]);
  return passed(wirePage(paging, total, list));
}
