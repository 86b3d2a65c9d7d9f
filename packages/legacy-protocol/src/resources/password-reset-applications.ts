import { z } from 'zod/v4';
import { wirePath } from '../paths';
import { wireRecord, ZWireDateTime, ZWireFlag, ZWireOptionalDateTime, ZWireOptionalText, ZWireText } from '../wire-values';

/**
 * Password reset (重置密码申请). An applicant without a session checks the account
 * (`common/passwordRestApplyCheck`) and applies (`common/passwordRestApply`); both answer like the
 * common module (`success` + `errmsg`). The institute reviews the applications in
 * `passwordResetApply` (list, get/{id}, audit), which answers `result` + `errorMsg` with `data`.
 * The spelling `passwordRest…` is the platform's.
 */
export const PASSWORD_RESET_WIRE_PATHS = {
  check: '/a/stone/common/passwordRestApplyCheck',
  apply: '/a/stone/common/passwordRestApply',
  list: '/a/stone/passwordResetApply/list',
  get: '/a/stone/passwordResetApply/get',
  audit: '/a/stone/passwordResetApply/audit',
} as const;

/** `passwordResetApply/get/{id}`. */
export function passwordResetGetPath(id: string): string {
  return wirePath(PASSWORD_RESET_WIRE_PATHS.get, id);
}

/** The platform keeps the review state as its pages show it. */
export const WIRE_PASSWORD_RESET_STATES = ['待审核', '审核通过', '审核不通过'] as const;
export type WirePasswordResetState = (typeof WIRE_PASSWORD_RESET_STATES)[number];

/** The platform's texts a client acts on. */
export const PASSWORD_RESET_MESSAGES = {
  notFound: '重置密码申请不存在',
  alreadyAudited: '该申请已审核，不能重复审核',
  pending: '该账号已有待审核的重置密码申请',
  accountMismatch: '账号、姓名、单位或手机号码不正确',
  opinionRequired: '请填写审核意见',
  forbidden: '当前角色无权审核重置密码申请',
  passwordInvalid: '新密码不符合密码规则',
} as const;

/** `passwordRestApplyCheck`: whether the account exists with this mobile, its mobile masked by the platform, and an open application. */
export const ZWirePasswordResetCheck = wireRecord({
  exist: ZWireFlag,
  mobile: ZWireOptionalText,
  pending: ZWireFlag,
});
export type WirePasswordResetCheck = z.infer<typeof ZWirePasswordResetCheck>;

/** One application as `passwordResetApply/list` and `get/{id}` write it; `mobile` in full (the gateway masks it). */
export const ZWirePasswordReset = wireRecord({
  id: ZWireText,
  /** 受理编号, e.g. CZ20261129001; absent on a platform that does not number applications. */
  referenceNo: ZWireOptionalText,
  loginName: ZWireText,
  userName: ZWireText,
  unitName: ZWireOptionalText,
  mobile: ZWireOptionalText,
  reason: ZWireOptionalText,
  status: z.enum(WIRE_PASSWORD_RESET_STATES),
  submitDate: ZWireDateTime,
  auditDate: ZWireOptionalDateTime,
  auditorName: ZWireOptionalText,
  opinion: ZWireOptionalText,
});
export type WirePasswordReset = z.infer<typeof ZWirePasswordReset>;

/** `passwordRestApply`: the new id and its reference number (受理编号). */
export const ZWirePasswordResetApplied = wireRecord({ id: ZWireText, referenceNo: ZWireOptionalText, status: z.enum(WIRE_PASSWORD_RESET_STATES) });

/**
 * Filters of `passwordResetApply/list`, besides the paging. `submitDateEnd` is exclusive on the
 * platform (the gateway's date rule adds the day); `submitDateBegin` is left alone by the rule.
 */
export const ZWirePasswordResetQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(WIRE_PASSWORD_RESET_STATES).optional(),
  submitDateBegin: z.string().optional(),
  submitDateEnd: z.string().optional(),
});
export type WirePasswordResetQuery = z.input<typeof ZWirePasswordResetQuery>;

/** `passwordRestApplyCheck`'s form. */
export function passwordResetCheckForm(check: { loginName: string; mobile: string }): Record<string, string> {
  return { loginName: check.loginName, mobile: check.mobile };
}

/**
 * `passwordRestApply`'s form. The new password goes as typed (between the gateway and the platform
 * only); the platform stores it hashed and puts it in force when the institute approves.
 */
export const ZWirePasswordResetForm = z.object({
  loginName: z.string().trim().min(1).max(64),
  userName: z.string().trim().min(1).max(50),
  unitName: z.string().trim().max(100).default(''),
  mobile: z.string().regex(/^1[3-9]\d{9}$/),
  smsCode: z.string().regex(/^\d{4,8}$/),
  reason: z.string().trim().max(500).default(''),
  newPassword: z.string().min(1).max(128),
});
export type WirePasswordResetFormInput = z.input<typeof ZWirePasswordResetForm>;

export function passwordResetApplyForm(fields: WirePasswordResetFormInput): Record<string, string> {
  return {
    loginName: fields.loginName,
    userName: fields.userName,
    unitName: fields.unitName ?? '',
    mobile: fields.mobile,
    smsCode: fields.smsCode,
    reason: fields.reason ?? '',
    newPassword: fields.newPassword,
  };
}

/** `passwordResetApply/audit`: `pass=1` approves, `pass=0` rejects (an opinion is then needed). */
export function passwordResetAuditForm(id: string, audit: { approved: boolean; opinion: string }): Record<string, string> {
  return { id, pass: audit.approved ? '1' : '0', opinion: audit.opinion };
}
