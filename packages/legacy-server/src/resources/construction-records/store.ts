import { and, asc, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { eqmBcwBasic, type EqmBcwBasicRow, type RecordState } from '../db/schema';
import type { WireParams } from '../http/params';
import { failed, passed, type Checked } from '../equipment/checked';
import { EQM_MESSAGES } from '../equipment/messages';
import { findOwnEquipment } from '../equipment/equipment-detail';
import type { WirePageAnswer } from '../equipment/equipment-list';
import { EDITABLE_RECORD_STATES, newId, type SavedAnswer } from '../equipment/equipment-save';
import { ownUnit, type EquipmentScope } from '../equipment/filters';
import { contains, dateParam, pageRequest, textParam } from '../equipment/query-params';
import { bcwAnswer, bcwDetailAnswer, bcwOpinionAnswer, type WireBcwAnswer, type WireBcwDetailAnswer } from './bcw-answer';
import { readBcwForm } from './bcw-form';

export const BCW_MESSAGES = {
  notFound: '施工告知不存在',
  forbidden: '无权访问该记录',
  notEditable: '施工告知已提交或已通过，不能修改',
  notDeletable: '只能删除草稿状态的施工告知',
} as const;

const ORDER_COLUMNS: Record<string, AnyPgColumn> = {
  equ_name: eqmBcwBasic.equipmentName,
  equ_category: eqmBcwBasic.categoryCode,
  bcw_type: eqmBcwBasic.kind,
  register_code: eqmBcwBasic.registerCode,
  notice_date: eqmBcwBasic.noticeDate,
  state: eqmBcwBasic.state,
  update_date: eqmBcwBasic.updatedAt,
};

function bcwWhere(params: WireParams, scope: EquipmentScope): Checked<SQL> {
  const conditions: SQL[] = [ownUnit(eqmBcwBasic.unitId, scope)];
  const keyword = textParam(params, 'keyword');
  if (keyword) {
    conditions.push(
      or(
        contains(eqmBcwBasic.equipmentName, keyword),
        contains(eqmBcwBasic.registerCode, keyword),
        contains(eqmBcwBasic.constructionUnit, keyword),
        contains(eqmBcwBasic.licenseNo, keyword),
      )!,
    );
  }
  for (const [key, column] of [
    ['equCategory', eqmBcwBasic.categoryCode],
    ['bcwType', eqmBcwBasic.kind],
    ['state', eqmBcwBasic.state],
  ] as const) {
    const value = textParam(params, key);
    if (value) conditions.push(eq(column, value));
  }
  const begin = dateParam(params, 'noticeDateBegin');
  if (!begin.ok) return begin;
  const end = dateParam(params, 'noticeDateEnd');
  if (!end.ok) return end;
  if (begin.value) conditions.push(gte(eqmBcwBasic.noticeDate, begin.value));
  // Exclusive: the caller has added a day under the date rule.
  if (end.value) conditions.push(lt(eqmBcwBasic.noticeDate, end.value));
  return passed(and(...conditions)!);
}

/** `eqmBcwBasic/list`: the unit's construction records, newest change first. */
export async function listBcw(db: Db, params: WireParams, scope: EquipmentScope): Promise<Checked<WirePageAnswer<WireBcwAnswer>>> {
  const where = bcwWhere(params, scope);
  if (!where.ok) return where;
  const paging = pageRequest(params, ORDER_COLUMNS, [desc(eqmBcwBasic.updatedAt), desc(eqmBcwBasic.id)], asc(eqmBcwBasic.id));
  if (!paging.ok) return paging;
  const { pageNo, pageSize, offset, orderBy } = paging.value;
  const [total] = await db.select({ value: count() }).from(eqmBcwBasic).where(where.value);
  const rows = await db.select().from(eqmBcwBasic).where(where.value).orderBy(...orderBy).limit(pageSize).offset(offset);
  return passed({ pageNo, pageSize, count: total?.value ?? 0, list: rows.map(bcwAnswer) });
}

async function findOwnBcw(db: Db, scope: EquipmentScope, id: string | undefined): Promise<Checked<EqmBcwBasicRow>> {
  if (!id) return failed(BCW_MESSAGES.notFound);
  const [row] = await db.select().from(eqmBcwBasic).where(eq(eqmBcwBasic.id, id));
  if (!row) return failed(BCW_MESSAGES.notFound);
  if (row.unitId !== scope.unitId) return failed(BCW_MESSAGES.forbidden);
  return passed(row);
}

export async function bcwDetail(db: Db, scope: EquipmentScope, id: string): Promise<Checked<WireBcwDetailAnswer>> {
  const found = await findOwnBcw(db, scope, id);
  return found.ok ? passed(bcwDetailAnswer(found.value)) : found;
}

export async function bcwOpinion(db: Db, scope: EquipmentScope, id: string | undefined) {
  const found = await findOwnBcw(db, scope, id);
  return found.ok ? passed(bcwOpinionAnswer(found.value)) : found;
}

const submitted = (now: Date) => ({ state: '已提交' as RecordState, submittedAt: now, opinion: null, reviewer: null, reviewedAt: null });

/** `eqmBcwBasic/save`: adds or edits a draft or returned record; `isCommit` true also submits it. */
export async function saveBcw(db: Db, scope: EquipmentScope, params: WireParams, now: Date): Promise<Checked<SavedAnswer>> {
  if (scope.unitId === null) return failed(EQM_MESSAGES.noUnit);
  const id = params.id?.trim() || undefined;
  if (id) {
    const existing = await findOwnBcw(db, scope, id);
    if (!existing.ok) return existing;
    if (!EDITABLE_RECORD_STATES.includes(existing.value.state)) return failed(BCW_MESSAGES.notEditable);
  }
  const form = readBcwForm(params);
  if (!form.ok) return form;
  if (form.value.equipmentId) {
    const file = await findOwnEquipment(db, scope, form.value.equipmentId);
    if (!file.ok) return file;
  }
  const state = params.isCommit === 'true' ? submitted(now) : { state: '草稿' as RecordState };
  if (id) {
    await db.update(eqmBcwBasic).set({ ...form.value, ...state, updatedAt: now }).where(eq(eqmBcwBasic.id, id));
    return passed({ id, state: state.state });
  }
  const created = newId();
  await db.insert(eqmBcwBasic).values({ ...form.value, ...state, id: created, unitId: scope.unitId, createdAt: now, updatedAt: now });
  return passed({ id: created, state: state.state });
}

/** `eqmBcwBasic/commit`: submits a saved draft or a returned record as it stands. */
export async function commitBcw(db: Db, scope: EquipmentScope, id: string | undefined, now: Date): Promise<Checked<SavedAnswer>> {
  const found = await findOwnBcw(db, scope, id);
  if (!found.ok) return found;
  if (!EDITABLE_RECORD_STATES.includes(found.value.state)) return failed(BCW_MESSAGES.notEditable);
  await db.update(eqmBcwBasic).set({ ...submitted(now), updatedAt: now }).where(eq(eqmBcwBasic.id, found.value.id));
  return passed({ id: found.value.id, state: '已提交' });
}

/** `eqmBcwBasic/delete`: only a draft may go. */
export async function deleteBcw(db: Db, scope: EquipmentScope, id: string | undefined): Promise<Checked<{ id: string }>> {
  const found = await findOwnBcw(db, scope, id);
  if (!found.ok) return found;
  if (found.value.state !== '草稿') return failed(BCW_MESSAGES.notDeletable);
  await db.delete(eqmBcwBasic).where(eq(eqmBcwBasic.id, found.value.id));
  return passed({ id: found.value.id });
}
