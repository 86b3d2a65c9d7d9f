import { CERTIFICATE_WARNING_DAYS } from '@portal/contract';
import {
  WORKER_DATA_PATHS,
  WORKER_MESSAGES,
  WORKER_WIRE_PATHS,
  ZWireQualificationQuery,
  ZWireWorkerQuery,
} from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { loginRequired } from '../../http/answers';
import { stoneFail, stoneOk, type StoneAnswer } from '../../http/business-answers';
import { parsePaging } from '../../http/paging';
import { wireParams, type WireParams } from '../../http/params';
import { hostScopedUser } from '../../http/host-request';
import { sendWorkbookFile } from '../../workbook/reply';
import { NO_UNIT_MESSAGE } from '../../http/scope';
import { withUnitRow, type UnitRowAction } from '../../http/unit-row-route';
import { userRoutes } from '../../http/user-route';
import { formatWireDate } from '../../http/wire-date';
import type { UnitRow, UserRow } from '../../db/schema';
import { listAttachments, scopeOf } from '../attachments/store';
import { qualificationAnswer, workerAnswer } from './answer';
import { checkWorkerForm } from './form';
import {
  allWorkers,
  figuresOf,
  findWorker,
  listQualifications,
  listWorkers,
  qualificationsOf,
  QUALIFICATION_SORTABLE,
  WORKER_SORTABLE,
  workerStatistics,
  type QualificationFilters,
  type WorkerFilters,
} from './store';
import { workerExportFileName, writeWorkerWorkbook } from './workbook';
import { createWorker, deleteWorker, updateWorker, WORKER_BIZ_TYPE } from './writes';
import { dayBounds, QUERY_INVALID } from '../../http/query-params';

type UnitAction = UnitRowAction<StoneAnswer>;

function workerFilters(params: WireParams): WorkerFilters | string {
  const parsed = ZWireWorkerQuery.safeParse(params);
  if (!parsed.success) return QUERY_INVALID;
  const { keyword, workType, status } = parsed.data;
  return { ...(keyword ? { keyword } : {}), ...(workType ? { workType } : {}), ...(status ? { status } : {}) };
}

function qualificationFilters(params: WireParams): QualificationFilters | string {
  const parsed = ZWireQualificationQuery.safeParse(params);
  if (!parsed.success) return QUERY_INVALID;
  const { operatorId, keyword, workType, validDateBegin, validDateEnd } = parsed.data;
  const valid = dayBounds(validDateBegin, validDateEnd);
  if (typeof valid === 'string') return valid;
  return {
    ...(operatorId ? { operatorId } : {}),
    ...(keyword ? { keyword } : {}),
    ...(workType ? { workType } : {}),
    ...(valid.from ? { validFrom: valid.from } : {}),
    ...(valid.before ? { validBefore: valid.before } : {}),
  };
}

/**
 * `/a/stone/operator/*`: the unit's operators and their certificates, `result` + `errorMsg` with the
 * payload under `data`; and the data host's `/api/data/operator/export`. Every call sees only the
 * signed-in account's unit.
 */
export function workerRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const paths = WORKER_WIRE_PATHS;

  const detail = async (user: UserRow, unit: UnitRow, id: string) => {
    const row = await findWorker(db, unit.id, id);
    if (!row) return null;
    const [figures, qualifications, files] = await Promise.all([
      figuresOf(db, [row.id]),
      qualificationsOf(db, row.id),
      listAttachments(db, scopeOf(user), WORKER_BIZ_TYPE, row.id),
    ]);
    return {
      ...workerAnswer(row, figures.get(row.id)!),
      qualifications: qualifications.map((qualification) => qualificationAnswer(qualification)),
      attachmentIds: files.map((file) => file.id).join(','),
    };
  };

  const list: UnitAction = async (_user, unit, params) => {
    const paging = parsePaging(params, WORKER_SORTABLE);
    if (typeof paging === 'string') return stoneFail(paging);
    const filters = workerFilters(params);
    if (typeof filters === 'string') return stoneFail(filters);
    const page = await listWorkers(db, unit.id, filters, paging);
    const figures = await figuresOf(db, page.list.map((row) => row.id));
    return stoneOk({ ...page, list: page.list.map((row) => workerAnswer(row, figures.get(row.id)!)) });
  };

  const get: UnitAction = async (user, unit, params) => {
    const found = await detail(user, unit, params.id ?? '');
    return found ? stoneOk(found) : stoneFail(WORKER_MESSAGES.notFound);
  };

  const write =
    (update: boolean): UnitAction =>
    async (user, unit, params) => {
      const id = params.id ?? '';
      if (update && id === '') return stoneFail(WORKER_MESSAGES.notFound);
      const form = checkWorkerForm(params);
      if (!form.ok) return stoneFail(form.message);
      const actor = { user, unit };
      const saved = update
        ? await updateWorker(db, actor, id, form.fields, context.now())
        : await createWorker(db, actor, form.fields, context.now());
      if (!saved.ok) return stoneFail(saved.message);
      return stoneOk({ id: saved.value.id, state: saved.value.employmentState }, '保存成功');
    };

  const del: UnitAction = async (_user, unit, params) => {
    const deleted = await deleteWorker(db, unit.id, params.id ?? '');
    return deleted.ok ? stoneOk(undefined, '删除成功') : stoneFail(deleted.message);
  };

  const qualifications: UnitAction = async (_user, unit, params) => {
    const paging = parsePaging(params, QUALIFICATION_SORTABLE);
    if (typeof paging === 'string') return stoneFail(paging);
    const filters = qualificationFilters(params);
    if (typeof filters === 'string') return stoneFail(filters);
    const page = await listQualifications(db, unit.id, filters, paging);
    return stoneOk({
      ...page,
      list: page.list.map((row) => qualificationAnswer(row.qualification, { name: row.name, status: row.status })),
    });
  };

  const statistics: UnitAction = async (_user, unit) =>
    stoneOk(await workerStatistics(db, unit.id, formatWireDate(context.now()), CERTIFICATE_WARNING_DAYS));

  const withUnit = (action: UnitAction) => withUnitRow(db, stoneFail, action);

  userRoutes(app, context, [
    [paths.list, withUnit(list)],
    [paths.get, withUnit(get)],
    [paths.add, withUnit(write(false))],
    [paths.update, withUnit(write(true))],
    [paths.del, withUnit(del)],
    [paths.qualifications, withUnit(qualifications)],
    [paths.statistics, withUnit(statistics)],
  ]);

  app.get(WORKER_DATA_PATHS.export, async (request, reply) => {
    const scoped = await hostScopedUser(context, request);
    if (!scoped) return loginRequired();
    if (!scoped.scope.unitId) return stoneFail(NO_UNIT_MESSAGE);
    const filters = workerFilters(wireParams(request));
    if (typeof filters === 'string') return stoneFail(filters);
    const rows = await allWorkers(db, scoped.scope.unitId, filters);
    const file = await writeWorkerWorkbook(rows, await figuresOf(db, rows.map((row) => row.id)));
    const day = scoped.scope.today.replaceAll('-', '');
    return sendWorkbookFile(reply, file, workerExportFileName(scoped.scope.today), `operators_${day}.xlsx`);
  });
}
