import { ACCESS, isCreditCode, isPassword } from '@portal/contract';
import {
  ACCOUNT_REGISTRATION_MESSAGES,
  ACCOUNT_REGISTRATION_WIRE_PATHS,
  ZWireAccountApplyForm,
  ZWireAccountAuditForm,
  ZWireAccountRegistrationQuery,
} from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { hashPassword } from '../../auth/password';
import type { AccountRegistrationRow, UserRow } from '../../db/schema';
import { commonFail, commonOk, MESSAGES } from '../../http/answers';
import { stoneFail, stoneOk, type StoneAnswer } from '../../http/business-answers';
import type { Checked } from '../../http/checked';
import { parsePaging } from '../../http/paging';
import { wireParams, type WireParams } from '../../http/params';
import { instantRange, QUERY_INVALID } from '../../http/query-params';
import { idSegment } from '../../http/unit-route';
import { userRoutes } from '../../http/user-route';
import { holdsAccess } from '../../http/role-access';
import { SMS_SIGNATURE } from '../sms-codes/sender';
import { checkSmsCode } from '../sms-codes/store';
import { registrationAnswer, registrationDetailAnswer } from './answer';
import { accountRegistrationFileRoutes, fileAnswer, filesHeldBy, filesOf, linkFiles } from './files';
import {
  competingRegistrations,
  expirePendingRegistrations,
  findRegistration,
  listRegistrations,
  loginNameTaken,
  registeredUnitName,
  REGISTRATION_SORTABLE,
  type RegistrationFilters,
} from './store';
import { approveRegistration, insertRegistration, rejectRegistration } from './writes';

function filtersOf(params: WireParams): RegistrationFilters | string {
  const parsed = ZWireAccountRegistrationQuery.safeParse(params);
  if (!parsed.success) return QUERY_INVALID;
  const { keyword, status, submitDateBegin, submitDateEnd } = parsed.data;
  const submitted = instantRange(submitDateBegin, submitDateEnd);
  if (typeof submitted === 'string') return submitted;
  return { ...(keyword ? { keyword } : {}), ...(status ? { state: status } : {}), submitted };
}

const decisionText = (row: AccountRegistrationRow): string =>
  row.state === '已通过'
    ? `${SMS_SIGNATURE}您为“${row.unitName}”提交的企业账号注册申请已审核通过，登录名：${row.loginName}，请使用申请时设置的密码登录。`
    : `${SMS_SIGNATURE}您为“${row.unitName}”提交的企业账号注册申请未通过审核，原因：${row.opinion ?? ''}。如有疑问请联系检验机构。`;

type AuditorAction = (user: UserRow, params: WireParams, id: string) => Promise<StoneAnswer>;

/**
 * Enterprise account registration: the visitor's `common/account/apply` and `ogmUnitRegistCheck`
 * (public, `success` + `errmsg`), and the institute's `account` findRegister, registerDetail,
 * audit and disagree (`result` + `errorMsg`, for a role holding the account-check menu id).
 */
export function accountRegistrationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const paths = ACCOUNT_REGISTRATION_WIRE_PATHS;

  app.route({
    method: 'POST',
    url: paths.unitCheck,
    config: { public: true },
    handler: async (request) => {
      const params = wireParams(request);
      const creditCode = (params.uscc ?? '').trim();
      if (!isCreditCode(creditCode)) return commonFail('请输入正确的统一社会信用代码');
      const unitName = await registeredUnitName(db, creditCode);
      const loginName = (params.loginName ?? '').trim();
      return commonOk({
        registered: unitName !== null,
        orgname: unitName,
        ...(loginName ? { loginNameTaken: await loginNameTaken(db, loginName, context.now()) } : {}),
      });
    },
  });

  app.route({
    method: 'POST',
    url: paths.apply,
    config: { public: true },
    handler: async (request) => {
      const form = ZWireAccountApplyForm.safeParse(wireParams(request));
      if (!form.success) return commonFail(MESSAGES.badRequest);
      const fields = form.data;
      if (!isCreditCode(fields.uscc)) return commonFail('请输入正确的统一社会信用代码');
      if (!isPassword(fields.password)) return commonFail(MESSAGES.newPasswordInvalid);
      if (!(await filesHeldBy(db, fields.mobile, fields.attachmentIds))) return commonFail(ACCOUNT_REGISTRATION_MESSAGES.fileNotFound);
      const now = context.now();
      // The SMS code first: until the caller has shown it holds the number, a taken name or unit
      // answers as a free one would (no enumeration of accounts). The code is used up only once the
      // rest is right, so a taken name costs no new code.
      const smsCode = { mobile: fields.mobile, purpose: 'register', code: fields.smsCode } as const;
      if (!(await checkSmsCode(db, { ...smsCode, consume: false }, now))) return commonFail(ACCOUNT_REGISTRATION_MESSAGES.smsWrong);
      if ((await registeredUnitName(db, fields.uscc)) !== null) return commonFail(ACCOUNT_REGISTRATION_MESSAGES.unitTaken);
      if (await loginNameTaken(db, fields.loginName, now)) return commonFail(ACCOUNT_REGISTRATION_MESSAGES.loginNameTaken);
      if (!(await checkSmsCode(db, { ...smsCode, consume: true }, now))) return commonFail(ACCOUNT_REGISTRATION_MESSAGES.smsWrong);
      const row = await insertRegistration(db, fields, await hashPassword(fields.password), now);
      await linkFiles(db, row.id, fields.mobile, fields.attachmentIds);
      const { status, submitDate, id, referenceNo } = registrationAnswer(row);
      return commonOk({ id, referenceNo, status, submitDate });
    },
  });

  const detailOf = async (row: AccountRegistrationRow) =>
    registrationDetailAnswer(row, (await filesOf(db, row.id)).map(fileAnswer), (await competingRegistrations(db, row)).map(registrationAnswer));

  const auditor =
    (action: AuditorAction) =>
    async (user: UserRow, params: WireParams, request: FastifyRequest): Promise<StoneAnswer> => {
      if (!(await holdsAccess(db, user, ACCESS.accountCheck))) return stoneFail(ACCOUNT_REGISTRATION_MESSAGES.forbidden);
      // What the auditor reads or decides is never an application past its wait.
      await expirePendingRegistrations(db, context.now());
      const segment = (request.params as { id?: string }).id;
      return action(user, params, params.id ?? (segment === undefined ? '' : idSegment(request)));
    };

  const list: AuditorAction = async (_user, params) => {
    const paging = parsePaging(params, REGISTRATION_SORTABLE);
    if (typeof paging === 'string') return stoneFail(paging);
    const filters = filtersOf(params);
    if (typeof filters === 'string') return stoneFail(filters);
    const page = await listRegistrations(db, filters, paging);
    return stoneOk({ ...page, list: page.list.map(registrationAnswer) });
  };

  const get: AuditorAction = async (_user, _params, id) => {
    const row = await findRegistration(db, id);
    return row ? stoneOk(await detailOf(row)) : stoneFail(ACCOUNT_REGISTRATION_MESSAGES.notFound);
  };

  const decide =
    (write: typeof approveRegistration): AuditorAction =>
    async (user, params) => {
      const form = ZWireAccountAuditForm.safeParse(params);
      if (!form.success) return stoneFail(MESSAGES.badRequest);
      const row = await findRegistration(db, form.data.id);
      if (!row) return stoneFail(ACCOUNT_REGISTRATION_MESSAGES.notFound);
      const now = context.now();
      const done: Checked<AccountRegistrationRow> = await write(db, row, { auditor: user, opinion: form.data.opinion, now });
      if (!done.ok) return stoneFail(done.message);
      // The applicant hears of the decision by SMS; a failed send does not undo the decision.
      await context.sms.send({ mobile: done.value.mobile, content: decisionText(done.value) }).catch(() => undefined);
      return stoneOk(await detailOf(done.value), '审核成功');
    };

  accountRegistrationFileRoutes(app, context);
  userRoutes(app, context, [
    [paths.list, auditor(list)],
    [`${paths.detail}/:id`, auditor(get)],
    [paths.audit, auditor(decide(approveRegistration))],
    [paths.disagree, auditor(decide(rejectRegistration))],
  ]);
}
