import { ACCESS } from '@portal/contract';
import { TERMINATION_MESSAGES, TERMINATION_WIRE_PATHS, ZWireTerminationQuery } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { savedNotice } from '../../http/answers';
import { failed, passed, type Checked } from '../../http/checked';
import { parsePaging } from '../../http/paging';
import type { WireParams } from '../../http/params';
import { holdsAccess } from '../../http/role-access';
import { NO_UNIT_MESSAGE } from '../../http/scope';
import { unitRoute } from '../../http/unit-route';
import { listAttachments, scopeOf } from '../attachments/store';
import { historyAnswer, terminationAnswer } from './answer';
import { readDecision, readTerminationForm } from './form';
import { notifyServiceApplicant } from './notify';
import { findTermination, itemsOf, listTerminations, TERMINATION_SORTABLE, terminationHistoryOf, type TerminationFilters } from './store';
import { decideTermination, saveTermination, TERMINATION_BIZ_TYPE } from './writes';

const QUERY_INVALID = '查询条件不正确';

function filtersOf(params: WireParams): Checked<TerminationFilters> {
  const parsed = ZWireTerminationQuery.safeParse(params);
  if (!parsed.success) return failed(QUERY_INVALID);
  const { keyword, rlvType, status } = parsed.data;
  return passed({ ...(keyword ? { keyword } : {}), ...(rlvType ? { type: rlvType } : {}), ...(status ? { state: status } : {}) });
}

/** The detail: the application, its equipment, its history and its files (the institute reads any unit's). */
async function detailOf(db: Db, user: UserRow, unitId: string | null, id: string) {
  const found = await findTermination(db, unitId, id);
  if (!found) return failed(TERMINATION_MESSAGES.notFound);
  const [items, history] = await Promise.all([itemsOf(db, [id]), terminationHistoryOf(db, id)]);
  // The institute sees the files of any unit's application; the unit those of its own.
  const scope = unitId === null ? { unitId: found.row.unitId, userId: user.id } : scopeOf(user);
  const files = await listAttachments(db, scope, TERMINATION_BIZ_TYPE, id);
  return passed({
    ...terminationAnswer(found.row, items.get(id) ?? [], found.unitName),
    history: history.map(historyAnswer),
    attachmentIds: files.map((file) => file.id).join(','),
  });
}

/**
 * `pemEqmRlvBasic`: the unit's termination applications (`listData`, `form`, `save`) and the
 * institute's review of them (`auditList`, `audit`, and `form` for any unit), which needs the
 * `inspection:review` menu id on the current role.
 */
export function terminationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const paths = TERMINATION_WIRE_PATHS;
  const reviews = (user: UserRow) => holdsAccess(db, user, ACCESS.inspectionReview);

  const list = async (unitId: string | null, params: WireParams) => {
    const paging = parsePaging(params, TERMINATION_SORTABLE);
    if (typeof paging === 'string') return failed(paging);
    const filters = filtersOf(params);
    if (!filters.ok) return filters;
    const page = await listTerminations(db, unitId, filters.value, paging);
    return passed({ ...page, list: page.list.map(({ row, unitName, items }) => terminationAnswer(row, items, unitName)) });
  };

  unitRoute(app, context, paths.list, async ({ scope }, params) => (scope.unitId ? list(scope.unitId, params) : failed(NO_UNIT_MESSAGE)));

  unitRoute(app, context, paths.form, async ({ user, scope }, params) => {
    const id = params.id?.trim() ?? '';
    if (scope.unitId) return detailOf(db, user, scope.unitId, id);
    return (await reviews(user)) ? detailOf(db, user, null, id) : failed(TERMINATION_MESSAGES.forbidden);
  });

  unitRoute(
    app,
    context,
    paths.save,
    async ({ user, scope }, params) => {
      if (!scope.unitId) return failed(NO_UNIT_MESSAGE);
      const form = readTerminationForm(params);
      if (!form.ok) return form;
      const saved = await saveTermination(db, { user, unitId: scope.unitId }, params.id?.trim() || undefined, form.value, context.now());
      return saved.ok ? detailOf(db, user, scope.unitId, saved.value.id) : saved;
    },
    savedNotice,
  );

  unitRoute(app, context, paths.auditList, async ({ user }, params) => ((await reviews(user)) ? list(null, params) : failed(TERMINATION_MESSAGES.forbidden)));

  unitRoute(app, context, paths.audit, async ({ user }, params) => {
    if (!(await reviews(user))) return failed(TERMINATION_MESSAGES.forbidden);
    const decision = readDecision(params, TERMINATION_MESSAGES.opinionRequired);
    if (!decision.ok) return decision;
    const decided = await decideTermination(db, user, decision.value, context.now());
    if (!decided.ok) return decided;
    const row = decided.value;
    const outcome = decision.value.pass ? '已审核通过，设备状态已变更' : `已退回：${decision.value.opinion}`;
    await notifyServiceApplicant(context, row.createdBy, `您的${row.type}申请 ${row.applicationNo} ${outcome}`);
    return detailOf(db, user, null, row.id);
  });
}
