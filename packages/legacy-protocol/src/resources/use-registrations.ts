import { z } from 'zod/v4';
import { wireFormText, ZWireFormOptionalDay } from '../form';
import { wirePath } from '../paths';
import { wireList, wireRecord, type WireStateHistory, ZWireDateTime, ZWireFlag, ZWireIdList, ZWireOptionalDateTime, ZWireOptionalText, ZWireStateHistory, ZWireText } from '../wire-values';

/**
 * The use-registration (使用登记) modules. `useManage` keeps the unit's applications (list, save,
 * modify, del, attachments) and answers `result` + `errorMsg` with the payload under `data`;
 * `epPemUseregistApply` shows one application with its state history and the registration kinds,
 * and answers `isSuccess: 1|0` + `errorMsg` like `appOnline`.
 */
export const USE_REGISTRATION_WIRE_PATHS = {
  list: '/a/stone/useManage/list',
  save: '/a/stone/useManage/save',
  modify: '/a/stone/useManage/modify',
  del: '/a/stone/useManage/del',
  attachments: '/a/stone/useManage/attachments',
  detail: '/a/stone/epPemUseregistApply/detail',
  kinds: '/a/stone/epPemUseregistApply/kinds',
} as const;

/** `epPemUseregistApply/detail/{id}`. */
export function useRegistrationDetailPath(id: string): string {
  return wirePath(USE_REGISTRATION_WIRE_PATHS.detail, id);
}

/** The platform stores kinds and states as Chinese words (docs/domain.md), as its pages show them. */
export const WIRE_USE_REGISTRATION_KINDS = [
  '新设备首次启用',
  '停用后启用',
  '改造',
  '更名',
  '地址变更',
  '过户',
  '移装',
  '达到设计使用年限',
] as const;
export type WireUseRegistrationKind = (typeof WIRE_USE_REGISTRATION_KINDS)[number];

export const WIRE_USE_REGISTRATION_STATES = [
  '草稿',
  '已提交',
  '已受理',
  '退回补正',
  '审核中',
  '已发证',
  '不予登记',
  '已撤回',
] as const;
export type WireUseRegistrationState = (typeof WIRE_USE_REGISTRATION_STATES)[number];

/**
 * The platform's texts a client acts on: a missing (or another unit's) application, and the state
 * rules of modify and del.
 */
export const USE_REGISTRATION_MESSAGES = {
  notFound: '使用登记申请不存在或无权查看',
  notEditable: '只有草稿或退回补正的申请可以修改',
  notDeletable: '只有草稿状态的申请可以删除',
} as const;

/** States in which the unit may still modify an application; only a draft may be deleted. */
export const WIRE_EDITABLE_USE_REGISTRATION_STATES: readonly WireUseRegistrationState[] = ['草稿', '退回补正'];

/**
 * The fields of one application as `useManage/list` and `epPemUseregistApply/detail` write it.
 * Certain: the id (the link to it), its kind, state and category, and the entity's updateDate.
 */
const USE_REGISTRATION_FIELDS = {
  id: ZWireText,
  applyNo: ZWireOptionalText,
  registKind: ZWireText,
  status: ZWireText,
  equipmentId: ZWireOptionalText,
  equCategory: ZWireText,
  equType: ZWireOptionalText,
  equName: ZWireOptionalText,
  equCode: ZWireOptionalText,
  registCode: ZWireOptionalText,
  equModel: ZWireOptionalText,
  productNo: ZWireOptionalText,
  makeUnit: ZWireOptionalText,
  installUnit: ZWireOptionalText,
  superviseOrg: ZWireOptionalText,
  useUnitName: ZWireOptionalText,
  useUnitCode: ZWireOptionalText,
  useUnitAddress: ZWireOptionalText,
  unitInnerNo: ZWireOptionalText,
  usePlace: ZWireOptionalText,
  areaCode: ZWireOptionalText,
  useDate: ZWireOptionalDateTime,
  safetyManager: ZWireOptionalText,
  safetyManagerMobile: ZWireOptionalText,
  propertyUnit: ZWireOptionalText,
  maintainUnit: ZWireOptionalText,
  checkOrg: ZWireOptionalText,
  reportNo: ZWireOptionalText,
  checkConclusion: ZWireOptionalText,
  nextCheckDate: ZWireOptionalDateTime,
  declaration: ZWireFlag,
  certNo: ZWireOptionalText,
  opinion: ZWireOptionalText,
  submitDate: ZWireOptionalDateTime,
  createDate: ZWireOptionalDateTime,
  updateDate: ZWireDateTime,
};

/** One application as `useManage/list` writes it. */
export const ZWireUseRegistration = wireRecord(USE_REGISTRATION_FIELDS);
export type WireUseRegistration = z.infer<typeof ZWireUseRegistration>;

/** One row of the state history (使用登记流转记录): a state and when it was reached. */
export type WireUseRegistrationHistory = WireStateHistory;

/** `epPemUseregistApply/detail/{id}`: the application and its history, oldest first (none when left out). */
export const ZWireUseRegistrationDetail = wireRecord({
  ...USE_REGISTRATION_FIELDS,
  history: wireList(ZWireStateHistory),
});
export type WireUseRegistrationDetail = z.infer<typeof ZWireUseRegistrationDetail>;

/** `epPemUseregistApply/kinds`: a JeeSite dictionary whose values are the stored words. */
export const ZWireUseRegistrationKinds = z.array(wireRecord({ dictLabel: ZWireText, dictValue: ZWireText }));

/**
 * The form of `useManage/save` and `useManage/modify` (`id` too for modify). The unit's name, credit
 * code and address are not in it: the platform takes them from the signed-in account's unit.
 * `isCommit=true` saves and submits; `declaration=1` is the truthfulness declaration.
 */
export const ZWireUseRegistrationForm = z.object({
  registKind: z.enum(WIRE_USE_REGISTRATION_KINDS),
  equipmentId: wireFormText(64),
  equCategory: z.string().regex(/^[1-9]000$/),
  equType: z.string().trim().regex(/^[0-9A-Z]{4}$/),
  equName: z.string().trim().min(1).max(100),
  equCode: wireFormText(50),
  registCode: z.union([z.literal(''), z.string().regex(/^\d{20}$/)]).default(''),
  equModel: wireFormText(100),
  productNo: wireFormText(100),
  makeUnit: wireFormText(100),
  installUnit: wireFormText(100),
  superviseOrg: wireFormText(100),
  unitInnerNo: wireFormText(50),
  usePlace: wireFormText(200),
  areaCode: z.union([z.literal(''), z.string().regex(/^\d{6}$/)]).default(''),
  useDate: ZWireFormOptionalDay,
  safetyManager: wireFormText(50),
  safetyManagerMobile: z.union([z.literal(''), z.string().regex(/^1[3-9]\d{9}$/)]).default(''),
  propertyUnit: wireFormText(100),
  maintainUnit: wireFormText(100),
  checkOrg: wireFormText(100),
  reportNo: wireFormText(50),
  checkConclusion: wireFormText(20),
  nextCheckDate: ZWireFormOptionalDay,
  declaration: ZWireFlag,
  attachmentIds: ZWireIdList,
  isCommit: ZWireFlag,
});
export type WireUseRegistrationFormInput = z.input<typeof ZWireUseRegistrationForm>;
export type WireUseRegistrationFormFields = z.output<typeof ZWireUseRegistrationForm>;

/** The form fields as strings, ready for `encodeForm` (attachment ids comma-separated). */
export function useRegistrationForm(fields: WireUseRegistrationFormFields, id?: string): Record<string, string> {
  const { declaration, isCommit, attachmentIds, ...text } = fields;
  return {
    ...(id === undefined ? {} : { id }),
    ...text,
    declaration: declaration ? '1' : '0',
    attachmentIds: attachmentIds.join(','),
    isCommit: String(isCommit),
  };
}

/**
 * Filters of `useManage/list`, besides the paging of `toWirePaging`. The range is inclusive for a
 * person and exclusive on the platform: `submitDateEnd` ends in `End`, so the gateway's date rule
 * adds a day and the platform compares `submit_date < submitDateEnd`; `submitDateBegin` is spelled
 * with a capital D and without `End` on purpose, so the rule leaves it alone (`>=`).
 */
export const ZWireUseRegistrationQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  registKind: z.enum(WIRE_USE_REGISTRATION_KINDS).optional(),
  status: z.enum(WIRE_USE_REGISTRATION_STATES).optional(),
  equCategory: z.string().regex(/^[1-9]000$/).optional(),
  registCode: z.string().trim().max(20).optional(),
  submitDateBegin: z.string().optional(),
  submitDateEnd: z.string().optional(),
});
export type WireUseRegistrationQuery = z.input<typeof ZWireUseRegistrationQuery>;
