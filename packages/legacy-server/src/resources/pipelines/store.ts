import { and, asc, count, eq, gte, like, lt, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { equipment, eqmPipelines, type EqmPipelineRow, type RecordState } from '../db/schema';
import type { WireParams } from '../http/params';
import { failed, passed, type Checked } from '../equipment/checked';
import { EQM_MESSAGES } from '../equipment/messages';
import type { WirePageAnswer } from '../equipment/equipment-list';
import { newId, type SavedAnswer } from '../equipment/equipment-save';
import { ownUnit, type EquipmentScope } from '../equipment/filters';
import { areaPrefix, contains, dateParam, pageRequest, textParam } from '../equipment/query-params';
import { pipelineAnswer, type WirePipelineAnswer } from './pipeline-answer';
import { readPipelineForm } from './pipeline-form';

export const PIPELINE_MESSAGES = {
  notFound: '管道不存在',
  forbidden: '无权访问该管道',
  underReview: '该管道信息正在审核中，不能修改',
  notDeletable: '只能删除草稿状态的管道',
  numberTaken: '管道编号已存在',
} as const;

const ORDER_COLUMNS: Record<string, AnyPgColumn> = {
  pipe_no: eqmPipelines.pipelineNo,
  pipe_name: eqmPipelines.name,
  pipe_grade: eqmPipelines.pipeGrade,
  register_code: eqmPipelines.registerCode,
  next_check_date: eqmPipelines.nextCheckDate,
  install_date: eqmPipelines.installDate,
  state: eqmPipelines.state,
  update_date: eqmPipelines.updatedAt,
};

function pipelineWhere(params: WireParams, scope: EquipmentScope): Checked<SQL> {
  const conditions: SQL[] = [ownUnit(eqmPipelines.unitId, scope)];
  const keyword = textParam(params, 'keyword');
  if (keyword) {
    conditions.push(
      or(
        contains(eqmPipelines.name, keyword),
        contains(eqmPipelines.pipelineNo, keyword),
        contains(eqmPipelines.registerCode, keyword),
        contains(eqmPipelines.medium, keyword),
      )!,
    );
  }
  const registerCode = textParam(params, 'registerCode');
  if (registerCode) conditions.push(contains(eqmPipelines.registerCode, registerCode));
  for (const [key, column] of [
    ['pipeGrade', eqmPipelines.pipeGrade],
    ['useState', eqmPipelines.useState],
  ] as const) {
    const value = textParam(params, key);
    if (value) conditions.push(eq(column, value));
  }
  const area = textParam(params, 'areaCode');
  if (area) {
    if (!/^\d{6}$/.test(area)) return failed(EQM_MESSAGES.areaInvalid);
    conditions.push(like(eqmPipelines.areaCode, `${areaPrefix(area)}%`));
  }
  const begin = dateParam(params, 'nextCheckDateBegin');
  if (!begin.ok) return begin;
  const end = dateParam(params, 'nextCheckDateEnd');
  if (!end.ok) return end;
  if (begin.value) conditions.push(gte(eqmPipelines.nextCheckDate, begin.value));
  // Exclusive: the caller has added a day under the date rule.
  if (end.value) conditions.push(lt(eqmPipelines.nextCheckDate, end.value));
  return passed(and(...conditions)!);
}

/** `eqm/pipelineList`: the unit's pipeline lines by line number. */
export async function listPipelines(
  db: Db,
  params: WireParams,
  scope: EquipmentScope,
): Promise<Checked<WirePageAnswer<WirePipelineAnswer>>> {
  const where = pipelineWhere(params, scope);
  if (!where.ok) return where;
  const paging = pageRequest(params, ORDER_COLUMNS, [asc(eqmPipelines.pipelineNo), asc(eqmPipelines.id)], asc(eqmPipelines.id));
  if (!paging.ok) return paging;
  const { pageNo, pageSize, offset, orderBy } = paging.value;
  const [total] = await db.select({ value: count() }).from(eqmPipelines).where(where.value);
  const rows = await db.select().from(eqmPipelines).where(where.value).orderBy(...orderBy).limit(pageSize).offset(offset);
  return passed({ pageNo, pageSize, count: total?.value ?? 0, list: rows.map(pipelineAnswer) });
}

async function findOwnPipeline(db: Db, scope: EquipmentScope, id: string | undefined): Promise<Checked<EqmPipelineRow>> {
  if (!id) return failed(PIPELINE_MESSAGES.notFound);
  const [row] = await db.select().from(eqmPipelines).where(eq(eqmPipelines.id, id));
  if (!row) return failed(PIPELINE_MESSAGES.notFound);
  if (row.unitId !== scope.unitId) return failed(PIPELINE_MESSAGES.forbidden);
  return passed(row);
}

export async function pipelineDetail(db: Db, scope: EquipmentScope, id: string): Promise<Checked<WirePipelineAnswer>> {
  const found = await findOwnPipeline(db, scope, id);
  return found.ok ? passed(pipelineAnswer(found.value)) : found;
}

// The line belongs to the unit's piping file of the same register code, when there is one.
async function pipingFileOf(db: Db, scope: EquipmentScope, registerCode: string | null): Promise<string | null> {
  if (registerCode === null || scope.unitId === null) return null;
  const [file] = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(and(eq(equipment.unitId, scope.unitId), eq(equipment.registerCode, registerCode), eq(equipment.categoryCode, '8000')));
  return file?.id ?? null;
}

async function numberTaken(db: Db, unitId: string, pipelineNo: string, ownId: string | undefined): Promise<boolean> {
  const sameNo = and(eq(eqmPipelines.unitId, unitId), eq(eqmPipelines.pipelineNo, pipelineNo));
  const [found] = await db
    .select({ id: eqmPipelines.id })
    .from(eqmPipelines)
    .where(ownId ? and(sameNo, ne(eqmPipelines.id, ownId)) : sameNo);
  return found !== undefined;
}

/**
 * `eqm/selfMaintainApply`: adds a line or maintains one of the unit's lines; `isCommit` true submits
 * it for the institute to accept. A line under review (已提交) waits for the outcome.
 */
export async function savePipeline(db: Db, scope: EquipmentScope, params: WireParams, now: Date): Promise<Checked<SavedAnswer>> {
  if (scope.unitId === null) return failed(EQM_MESSAGES.noUnit);
  const id = params.id?.trim() || undefined;
  if (id) {
    const existing = await findOwnPipeline(db, scope, id);
    if (!existing.ok) return existing;
    if (existing.value.state === '已提交') return failed(PIPELINE_MESSAGES.underReview);
  }
  const form = readPipelineForm(params);
  if (!form.ok) return form;
  if (await numberTaken(db, scope.unitId, form.value.pipelineNo, id)) return failed(PIPELINE_MESSAGES.numberTaken);
  const state: RecordState = params.isCommit === 'true' ? '已提交' : '草稿';
  const values = { ...form.value, equipmentId: await pipingFileOf(db, scope, form.value.registerCode), state, opinion: null };
  if (id) {
    await db.update(eqmPipelines).set({ ...values, updatedAt: now }).where(eq(eqmPipelines.id, id));
    return passed({ id, state });
  }
  const created = newId();
  await db.insert(eqmPipelines).values({ ...values, id: created, unitId: scope.unitId, createdAt: now, updatedAt: now });
  return passed({ id: created, state });
}

/** `eqm/pipelineDelete`: only a draft may go. */
export async function deletePipeline(db: Db, scope: EquipmentScope, id: string | undefined): Promise<Checked<{ id: string }>> {
  const found = await findOwnPipeline(db, scope, id);
  if (!found.ok) return found;
  if (found.value.state !== '草稿') return failed(PIPELINE_MESSAGES.notDeletable);
  await db.delete(eqmPipelines).where(eq(eqmPipelines.id, found.value.id));
  return passed({ id: found.value.id });
}
