import { z } from 'zod';

// Java ids and codes may arrive as numbers; the portal treats them as text.
const ZWireText = z.union([z.string(), z.number()]).transform((value) => String(value));
// Jackson writes absent fields as null; they become undefined here.
const ZWireOptionalText = ZWireText.nullish().transform((value) => value ?? undefined);

const ZMenuIdList = z
  .union([z.array(ZWireText), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined) return [];
    if (Array.isArray(value)) return value;
    return value
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '');
  });

const ZWireBoolean = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .nullish()
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** A role in the user info answer; `menuIdList` may be an array or a comma-separated string. */
export const ZWireRole = z
  .object({
    id: ZWireText,
    name: z.string(),
    roleType: ZWireOptionalText,
    menuIdList: ZMenuIdList,
  })
  .passthrough();

export const ZWireRoleRef = z.object({ id: ZWireText, name: z.string() }).passthrough();

/** Answer of `GET /a/stone/user/info` (spec section 3). */
export const ZWireUserInfo = z
  .object({
    id: ZWireText,
    loginName: z.string(),
    name: z.string(),
    phone: ZWireOptionalText,
    mobile: ZWireOptionalText,
    idCard: ZWireOptionalText,
    userUnitAreacode: ZWireOptionalText,
    unitId: ZWireOptionalText,
    currentRole: ZWireRole.nullish().transform((role) => role ?? undefined),
    roleList: z
      .array(ZWireRole)
      .nullish()
      .transform((roles) => roles ?? []),
    roles: z
      .array(ZWireRoleRef)
      .nullish()
      .transform((roles) => roles ?? []),
    isSimplePwd: ZWireBoolean,
  })
  .passthrough();

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

/** The user's unit (使用单位) as `GET /a/stone/user/unit` answers it. */
export const ZWireUnit = z
  .object({
    id: ZWireText,
    orgname: z.string(),
    uscc: ZWireOptionalText,
    areaCode: ZWireOptionalText,
    regAddress: ZWireOptionalText,
    businessAddress: ZWireOptionalText,
    legalPerson: ZWireOptionalText,
    contactPerson: ZWireOptionalText,
    contactPhone: ZWireOptionalText,
    postcode: ZWireOptionalText,
    fixedAssets: ZWireOptionalText,
    foundDate: ZWireOptionalText,
    regAuthority: ZWireOptionalText,
    email: ZWireOptionalText,
  })
  .passthrough();

/** One row of `/a/stone/common/errorLogList`. */
export const ZWireErrorLog = z
  .object({
    id: ZWireText,
    type: z.string(),
    code: ZWireText,
    mes: z.string(),
    url: z.string(),
    time: z.string(),
    createDate: z.string(),
    userId: ZWireOptionalText,
  })
  .passthrough();

export type WireRole = z.infer<typeof ZWireRole>;
export type WireUserInfo = z.infer<typeof ZWireUserInfo>;
export type WireLoginAnswer = z.infer<typeof ZWireLoginAnswer>;
export type WireUnit = z.infer<typeof ZWireUnit>;
export type WireErrorLog = z.infer<typeof ZWireErrorLog>;

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

/** The platform calls the ID card number `identityCard` in this form, `idCard` in the user info. */
export function updateInfoForm(profile: {
  name: string;
  idCard: string;
  phone: string;
  mobile: string;
}): Record<string, string> {
  return { name: profile.name, identityCard: profile.idCard, phone: profile.phone, mobile: profile.mobile };
}

export function updatePwdForm(change: { oldPassword: string; newPassword: string }): Record<string, string> {
  return { oldPassword: change.oldPassword, newPassword: change.newPassword };
}

export function errorLogForm(entry: {
  type: string;
  code: string | number;
  mes: string;
  url: string;
  time: string;
}): Record<string, string> {
  return { type: entry.type, code: String(entry.code), mes: entry.mes, url: entry.url, time: entry.time };
}
