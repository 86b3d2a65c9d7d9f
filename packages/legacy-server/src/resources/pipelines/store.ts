import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { equipment, pipelines, type PipelineRow } from '../../db/schema';
import { failed, passed, type Checked } from '../../http/checked';
import { listPage } from '../../http/paged-list';
import type { WirePage } from '../../http/paging';
import type { WireParams } from '../../http/params';
import { areaCondition, contains, dateRange, keywordAndExact, pageRequest, textParam } from '../../http/query-params';
import { deleteDraft, findOwn, saveOrSubmit, type SavedAnswer } from '../../http/review';
import { ownUnit, type UnitScope } from '../../http/scope';
import { pipelineAnswer, type WirePipelineAnswer } from './answer';
import { readPipelineForm, type PipelineFields } from './form';

const PIPELINE_MESSAGES = {
  notFound: '管道不存在',
  forbidden: '无权访问该管道',
  underReview: '该管道信息正在审核中，不能修改',
  notDeletable: '只能删除草稿状态的管道',
  numberTaken: '管道编号已存在',
} as const;

/** `orderBy` columns by their wire names. */
const ORDER_COLUMNS: Record<string, AnyPgColumn> = {
  pipe_no: pipelines.pipelineNo,
  pipe_name: pipelines.name,
  pipe_grade: pipelines.pipeGrade,
  register_code: pipelines.registerCode,
  next_check_date: pipelines.nextCheckDate,
  install_date: pipelines.installDate,
  state: pipelines.recordState,
  update_date: pipelines.updatedAt,
};

function pipelineWhere(params: WireParams, scope: UnitScope): Checked<SQL> {
  const matches = keywordAndExact(
    params,
    [pipelines.name, pipelines.pipelineNo, pipelines.registerCode, pipelines.medium],
    [
      ['pipeGrade', pipelines.pipeGrade],
      ['useState', pipelines.useState],
    ],
  );
  const registerCode = textParam(params, 'registerCode');
  if (registerCode) matches.push(contains(pipelines.registerCode, registerCode));
  const area = areaCondition(params, pipelines.areaCode);
  if (!area.ok) return area;
  const nextCheck = dateRange(params, 'nextCheckDateBegin', 'nextCheckDateEnd', pipelines.nextCheckDate);
  if (!nextCheck.ok) return nextCheck;
  return passed(and(ownUnit(pipelines.unitId, scope), ...matches, area.value, ...nextCheck.value)!);
}

/** `eqm/pipelineList`: the unit's pipeline lines by line number. */
export async function listPipelines(db: Db, params: WireParams, scope: UnitScope): Promise<Checked<WirePage<WirePipelineAnswer>>> {
  const where = pipelineWhere(params, scope);
  if (!where.ok) return where;
  const paging = pageRequest(params, ORDER_COLUMNS, [asc(pipelines.pipelineNo), asc(pipelines.id)], asc(pipelines.id));
  if (!paging.ok) return paging;
  const rows = db.select().from(pipelines).$dynamic();
  return passed(await listPage(db, pipelines, rows, where.value, paging.value, pipelineAnswer));
}

function findOwnPipeline(db: Db, scope: UnitScope, id: string | undefined): Promise<Checked<PipelineRow>> {
  const load = async (lineId: string) => (await db.select().from(pipelines).where(eq(pipelines.id, lineId)))[0];
  return findOwn(scope, id, load, { missing: PIPELINE_MESSAGES.notFound, ...PIPELINE_MESSAGES });
}

export async function pipelineDetail(db: Db, scope: UnitScope, id: string): Promise<Checked<WirePipelineAnswer>> {
  const found = await findOwnPipeline(db, scope, id);
  return found.ok ? passed(pipelineAnswer(found.value)) : found;
}

// The line belongs to the unit's piping file of the same register code, when there is one.
async function pipingFileOf(db: Db, unitId: string, registerCode: string | null): Promise<string | null> {
  if (registerCode === null) return null;
  const [file] = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(and(eq(equipment.unitId, unitId), eq(equipment.registerCode, registerCode), eq(equipment.categoryCode, '8000')));
  return file?.id ?? null;
}

async function numberTaken(db: Db, unitId: string, pipelineNo: string, ownId: string | undefined): Promise<boolean> {
  const sameNo = and(eq(pipelines.unitId, unitId), eq(pipelines.pipelineNo, pipelineNo));
  const [found] = await db
    .select({ id: pipelines.id })
    .from(pipelines)
    .where(ownId ? and(sameNo, ne(pipelines.id, ownId)) : sameNo);
  return found !== undefined;
}

type LinkedFields = PipelineFields & { equipmentId: string | null };

/**
 * `eqm/selfMaintainApply`: adds a line or maintains one of the unit's lines; `isCommit` true submits
 * it for the institute to accept. A line under review (已提交) waits for the outcome.
 */
export function savePipeline(db: Db, scope: UnitScope, params: WireParams, now: Date): Promise<Checked<SavedAnswer>> {
  return saveOrSubmit<PipelineRow, LinkedFields>(scope, params, {
    find: (id) => findOwnPipeline(db, scope, id),
    locked: (row) => (row.recordState === '已提交' ? PIPELINE_MESSAGES.underReview : null),
    read: (wire) => {
      const form = readPipelineForm(wire);
      return form.ok ? passed({ ...form.value, equipmentId: null }) : form;
    },
    check: async (fields, id, unitId) => {
      if (await numberTaken(db, unitId, fields.pipelineNo, id)) return failed(PIPELINE_MESSAGES.numberTaken);
      return passed({ ...fields, equipmentId: await pipingFileOf(db, unitId, fields.registerCode) });
    },
    update: async (id, fields, recordState) => {
      await db.update(pipelines).set({ ...fields, recordState, opinion: null, updatedAt: now }).where(eq(pipelines.id, id));
    },
    insert: async (id, unitId, fields, recordState) => {
      await db.insert(pipelines).values({ ...fields, recordState, opinion: null, id, unitId, createdAt: now, updatedAt: now });
    },
  });
}

/** `eqm/pipelineDelete`: only a draft may go. */
export async function deletePipeline(db: Db, scope: UnitScope, id: string | undefined): Promise<Checked<{ id: string }>> {
  const remove = async (lineId: string) => {
    await db.delete(pipelines).where(eq(pipelines.id, lineId));
  };
  return deleteDraft(await findOwnPipeline(db, scope, id), (row) => row.recordState, remove, PIPELINE_MESSAGES.notDeletable);
}
