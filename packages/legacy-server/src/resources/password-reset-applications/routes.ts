import { ACCESS } from '@portal/contract';
import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_WIRE_PATHS,
  ZWirePasswordResetQuery,
} from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { findActiveUserByLoginName } from '../../auth/active-users';
import type { UserRow } from '../../db/schema';
import { commonOk } from '../../http/answers';
import { stoneFail, stoneOk, type StoneAnswer } from '../../http/business-answers';
import { parsePaging } from '../../http/paging';
import { wireParams, type WireParams } from '../../http/params';
import { instantRange, QUERY_INVALID } from '../../http/query-params';
import { idSegment } from '../../http/unit-route';
import { userRoutes } from '../../http/user-route';
import { holdsAccess } from '../../http/role-access';
import { maskMobile, passwordResetAnswer } from './answer';
import { decisionText, registerPasswordResetApply } from './apply';
import {
  decideApplication,
  findApplication,
  hasPendingApplication,
  listApplications,
  PASSWORD_RESET_SORTABLE,
  type PasswordResetFilters,
} from './store';

type AuditorAction = (user: UserRow, params: WireParams, id: string) => Promise<StoneAnswer>;

function filtersOf(params: WireParams): PasswordResetFilters | string {
  const parsed = ZWirePasswordResetQuery.safeParse(params);
  if (!parsed.success) return QUERY_INVALID;
  const { keyword, status, submitDateBegin, submitDateEnd } = parsed.data;
  const submitted = instantRange(submitDateBegin, submitDateEnd);
  if (typeof submitted === 'string') return submitted;
  return { ...(keyword ? { keyword } : {}), ...(status ? { state: status } : {}), submitted };
}

/**
 * Password reset: the public `common/passwordRestApplyCheck` and `common/passwordRestApply` (`success`
 * + `errmsg`), and the institute's review `passwordResetApply` list, get/{id} and audit (`result` +
 * `errorMsg`, payload under `data`), for roles holding the reset-audit menu only.
 */
export function passwordResetRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const paths = PASSWORD_RESET_WIRE_PATHS;

  // Answers only to someone who knows both the login name and its mobile; otherwise "no account".
  app.route({
    method: 'POST',
    url: paths.check,
    config: { public: true },
    handler: async (request) => {
      const params = wireParams(request);
      const user = await findActiveUserByLoginName(db, (params.loginName ?? '').trim());
      if (!user || !user.mobile || user.mobile !== (params.mobile ?? '').trim()) return commonOk({ exist: false, mobile: null, pending: false });
      return commonOk({ exist: true, mobile: maskMobile(user.mobile), pending: await hasPendingApplication(db, user.id) });
    },
  });
  registerPasswordResetApply(app, context);

  const auditor =
    (action: AuditorAction) =>
    async (user: UserRow, params: WireParams, request: FastifyRequest): Promise<StoneAnswer> => {
      if (!(await holdsAccess(db, user, ACCESS.passwordResetAudit))) return stoneFail(PASSWORD_RESET_MESSAGES.forbidden);
      return action(user, params, params.id ?? idSegment(request) ?? '');
    };

  const list: AuditorAction = async (_user, params) => {
    const paging = parsePaging(params, PASSWORD_RESET_SORTABLE);
    if (typeof paging === 'string') return stoneFail(paging);
    const filters = filtersOf(params);
    if (typeof filters === 'string') return stoneFail(filters);
    const page = await listApplications(db, filters, paging);
    return stoneOk({ ...page, list: page.list.map(passwordResetAnswer) });
  };

  const get: AuditorAction = async (_user, _params, id) => {
    const row = await findApplication(db, id);
    return row ? stoneOk(passwordResetAnswer(row)) : stoneFail(PASSWORD_RESET_MESSAGES.notFound);
  };

  const audit: AuditorAction = async (user, params, id) => {
    const approved = params.pass === '1';
    if (!approved && params.pass !== '0') return stoneFail(QUERY_INVALID);
    const opinion = (params.opinion ?? '').trim();
    if (opinion.length > 500) return stoneFail(QUERY_INVALID);
    if (!approved && opinion === '') return stoneFail(PASSWORD_RESET_MESSAGES.opinionRequired);
    const existing = await findApplication(db, id);
    if (!existing) return stoneFail(PASSWORD_RESET_MESSAGES.notFound);
    const decided = await decideApplication(db, id, { approved, opinion, auditor: { id: user.id, name: user.name }, at: context.now() });
    if (!decided) return stoneFail(PASSWORD_RESET_MESSAGES.alreadyAudited);
    // The new password signs the account out everywhere.
    if (approved) await context.sessions.removeAllOf(decided.userId);
    // A text that does not reach the applicant does not undo the decision.
    await context.sms.send({ mobile: decided.mobile, content: decisionText(approved, decided.loginName) }).catch(() => undefined);
    return stoneOk(passwordResetAnswer(decided), approved ? '审核通过，新密码已生效' : '已驳回');
  };

  userRoutes(app, context, [
    [paths.list, auditor(list)],
    [`${paths.get}/:id`, auditor(get)],
    [paths.audit, auditor(audit)],
  ]);
}
