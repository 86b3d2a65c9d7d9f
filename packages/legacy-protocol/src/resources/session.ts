import { z } from 'zod/v4';

import { wireList, wireRecord, ZWireFlag, ZWireIdList, ZWireOptionalText, ZWireText } from '../wire-values';

/** Login, logout, the user info and the role switch. */
export const SESSION_WIRE_PATHS = {
  login: '/a/login',
  logout: '/a/logout',
  userInfo: '/a/stone/user/info',
  changeRole: '/a/stone/user/changeRole',
} as const;

/** A role in the user info answer; `menuIdList` may be an array or a comma-separated string. */
export const ZWireRole = wireRecord({
  id: ZWireText,
  name: ZWireText,
  roleType: ZWireOptionalText,
  menuIdList: ZWireIdList,
});

export const ZWireRoleRef = wireRecord({ id: ZWireText, name: ZWireText });

/** Answer of `GET /a/stone/user/info`: the user, the current role and every role with its menu ids. */
export const ZWireUserInfo = wireRecord({
  id: ZWireText,
  loginName: ZWireText,
  name: ZWireText,
  phone: ZWireOptionalText,
  mobile: ZWireOptionalText,
  idCard: ZWireOptionalText,
  userUnitAreacode: ZWireOptionalText,
  unitId: ZWireOptionalText,
  currentRole: ZWireRole.nullish().transform((role) => role ?? undefined),
  roleList: wireList(ZWireRole),
  roles: wireList(ZWireRoleRef),
  isSimplePwd: ZWireFlag,
});

/** Successful answer of `POST /a/login`; a failure is `{result:"false", message, isValidCodeLogin}`. */
export const ZWireLoginAnswer = z
  .object({
    result: z.union([z.string(), z.boolean(), z.number()]),
    message: z.string().optional(),
    sessionid: z.string().min(1),
    __extend: z.string().min(1),
    user: z.object({}).passthrough().nullish(),
  })
  .passthrough();

export type WireRole = z.infer<typeof ZWireRole>;
export type WireUserInfo = z.infer<typeof ZWireUserInfo>;
export type WireLoginAnswer = z.infer<typeof ZWireLoginAnswer>;

export type LoginCredentials =
  | { username: string; password: string; validCode?: string }
  | { ssotoken: string };

/**
 * Body of `POST /a/login`. `username` and `password` go on the wire as given: the caller enciphers
 * them first with `encodeLoginText`.
 */
export function loginForm(credentials: LoginCredentials): Record<string, string> {
  if ('ssotoken' in credentials) return { ssotoken: credentials.ssotoken, __ajax: 'json' };
  const form: Record<string, string> = {
    username: credentials.username,
    password: credentials.password,
    __ajax: 'json',
  };
  if (credentials.validCode !== undefined && credentials.validCode !== '') form.validCode = credentials.validCode;
  return form;
}

export function changeRoleForm(id: string): Record<string, string> {
  return { id };
}
