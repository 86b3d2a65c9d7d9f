import { z } from 'zod/v4';
import { wireRecord, ZWireDateTime, ZWireOptionalText, ZWireText } from '../wire-values';

/**
 * Member accounts (账号管理) in the institute's `account` module: `findAccount` (a JeeSite page, or
 * one account by `id`), `create`, `update`, `delete`, and `roleList`, the roles an account can be
 * given (this project's name: the spec names only the first four). Answers `result` + `errorMsg`,
 * payload under `data`.
 */
export const ACCOUNT_WIRE_PATHS = {
  list: '/a/stone/account/findAccount',
  create: '/a/stone/account/create',
  update: '/a/stone/account/update',
  del: '/a/stone/account/delete',
  roles: '/a/stone/account/roleList',
} as const;

/** JeeSite's user status codes: '0' normal, '2' disabled. */
export const WIRE_ACCOUNT_STATUS = { enabled: '0', disabled: '2' } as const;
export type WireAccountStatus = (typeof WIRE_ACCOUNT_STATUS)[keyof typeof WIRE_ACCOUNT_STATUS];
const ZWireAccountStatus = z.enum([WIRE_ACCOUNT_STATUS.enabled, WIRE_ACCOUNT_STATUS.disabled]);

/** The platform's texts a client acts on. */
export const ACCOUNT_MESSAGES = {
  notFound: '账号不存在',
  loginNameTaken: '登录账号已存在',
  lastAdministrator: '不能删除或停用最后一个管理员账号',
  deleteSelf: '不能删除当前登录的账号',
  unknownRole: '角色不存在',
  unknownUnit: '单位不存在',
  forbidden: '当前角色无权管理账号',
  invalid: '账号信息不正确',
  passwordInvalid: '密码不符合密码规则',
  unitRequired: '企业用户角色的账号须关联单位',
} as const;

export const ZWireAccountRole = wireRecord({
  id: ZWireText,
  name: ZWireText,
  roleType: z.enum(['enterprise', 'institute']),
});
export type WireAccountRole = z.infer<typeof ZWireAccountRole>;

/** One account as `findAccount` writes it. */
export const ZWireAccount = wireRecord({
  id: ZWireText,
  loginName: ZWireText,
  userName: ZWireText,
  mobile: ZWireOptionalText,
  unitId: ZWireOptionalText,
  unitName: ZWireOptionalText,
  roleList: z.array(ZWireAccountRole),
  status: ZWireAccountStatus,
  createDate: ZWireDateTime,
});
export type WireAccount = z.infer<typeof ZWireAccount>;

/** Filters of `findAccount`, besides the paging; `id` asks for one account. */
export const ZWireAccountQuery = z.object({
  id: z.string().trim().max(64).optional(),
  keyword: z.string().trim().max(100).optional(),
  status: ZWireAccountStatus.optional(),
  roleId: z.string().trim().max(64).optional(),
});
export type WireAccountQuery = z.input<typeof ZWireAccountQuery>;

/** The form of `create` and `update` (`update` with `id` and without `loginName`/`password`). */
export const ZWireAccountForm = z.object({
  userName: z.string().trim().min(1).max(50),
  mobile: z.string().regex(/^1[3-9]\d{9}$/),
  unitId: z.string().trim().max(64).default(''),
  roleIds: z.string().trim().min(1).max(2000),
  status: ZWireAccountStatus.default(WIRE_ACCOUNT_STATUS.enabled),
});
export type WireAccountFormFields = z.output<typeof ZWireAccountForm>;

export type AccountFormInput = {
  name: string;
  mobile: string;
  unitId?: string | undefined;
  roleIds: readonly string[];
  enabled: boolean;
};

/** Form fields as strings, ready for `encodeForm` (role ids comma-separated). */
export function accountForm(fields: AccountFormInput, identity: { id: string } | { loginName: string; password: string }): Record<string, string> {
  return {
    ...identity,
    userName: fields.name,
    mobile: fields.mobile,
    unitId: fields.unitId ?? '',
    roleIds: fields.roleIds.join(','),
    status: fields.enabled ? WIRE_ACCOUNT_STATUS.enabled : WIRE_ACCOUNT_STATUS.disabled,
  };
}
