import { ACCESS } from '@portal/contract';
import { MAINTENANCE_PROJECT_MESSAGES, MAINTENANCE_PROJECT_WIRE_PATHS, ZWireMaintenanceProjectQuery } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { REVIEW_NOTICES, savedNotice } from '../../http/answers';
import { failed, passed, type Checked } from '../../http/checked';
import { parsePaging } from '../../http/paging';
import type { WireParams } from '../../http/params';
import { dateParam } from '../../http/query-params';
import { holdsAccess } from '../../http/role-access';
import { NO_UNIT_MESSAGE } from '../../http/scope';
import { unitRoute } from '../../http/unit-route';
import { listAttachments, scopeOf } from '../attachments/store';
import { historyAnswer } from '../terminations/answer';
import { readDecision } from '../terminations/form';
import { notifyServiceApplicant } from '../terminations/notify';
import { maintenanceProjectAnswer } from './answer';
import { readMaintenanceProjectForm } from './form';
import {
  findMaintenanceProject,
  listMaintenanceProjects,
  MAINTENANCE_PROJECT_SORTABLE,
  projectHistoryOf,
  projectItemsOf,
  type MaintenanceProjectFilters,
} from './store';
import { decideMaintenanceProject, deleteMaintenanceProject, MAINTENANCE_PROJECT_BIZ_TYPE, saveMaintenanceProject } from './writes';

const QUERY_INVALID = '查询条件不正确';

function filtersOf(params: WireParams): Checked<MaintenanceProjectFilters> {
  const parsed = ZWireMaintenanceProjectQuery.safeParse(params);
  if (!parsed.success) return failed(QUERY_INVALID);
  const from = dateParam(params, 'noticeDateBegin');
  if (!from.ok) return from;
  // The end arrives a day on (the date rule), an exclusive bound; a date-time is cut to its day.
  const before = dateParam({ noticeDateEnd: params.noticeDateEnd?.slice(0, 10) ?? '' }, 'noticeDateEnd');
  if (!before.ok) return before;
  const { keyword, projType, status } = parsed.data;
  return passed({
    ...(keyword ? { keyword } : {}),
    ...(projType ? { kind: projType } : {}),
    ...(status ? { state: status } : {}),
    ...(from.value ? { noticeFrom: from.value } : {}),
    ...(before.value ? { noticeBefore: before.value } : {}),
  });
}

async function detailOf(db: Db, user: UserRow, unitId: string | null, id: string) {
  const found = await findMaintenanceProject(db, unitId, id);
  if (!found) return failed(MAINTENANCE_PROJECT_MESSAGES.notFound);
  const [items, history] = await Promise.all([projectItemsOf(db, [id]), projectHistoryOf(db, id)]);
  const scope = unitId === null ? { unitId: found.row.unitId, userId: user.id } : scopeOf(user);
  const files = await listAttachments(db, scope, MAINTENANCE_PROJECT_BIZ_TYPE, id);
  return passed({
    ...maintenanceProjectAnswer(found.row, items.get(id) ?? [], found.unitName),
    content: found.row.content,
    history: history.map(historyAnswer),
    attachmentIds: files.map((file) => file.id).join(','),
  });
}

/**
 * `epPemMaiprojApply`: the unit's maintenance project notices (`listData`, `form`, `save`, `del`);
 * `epPemMaipricApply`: the institute's review (`list`, `audit`), for roles holding `inspection:review`.
 */
export function maintenanceProjectRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const paths = MAINTENANCE_PROJECT_WIRE_PATHS;
  const reviews = (user: UserRow) => holdsAccess(db, user, ACCESS.inspectionReview);

  const list = async (unitId: string | null, params: WireParams) => {
    const paging = parsePaging(params, MAINTENANCE_PROJECT_SORTABLE);
    if (typeof paging === 'string') return failed(paging);
    const filters = filtersOf(params);
    if (!filters.ok) return filters;
    const page = await listMaintenanceProjects(db, unitId, filters.value, paging);
    return passed({ ...page, list: page.list.map(({ row, unitName, items }) => maintenanceProjectAnswer(row, items, unitName)) });
  };

  unitRoute(app, context, paths.list, async ({ scope }, params) => (scope.unitId ? list(scope.unitId, params) : failed(NO_UNIT_MESSAGE)));

  unitRoute(app, context, paths.form, async ({ user, scope }, params) => {
    const id = params.id?.trim() ?? '';
    if (scope.unitId) return detailOf(db, user, scope.unitId, id);
    return (await reviews(user)) ? detailOf(db, user, null, id) : failed(MAINTENANCE_PROJECT_MESSAGES.forbidden);
  });

  unitRoute(
    app,
    context,
    paths.save,
    async ({ user, scope }, params) => {
      if (!scope.unitId) return failed(NO_UNIT_MESSAGE);
      const form = readMaintenanceProjectForm(params);
      if (!form.ok) return form;
      const saved = await saveMaintenanceProject(db, { user, unitId: scope.unitId }, params.id?.trim() || undefined, form.value, context.now());
      return saved.ok ? detailOf(db, user, scope.unitId, saved.value.id) : saved;
    },
    savedNotice,
  );

  unitRoute(
    app,
    context,
    paths.del,
    async ({ scope }, params) => (scope.unitId ? deleteMaintenanceProject(db, scope.unitId, params.id?.trim() ?? '') : failed(NO_UNIT_MESSAGE)),
    () => REVIEW_NOTICES.deleted,
  );

  unitRoute(app, context, paths.auditList, async ({ user }, params) => ((await reviews(user)) ? list(null, params) : failed(MAINTENANCE_PROJECT_MESSAGES.forbidden)));

  unitRoute(app, context, paths.audit, async ({ user }, params) => {
    if (!(await reviews(user))) return failed(MAINTENANCE_PROJECT_MESSAGES.forbidden);
    const decision = readDecision(params, MAINTENANCE_PROJECT_MESSAGES.opinionRequired);
    if (!decision.ok) return decision;
    const decided = await decideMaintenanceProject(db, user, decision.value, context.now());
    if (!decided.ok) return decided;
    const row = decided.value;
    const outcome = decision.value.pass ? '已审核通过' : `已退回：${decision.value.opinion}`;
    await notifyServiceApplicant(context, row.createdBy, `您的${row.kind}告知 ${row.applicationNo} ${outcome}`);
    return detailOf(db, user, null, row.id);
  });
}
