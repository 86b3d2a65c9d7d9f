import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { constructionRecords, type ConstructionRecordRow, type RecordState } from '../../db/schema';
import { failed, passed, type Checked } from '../../http/checked';
import { listPage } from '../../http/paged-list';
import type { WirePage } from '../../http/paging';
import type { WireParams } from '../../http/params';
import { dateRange, keywordAndExact, pageRequest } from '../../http/query-params';
import { deleteDraft, EDITABLE_RECORD_STATES, findOwn, opinionAnswer, saveOrSubmit, type SavedAnswer } from '../../http/review';
import { ownUnit, type UnitScope } from '../../http/scope';
import { findOwnEquipment } from '../equipment/detail';
import { constructionRecordAnswer, constructionRecordDetailAnswer, type WireConstructionRecordAnswer, type WireConstructionRecordDetailAnswer } from './answer';
import { readConstructionRecordForm, type ConstructionRecordFields } from './form';

const CONSTRUCTION_RECORD_MESSAGES = {
  notFound: '施工告知不存在',
  forbidden: '无权访问该记录',
  notEditable: '施工告知已提交或已通过，不能修改',
  notDeletable: '只能删除草稿状态的施工告知',
} as const;

/** `orderBy` columns by their wire names. */
const ORDER_COLUMNS: Record<string, AnyPgColumn> = {
  equ_name: constructionRecords.equipmentName,
  equ_category: constructionRecords.categoryCode,
  bcw_type: constructionRecords.kind,
  register_code: constructionRecords.registerCode,
  notice_date: constructionRecords.noticeDate,
  state: constructionRecords.state,
  update_date: constructionRecords.updatedAt,
};

function recordWhere(params: WireParams, scope: UnitScope): Checked<SQL> {
  const notice = dateRange(params, 'noticeDateBegin', 'noticeDateEnd', constructionRecords.noticeDate);
  if (!notice.ok) return notice;
  const matches = keywordAndExact(
    params,
    [constructionRecords.equipmentName, constructionRecords.registerCode, constructionRecords.constructionUnit, constructionRecords.licenseNo],
    [
      ['equCategory', constructionRecords.categoryCode],
      ['bcwType', constructionRecords.kind],
      ['state', constructionRecords.state],
    ],
  );
  return passed(and(ownUnit(constructionRecords.unitId, scope), ...matches, ...notice.value)!);
}

/** `eqmBcwBasic/list`: the unit's construction records, newest change first. */
export async function listConstructionRecords(
  db: Db,
  params: WireParams,
  scope: UnitScope,
): Promise<Checked<WirePage<WireConstructionRecordAnswer>>> {
  const where = recordWhere(params, scope);
  if (!where.ok) return where;
  const fallback = [desc(constructionRecords.updatedAt), desc(constructionRecords.id)];
  const paging = pageRequest(params, ORDER_COLUMNS, fallback, asc(constructionRecords.id));
  if (!paging.ok) return paging;
  const rows = db.select().from(constructionRecords).$dynamic();
  return passed(await listPage(db, constructionRecords, rows, where.value, paging.value, constructionRecordAnswer));
}

function findOwnRecord(db: Db, scope: UnitScope, id: string | undefined): Promise<Checked<ConstructionRecordRow>> {
  const load = async (recordId: string) => (await db.select().from(constructionRecords).where(eq(constructionRecords.id, recordId)))[0];
  return findOwn(scope, id, load, { missing: CONSTRUCTION_RECORD_MESSAGES.notFound, ...CONSTRUCTION_RECORD_MESSAGES });
}

export async function constructionRecordDetail(db: Db, scope: UnitScope, id: string): Promise<Checked<WireConstructionRecordDetailAnswer>> {
  const found = await findOwnRecord(db, scope, id);
  return found.ok ? passed(constructionRecordDetailAnswer(found.value)) : found;
}

export async function constructionRecordOpinion(db: Db, scope: UnitScope, id: string | undefined) {
  const found = await findOwnRecord(db, scope, id);
  return found.ok ? passed(opinionAnswer(found.value.state, found.value)) : found;
}

// A submission clears the last review, so the record waits for a new one.
const stateColumns = (state: RecordState, now: Date) =>
  state === '已提交' ? { state, submittedAt: now, opinion: null, reviewer: null, reviewedAt: null } : { state };

const lockedUnlessEditable = (row: ConstructionRecordRow) =>
  EDITABLE_RECORD_STATES.includes(row.state) ? null : CONSTRUCTION_RECORD_MESSAGES.notEditable;

/** `eqmBcwBasic/save`: adds or edits a draft or returned record; `isCommit` true also submits it. */
export function saveConstructionRecord(db: Db, scope: UnitScope, params: WireParams, now: Date): Promise<Checked<SavedAnswer>> {
  return saveOrSubmit<ConstructionRecordRow, ConstructionRecordFields>(scope, params, {
    find: (id) => findOwnRecord(db, scope, id),
    locked: lockedUnlessEditable,
    read: readConstructionRecordForm,
    // A record may name one of the unit's files.
    check: async (fields) => {
      if (!fields.equipmentId) return passed(fields);
      const file = await findOwnEquipment(db, scope, fields.equipmentId);
      return file.ok ? passed(fields) : file;
    },
    update: async (id, fields, state) => {
      await db.update(constructionRecords).set({ ...fields, ...stateColumns(state, now), updatedAt: now }).where(eq(constructionRecords.id, id));
    },
    insert: async (id, unitId, fields, state) => {
      await db.insert(constructionRecords).values({ ...fields, ...stateColumns(state, now), id, unitId, createdAt: now, updatedAt: now });
    },
  });
}

/** `eqmBcwBasic/commit`: submits a saved draft or a returned record as it stands. */
export async function commitConstructionRecord(db: Db, scope: UnitScope, id: string | undefined, now: Date): Promise<Checked<SavedAnswer>> {
  const found = await findOwnRecord(db, scope, id);
  if (!found.ok) return found;
  const refusal = lockedUnlessEditable(found.value);
  if (refusal) return failed(refusal);
  await db.update(constructionRecords).set({ ...stateColumns('已提交', now), updatedAt: now }).where(eq(constructionRecords.id, found.value.id));
  return passed({ id: found.value.id, state: '已提交' });
}

/** `eqmBcwBasic/delete`: only a draft may go. */
export async function deleteConstructionRecord(db: Db, scope: UnitScope, id: string | undefined): Promise<Checked<{ id: string }>> {
  const remove = async (recordId: string) => {
    await db.delete(constructionRecords).where(eq(constructionRecords.id, recordId));
  };
  return deleteDraft(await findOwnRecord(db, scope, id), (row) => row.state, remove, CONSTRUCTION_RECORD_MESSAGES.notDeletable);
}
