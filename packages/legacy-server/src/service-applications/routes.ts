import { ACCESS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { savedNotice } from '../http/answers';
import { failed, passed } from '../http/checked';
import { parsePaging } from '../http/paging';
import type { WireParams } from '../http/params';
import { holdsAccess } from '../http/role-access';
import { ownUnitRoute, unitRoute } from '../http/unit-route';
import { listAttachments, scopeOf } from '../resources/attachments/store';
import { historyAnswer, serviceApplicationAnswer, type ServiceItemRow } from './answer';
import { readDecision } from './form';
import type { ServiceApplicationKind, ServiceFilters, ServiceFormFields } from './kind';
import { notifyServiceApplicant } from './notify';
import { findServiceApplication, historyOf, itemsOf, listServiceApplications } from './store';
import type { ServiceApplicationTable } from './tables';
import { decideServiceApplication, saveServiceApplication } from './writes';

/**
 * The routes every reviewed service kind has: the unit's `listData`, `form` and `save`, and the
 * institute's `auditList` and `audit` (and `form` of any unit's), which need the `inspection:review`
 * menu id on the current role. Answers are the kit's common fields plus the kind's own.
 */
export function serviceApplicationRoutes<T extends ServiceApplicationTable, F extends ServiceFormFields, Q extends ServiceFilters>(
  app: FastifyInstance,
  context: AppContext,
  kind: ServiceApplicationKind<T, F, Q>,
): void {
  const { db } = context;
  const { paths, messages } = kind;
  const reviews = (user: UserRow) => holdsAccess(db, user, ACCESS.inspectionReview);
  const answer = (row: T['$inferSelect'], items: readonly ServiceItemRow[], unitName: string) => ({
    ...serviceApplicationAnswer(row, items, unitName),
    ...kind.answer(row),
  });

  /** The detail: the application, its equipment, its history and its files (the institute reads any unit's). */
  const detailOf = async (db: Db, user: UserRow, unitId: string | null, id: string) => {
    const found = await findServiceApplication(db, kind, unitId, id);
    if (!found) return failed(messages.notFound);
    const [items, history] = await Promise.all([itemsOf(db, kind.items, [id]), historyOf(db, kind.history, id)]);
    const scope = unitId === null ? { unitId: found.row.unitId, userId: user.id } : scopeOf(user);
    const files = await listAttachments(db, scope, kind.bizType, id);
    return passed({
      ...answer(found.row, items.get(id) ?? [], found.unitName),
      ...kind.detail?.(found.row),
      history: history.map(historyAnswer),
      attachmentIds: files.map((file) => file.id).join(','),
    });
  };

  const list = async (unitId: string | null, params: WireParams) => {
    const paging = parsePaging(params, kind.sortable);
    if (typeof paging === 'string') return failed(paging);
    const filters = kind.readFilters(params);
    if (!filters.ok) return filters;
    const page = await listServiceApplications(db, kind, unitId, filters.value, paging);
    return passed({ ...page, list: page.list.map(({ row, unitName, items }) => answer(row, items, unitName)) });
  };

  ownUnitRoute(app, context, paths.list, async (_user, unitId, params) => list(unitId, params));

  unitRoute(app, context, paths.form, async ({ user, scope }, params) => {
    const id = params.id?.trim() ?? '';
    if (scope.unitId) return detailOf(db, user, scope.unitId, id);
    return (await reviews(user)) ? detailOf(db, user, null, id) : failed(messages.forbidden);
  });

  ownUnitRoute(
    app,
    context,
    paths.save,
    async (user, unitId, params) => {
      const form = kind.readForm(params);
      if (!form.ok) return form;
      const saved = await saveServiceApplication(db, kind, { user, unitId }, params.id?.trim() || undefined, form.value, context.now());
      return saved.ok ? detailOf(db, user, unitId, saved.value.id) : saved;
    },
    savedNotice,
  );

  unitRoute(app, context, paths.auditList, async ({ user }, params) => ((await reviews(user)) ? list(null, params) : failed(messages.forbidden)));

  unitRoute(app, context, paths.audit, async ({ user }, params) => {
    if (!(await reviews(user))) return failed(messages.forbidden);
    const decision = readDecision(params, messages.opinionRequired);
    if (!decision.ok) return decision;
    const decided = await decideServiceApplication(db, kind, user, decision.value, context.now());
    if (!decided.ok) return decided;
    const row = decided.value;
    await notifyServiceApplicant(context, row.createdBy, kind.decisionNotice(row, decision.value));
    return detailOf(db, user, null, row.id);
  });
}
