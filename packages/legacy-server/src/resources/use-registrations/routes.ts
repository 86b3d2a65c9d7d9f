import {
  USE_REGISTRATION_MESSAGES,
  USE_REGISTRATION_WIRE_PATHS,
  WIRE_USE_REGISTRATION_KINDS,
  ZWireUseRegistrationQuery,
} from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { REVIEW_NOTICES, saveNotice } from '../../http/answers';
import { appFail, appOk, stoneFail, stoneOk, type StoneAnswer } from '../../http/business-answers';
import { GET_OR_POST } from '../../http/methods';
import { parsePaging } from '../../http/paging';
import type { WireParams } from '../../http/params';
import { instantRange, QUERY_INVALID } from '../../http/query-params';
import { NO_UNIT_MESSAGE } from '../../http/scope';
import { idSegment } from '../../http/unit-route';
import { withUnitRow, type UnitRowAction } from '../../http/unit-row-route';
import { userRoutes } from '../../http/user-route';
import { attachmentAnswer } from '../attachments/answer';
import { listAttachments, scopeOf } from '../attachments/store';
import { historyAnswer, registrationAnswer } from './answer';
import { checkRegistrationForm } from './form';
import { findRegistration, historyOf, listRegistrations, REGISTRATION_SORTABLE, type RegistrationFilters } from './store';
import { createRegistration, deleteRegistration, modifyRegistration, USE_REGISTRATION_BIZ_TYPE } from './writes';

type UnitAction = UnitRowAction<StoneAnswer>;

function filtersOf(params: WireParams): RegistrationFilters | string {
  const parsed = ZWireUseRegistrationQuery.safeParse(params);
  if (!parsed.success) return QUERY_INVALID;
  const { keyword, registKind, status, equCategory, registCode, submitDateBegin, submitDateEnd } = parsed.data;
  const submitted = instantRange(submitDateBegin, submitDateEnd);
  if (typeof submitted === 'string') return submitted;
  return {
    ...(keyword ? { keyword } : {}),
    ...(registKind ? { kind: registKind } : {}),
    ...(status ? { state: status } : {}),
    ...(equCategory ? { categoryCode: equCategory } : {}),
    ...(registCode ? { registerCode: registCode } : {}),
    submitted,
  };
}

/**
 * `useManage`: the unit's use-registration applications, `result` + `errorMsg` with the payload
 * under `data`; and `epPemUseregistApply`, which answers like `appOnline` (`isSuccess: 1|0`). Every
 * call sees only the signed-in account's unit.
 */
export function useRegistrationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const paths = USE_REGISTRATION_WIRE_PATHS;

  const list: UnitAction = async (_user, unit, params) => {
    const paging = parsePaging(params, REGISTRATION_SORTABLE);
    if (typeof paging === 'string') return stoneFail(paging);
    const filters = filtersOf(params);
    if (typeof filters === 'string') return stoneFail(filters);
    const page = await listRegistrations(db, unit.id, filters, paging);
    return stoneOk({ ...page, list: page.list.map(registrationAnswer) });
  };

  const write =
    (modify: boolean): UnitAction =>
    async (user, unit, params) => {
      const id = params.id ?? '';
      if (modify && id === '') return stoneFail(USE_REGISTRATION_MESSAGES.notFound);
      const form = checkRegistrationForm(params);
      if (!form.ok) return stoneFail(form.message);
      const actor = { user, unit };
      const saved = modify
        ? await modifyRegistration(db, actor, id, form.fields, context.now())
        : await createRegistration(db, actor, form.fields, context.now());
      if (!saved.ok) return stoneFail(saved.message);
      return stoneOk(registrationAnswer(saved.value), saveNotice(form.fields.isCommit));
    };

  const del: UnitAction = async (_user, unit, params) => {
    const deleted = await deleteRegistration(db, unit.id, params.id ?? '');
    return deleted.ok ? stoneOk(undefined, REVIEW_NOTICES.deleted) : stoneFail(deleted.message);
  };

  const attachments: UnitAction = async (user, unit, params) => {
    const registration = await findRegistration(db, unit.id, params.id ?? '');
    if (!registration) return stoneFail(USE_REGISTRATION_MESSAGES.notFound);
    const files = await listAttachments(db, scopeOf(user), USE_REGISTRATION_BIZ_TYPE, registration.id);
    return stoneOk(files.map(attachmentAnswer));
  };

  const withUnit = (action: UnitAction) => withUnitRow(db, stoneFail, action);

  userRoutes(app, context, [
    [paths.list, withUnit(list)],
    [paths.save, withUnit(write(false))],
    [paths.modify, withUnit(write(true))],
    [paths.del, withUnit(del)],
    [paths.attachments, withUnit(attachments)],
    [
      `${paths.detail}/:id`,
      async (user, _params, request) => {
        if (!user.unitId) return appFail(NO_UNIT_MESSAGE);
        const row = await findRegistration(db, user.unitId, idSegment(request));
        if (!row) return appFail(USE_REGISTRATION_MESSAGES.notFound);
        const history = await historyOf(db, row.id);
        return appOk({ ...registrationAnswer(row), history: history.map(historyAnswer) });
      },
    ],
  ]);

  app.route({
    method: GET_OR_POST,
    url: paths.kinds,
    handler: async () => appOk(WIRE_USE_REGISTRATION_KINDS.map((kind) => ({ dictLabel: kind, dictValue: kind }))),
  });
}
