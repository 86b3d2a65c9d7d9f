import { ACCESS } from '@portal/contract';
import { holdsAccess } from '../../http/role-access';
import {
  UNIT_CHANGE_WIRE_PATHS,
  UNIT_MESSAGES,
  UNIT_WIRE_PATHS,
  WIRE_UNIT_CHANGE_STATES,
  ZWireUnitChangeAuditForm,
  ZWireUnitChangeForm,
  ZWireUnitChangeQuery,
  ZWireUnitSaveForm,
} from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { eq } from 'drizzle-orm';
import { units, type UserRow } from '../../db/schema';
import { idSegment } from '../../http/unit-route';
import { formatWireDate } from '../../http/wire-date';
import { equipmentStatistics } from '../dashboard/statistics';
import { stoneFail, stoneOk, type StoneAnswer } from '../../http/business-answers';
import { parsePageNumbers } from '../../http/paging';
import type { WireParams } from '../../http/params';
import { withUnitRow, type UnitRowAction } from '../../http/unit-row-route';
import { userRoutes } from '../../http/user-route';
import { unitAnswer, unitRowAnswer } from './answer';
import {
  applyUnitChange,
  listChangeReviews,
  listUnitChanges,
  reviewUnitChange,
  saveUnit,
  UNIT_FIELD_LABELS,
  unitChangeAnswer,
  unitChangeReviewAnswer,
  type ChangeFilters,
} from './changes';
import { dayBounds, QUERY_INVALID } from '../../http/query-params';

type UnitAction = UnitRowAction<StoneAnswer>;


/** The platform's text for the first field a form breaks. */
function formMessage(path: readonly PropertyKey[], params: WireParams): string {
  const field = String(path.at(-1) ?? path[0] ?? '');
  const label = (UNIT_FIELD_LABELS as Record<string, string>)[field] ?? ({ reason: '变更原因', changes: '变更内容', newValue: '变更后内容', id: '变更记录', pass: '审核结果', opinion: '审核意见' } as Record<string, string>)[field] ?? field;
  return path.length === 1 && (params[field] ?? '') === '' ? `${label}不能为空` : `${label}格式不正确`;
}

function changeFilters(params: WireParams): ChangeFilters | string {
  const parsed = ZWireUnitChangeQuery.safeParse(params);
  if (!parsed.success) return QUERY_INVALID;
  const applied = dayBounds(parsed.data.applyBegin, parsed.data.applyDateEnd);
  if (typeof applied === 'string') return applied;
  return { ...(parsed.data.status ? { state: parsed.data.status } : {}), ...applied };
}

/**
 * `/a/stone/user/unit`: the signed-in account's 使用单位, its map merged into the top level; and the
 * unit module (`/a/stone/unit/save`, `changeUnit`, `findChangeUnit`), `result` + `errorMsg` with the
 * payload under `data`. Institute staff have no unit to maintain.
 */
export function unitRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  const save: UnitAction = async (user, unit, params) => {
    const form = ZWireUnitSaveForm.safeParse(params);
    if (!form.success) return stoneFail(formMessage(form.error.issues[0]?.path ?? [], params));
    const row = await saveUnit(db, { user, unit }, form.data, context.now());
    return stoneOk(unitRowAnswer(row), '保存成功');
  };

  const change: UnitAction = async (user, unit, params) => {
    const form = ZWireUnitChangeForm.safeParse(params);
    if (!form.success) return stoneFail(formMessage(form.error.issues[0]?.path ?? [], params));
    const applied = await applyUnitChange(db, { user, unit }, form.data, context.now());
    return applied.ok ? stoneOk(applied.value.map(unitChangeAnswer), '提交成功') : stoneFail(applied.message);
  };

  const history: UnitAction = async (_user, unit, params) => {
    const page = parsePageNumbers(params);
    if (typeof page === 'string') return stoneFail(page);
    const filters = changeFilters(params);
    if (typeof filters === 'string') return stoneFail(filters);
    const changes = await listUnitChanges(db, unit.id, filters, page);
    return stoneOk({ ...changes, list: changes.list.map(unitChangeAnswer) });
  };

  const withUnit = (action: UnitAction) => withUnitRow(db, stoneFail, action);

  // Reviewing is the institute's: the current role must carry the review's menu id, as on every audit call.
  const reviews = async (user: UserRow, params: WireParams): Promise<StoneAnswer> => {
    if (!(await holdsAccess(db, user, ACCESS.accountCheck))) return stoneFail(UNIT_MESSAGES.forbidden);
    const page = parsePageNumbers(params);
    if (typeof page === 'string') return stoneFail(page);
    const status = params.status || undefined;
    if (status !== undefined && !(WIRE_UNIT_CHANGE_STATES as readonly string[]).includes(status)) return stoneFail(QUERY_INVALID);
    const found = await listChangeReviews(db, status as (typeof WIRE_UNIT_CHANGE_STATES)[number] | undefined, page);
    return stoneOk({ ...found, list: found.list.map((row) => unitChangeReviewAnswer(row.change, row.unitName)) });
  };

  const review = async (user: UserRow, params: WireParams): Promise<StoneAnswer> => {
    if (!(await holdsAccess(db, user, ACCESS.accountCheck))) return stoneFail(UNIT_MESSAGES.forbidden);
    const form = ZWireUnitChangeAuditForm.safeParse(params);
    if (!form.success) return stoneFail(formMessage(form.error.issues[0]?.path ?? [], params));
    const decided = await reviewUnitChange(db, form.data.id, form.data.pass === '1', form.data.opinion, context.now());
    return decided.ok ? stoneOk(unitChangeReviewAnswer(decided.value.change, decided.value.unitName), '审核成功') : stoneFail(decided.message);
  };

  // Any unit's profile and equipment counts: the institute's (inspection:review), never another enterprise's.
  const detail = async (user: UserRow, id: string): Promise<StoneAnswer> => {
    if (!(await holdsAccess(db, user, ACCESS.inspectionReview))) return stoneFail(UNIT_MESSAGES.detailForbidden);
    const [unit] = await db.select().from(units).where(eq(units.id, id));
    if (!unit) return stoneFail(UNIT_MESSAGES.unitNotFound);
    const statistics = await equipmentStatistics(db, { unitId: unit.id, unitName: unit.name, today: formatWireDate(context.now()) });
    return stoneOk({ unit: unitRowAnswer(unit), statistics });
  };

  userRoutes(app, context, [
    [`${UNIT_WIRE_PATHS.detail}/:id`, async (user, _params, request) => detail(user, idSegment(request))],
    [UNIT_CHANGE_WIRE_PATHS.changeAuditList, reviews],
    [UNIT_CHANGE_WIRE_PATHS.changeAudit, review],
    [UNIT_WIRE_PATHS.unit, async (user) => ({ ...(await unitAnswer(db, user)), result: 'true' })],
    [UNIT_CHANGE_WIRE_PATHS.save, withUnit(save)],
    [UNIT_CHANGE_WIRE_PATHS.changeUnit, withUnit(change)],
    [UNIT_CHANGE_WIRE_PATHS.findChangeUnit, withUnit(history)],
  ]);
}
