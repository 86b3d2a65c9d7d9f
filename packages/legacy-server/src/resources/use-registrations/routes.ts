import { USE_REGISTRATION_MESSAGES, USE_REGISTRATION_PATHS, ZWireUseRegistrationQuery } from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { attachmentAnswer, listAttachments, scopeOf } from '../attachments/attachment-store';
import type { UnitRow, UserRow } from '../db/schema';
import { MESSAGES, loginRequired } from '../http/answers';
import { stoneFail, stoneOk, type StoneAnswer } from '../http/business-answers';
import { GET_OR_POST } from '../http/methods';
import { parsePaging } from '../http/paging';
import { wireParams, type WireParams } from '../http/params';
import { sessionUser } from '../http/session-guard';
import { parseWireDateTime } from '../http/wire-date';
import { NO_UNIT_MESSAGE, ownUnit } from '../units/own-unit';
import { registrationAnswer } from '../use-registrations/registration-answer';
import { checkRegistrationForm } from '../use-registrations/registration-form';
import { findRegistration, listRegistrations, REGISTRATION_SORTABLE, type RegistrationFilters } from '../use-registrations/registration-store';
import {
  createRegistration,
  deleteRegistration,
  modifyRegistration,
  USE_REGISTRATION_BIZ_TYPE,
} from '../use-registrations/registration-writes';

type UnitAction = (user: UserRow, unit: UnitRow, params: WireParams) => Promise<StoneAnswer>;

const QUERY_INVALID = '查询条件不正确';
const SAVED = { draft: '保存成功', submitted: '提交成功', deleted: '删除成功' } as const;

function filtersOf(params: WireParams): RegistrationFilters | string {
  const parsed = ZWireUseRegistrationQuery.safeParse(params);
  if (!parsed.success) return QUERY_INVALID;
  const { keyword, registKind, status, equCategory, registCode, submitDateBegin, submitDateEnd } = parsed.data;
  const from = submitDateBegin ? parseWireDateTime(submitDateBegin) : undefined;
  const before = submitDateEnd ? parseWireDateTime(submitDateEnd) : undefined;
  if (from === null || before === null) return MESSAGES.dateInvalid;
  return {
    ...(keyword ? { keyword } : {}),
    ...(registKind ? { kind: registKind } : {}),
    ...(status ? { state: status } : {}),
    ...(equCategory ? { categoryCode: equCategory } : {}),
    ...(registCode ? { registerCode: registCode } : {}),
    ...(from ? { submittedFrom: from } : {}),
    ...(before ? { submittedBefore: before } : {}),
  };
}

/**
 * `useManage`: the unit's use-registration applications. `result` + `errorMsg`, payload under `data`;
 * every call sees only the signed-in account's unit.
 */
export function useManageRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  const list: UnitAction = async (_user, unit, params) => {
    const paging = parsePaging(params, REGISTRATION_SORTABLE);
    if (typeof paging === 'string') return stoneFail(paging);
    const filters = filtersOf(params);
    if (typeof filters === 'string') return stoneFail(filters);
    const page = await listRegistrations(db, unit.id, filters, paging);
    return stoneOk({ pageNo: paging.pageNo, pageSize: paging.pageSize, count: page.count, list: page.rows.map(registrationAnswer) });
  };

  const save: UnitAction = async (user, unit, params) => {
    const form = checkRegistrationForm(params);
    if (!form.ok) return stoneFail(form.message);
    const saved = await createRegistration(db, { user, unit }, form.fields, context.now());
    if (!saved.ok) return stoneFail(saved.message);
    return stoneOk(registrationAnswer(saved.row), form.fields.isCommit ? SAVED.submitted : SAVED.draft);
  };

  const modify: UnitAction = async (user, unit, params) => {
    const id = params.id ?? '';
    if (id === '') return stoneFail(USE_REGISTRATION_MESSAGES.notFound);
    const form = checkRegistrationForm(params);
    if (!form.ok) return stoneFail(form.message);
    const saved = await modifyRegistration(db, { user, unit }, id, form.fields, context.now());
    if (!saved.ok) return stoneFail(saved.message);
    return stoneOk(registrationAnswer(saved.row), form.fields.isCommit ? SAVED.submitted : SAVED.draft);
  };

  const del: UnitAction = async (_user, unit, params) => {
    const deleted = await deleteRegistration(db, unit.id, params.id ?? '');
    return deleted.ok ? stoneOk(undefined, SAVED.deleted) : stoneFail(deleted.message);
  };

  const attachments: UnitAction = async (user, unit, params) => {
    const registration = await findRegistration(db, unit.id, params.id ?? '');
    if (!registration) return stoneFail(USE_REGISTRATION_MESSAGES.notFound);
    const files = await listAttachments(db, scopeOf(user), USE_REGISTRATION_BIZ_TYPE, registration.id);
    return stoneOk(files.map(attachmentAnswer));
  };

  const actions: [string, UnitAction][] = [
    [USE_REGISTRATION_PATHS.list, list],
    [USE_REGISTRATION_PATHS.save, save],
    [USE_REGISTRATION_PATHS.modify, modify],
    [USE_REGISTRATION_PATHS.del, del],
    [USE_REGISTRATION_PATHS.attachments, attachments],
  ];
  for (const [url, action] of actions) {
    app.route({
      method: GET_OR_POST,
      url,
      handler: async (request: FastifyRequest) => {
        const user = await sessionUser(context, request);
        if (!user) return loginRequired();
        const unit = await ownUnit(db, user);
        return unit ? action(user, unit, wireParams(request)) : stoneFail(NO_UNIT_MESSAGE);
      },
    });
  }
}
