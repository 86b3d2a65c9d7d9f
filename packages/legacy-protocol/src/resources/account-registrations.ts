import { z } from 'zod/v4';
import { wireFormText, ZWireFormOptionalDay } from '../form';
import { wirePath } from '../paths';
import { wireList, wireRecord, ZWireDateTime, ZWireIdList, ZWireOptionalDateTime, ZWireOptionalText, ZWireText } from '../wire-values';
import { ZWireAttachment } from './attachments';

/**
 * Enterprise account registration. The visitor's side is in the common module (`success` +
 * `errmsg`, payload under `data`): `account/apply` files an application, `ogmUnitRegistCheck`
 * says whether a credit code (or a login name) is taken. The institute's side is `account`
 * (`result` + `errorMsg`, payload under `data`): `findRegister` lists applications,
 * `registerDetail/{id}` shows one with its files (this project's name: the spec knows only the
 * three operations), `audit` confirms one (creating the unit and its account) and `disagree`
 * refuses it with an opinion.
 */
export const ACCOUNT_REGISTRATION_WIRE_PATHS = {
  apply: '/a/stone/common/account/apply',
  unitCheck: '/a/stone/common/ogmUnitRegistCheck',
  list: '/a/stone/account/findRegister',
  detail: '/a/stone/account/registerDetail',
  audit: '/a/stone/account/audit',
  disagree: '/a/stone/account/disagree',
  /** Public multipart upload of a document (`file`, `mobile`, `smsCode`): the code is checked, not used up. */
  upload: '/a/stone/common/account/upload',
  /** `registerFile/{fileId}`: one document of an application, for the institute. */
  file: '/a/stone/account/registerFile',
} as const;

export function accountRegistrationFilePath(fileId: string): string {
  return wirePath(ACCOUNT_REGISTRATION_WIRE_PATHS.file, fileId);
}

/** Documents a number may hold before its application is filed. */
export const ACCOUNT_REGISTRATION_MAX_FILES = 5;

export function accountRegistrationDetailPath(id: string): string {
  return wirePath(ACCOUNT_REGISTRATION_WIRE_PATHS.detail, id);
}

/** The states the platform stores, as its pages show them. */
/** 已失效: waited REGISTRATION_PENDING_DAYS (the platform's) without a decision. */
export const WIRE_ACCOUNT_REGISTRATION_STATES = ['待审核', '已通过', '未通过', '已失效'] as const;
export type WireAccountRegistrationState = (typeof WIRE_ACCOUNT_REGISTRATION_STATES)[number];

/** The attachments' `bizType` of an application (business licence, authorisation letter). */
export const ACCOUNT_REGISTRATION_BIZ_TYPE = 'accountApply';

/** The platform's texts a client acts on. */
export const ACCOUNT_REGISTRATION_MESSAGES = {
  unitTaken: '该统一社会信用代码的单位已注册或正在审核，请勿重复申请',
  loginNameTaken: '该登录名已被使用，请更换',
  expired: '该申请超过7天未审核，已失效，请申请人重新提交',
  notFound: '注册申请不存在',
  decided: '该注册申请已审核，不能重复审核',
  opinionRequired: '请填写不通过的原因',
  forbidden: '无权审核注册申请',
  fileNotFound: '申请材料不存在或已失效，请重新上传',
  tooManyFiles: '申请材料最多上传5个文件',
  smsWrong: '短信验证码错误或已失效，请重新获取',
} as const;

/** The form of `account/apply`. The password travels as typed over the gateway's own link. */
export const ZWireAccountApplyForm = z.object({
  orgname: z.string().trim().min(1).max(100),
  uscc: z.string().regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/),
  areaCode: z.string().regex(/^\d{6}$/),
  regAddress: z.string().trim().min(1).max(200),
  businessAddress: z.string().trim().min(1).max(200),
  legalPerson: z.string().trim().min(1).max(50),
  contactPerson: z.string().trim().min(1).max(50),
  contactPhone: z.string().trim().min(1).max(20),
  mobile: z.string().regex(/^1[3-9]\d{9}$/),
  smsCode: z.string().regex(/^\d{4,8}$/),
  email: wireFormText(100),
  postcode: z.union([z.literal(''), z.string().regex(/^[1-9]\d{5}$/)]).default(''),
  fixedAssets: z.union([z.literal(''), z.string().regex(/^[1-9]\d*$/)]).default(''),
  foundDate: ZWireFormOptionalDay,
  loginName: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/),
  password: z.string().min(8).max(64),
  attachmentIds: ZWireIdList,
});
export type WireAccountApplyFormInput = z.input<typeof ZWireAccountApplyForm>;
export type WireAccountApplyFormFields = z.output<typeof ZWireAccountApplyForm>;

/** The form fields as strings, ready for `encodeForm`. */
export function accountApplyForm(fields: WireAccountApplyFormFields): Record<string, string> {
  const { attachmentIds, ...text } = fields;
  return { ...text, attachmentIds: attachmentIds.join(',') };
}

/** `account/apply`: the new application's id, its reference number (受理编号), its state and when it was filed. */
export const ZWireAccountApplied = wireRecord({ id: ZWireText, referenceNo: ZWireOptionalText, status: ZWireText, submitDate: ZWireDateTime });

/** `ogmUnitRegistCheck` (form `uscc`, optional `loginName`). */
export const ZWireUnitRegistCheck = wireRecord({
  registered: z.boolean(),
  orgname: ZWireOptionalText,
  loginNameTaken: z.boolean().optional(),
});

const ACCOUNT_REGISTRATION_FIELDS = {
  id: ZWireText,
  /** 受理编号, e.g. ZC20261129001; absent on a platform that does not number applications. */
  referenceNo: ZWireOptionalText,
  orgname: ZWireText,
  uscc: ZWireText,
  areaCode: ZWireOptionalText,
  contactPerson: ZWireOptionalText,
  mobile: ZWireOptionalText,
  loginName: ZWireText,
  status: ZWireText,
  submitDate: ZWireDateTime,
  auditDate: ZWireOptionalDateTime,
  auditorName: ZWireOptionalText,
  opinion: ZWireOptionalText,
};

/** One application as `findRegister` writes it (the mobile in full: the gateway masks it). */
export const ZWireAccountRegistration = wireRecord(ACCOUNT_REGISTRATION_FIELDS);
export type WireAccountRegistration = z.infer<typeof ZWireAccountRegistration>;

/** `registerDetail/{id}`, `audit` and `disagree`: the application with its files. */
export const ZWireAccountRegistrationDetail = wireRecord({
  ...ACCOUNT_REGISTRATION_FIELDS,
  regAddress: ZWireOptionalText,
  businessAddress: ZWireOptionalText,
  legalPerson: ZWireOptionalText,
  contactPhone: ZWireOptionalText,
  email: ZWireOptionalText,
  postcode: ZWireOptionalText,
  fixedAssets: ZWireOptionalText,
  foundDate: ZWireOptionalDateTime,
  attachments: wireList(ZWireAttachment),
  /** The other applications for the same credit code, newest first. */
  competing: wireList(ZWireAccountRegistration),
});
export type WireAccountRegistrationDetail = z.infer<typeof ZWireAccountRegistrationDetail>;

/**
 * Filters of `findRegister` besides the paging. `submitDateEnd` gets the date rule's day (the
 * platform compares `<`), `submitDateBegin` does not (`>=`), as in `useManage/list`.
 */
export const ZWireAccountRegistrationQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(WIRE_ACCOUNT_REGISTRATION_STATES).optional(),
  submitDateBegin: z.string().optional(),
  submitDateEnd: z.string().optional(),
});
export type WireAccountRegistrationQuery = z.input<typeof ZWireAccountRegistrationQuery>;

/** The form of `audit` and `disagree`. */
export const ZWireAccountAuditForm = z.object({ id: z.string().min(1).max(64), opinion: z.string().trim().max(500).default('') });
