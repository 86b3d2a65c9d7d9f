import { z } from 'zod/v4';
import { wireFormText, ZWireFormOptionalDay } from '../form';
import { wirePath } from '../paths';
import {
  wireJsonList,
  wireList,
  wireRecord,
  type WireStateHistory,
  wireWordsOf,
  ZWireCount,
  ZWireDateTime,
  ZWireFlag,
  ZWireIdList,
  ZWireOptionalDateTime,
  ZWireOptionalNumber,
  ZWireOptionalText,
  ZWireStateHistory,
  ZWireText,
} from '../wire-values';
import { ZWirePipelineUnitList, ZWirePipeUnitsField } from './inspection-pipeline-units';

/**
 * The online inspection application module (网上报检, `appOnline`). It answers `isSuccess: 1|0` +
 * `errorMsg` with the payload under `data`. The application number is the platform's `onlinelsh`;
 * the public page (`onlineApply`) reaches one application by its `authCode` without a session.
 */
export const INSPECTION_APPLICATION_WIRE_PATHS = {
  list: '/a/stone/appOnline/list',
  /** save: a new application (no `id`) or an edit (`id`); `isCommit=true` submits; `authCode` for the public page. */
  save: '/a/stone/appOnline/save',
  detail: '/a/stone/appOnline/detail',
  checkOnline: '/a/stone/appOnline/checkOnline',
  /** `inspection/{id}`: the inspection side of one of the unit's applications (schedule, results, reports). */
  inspection: '/a/stone/appOnline/inspection',
  fee: '/a/stone/appOnline/getChargeInspectionFee',
  cancel: '/a/stone/appOnline/cancel',
  /** 整改反馈: the unit answers the opinion notice (`id`, `content`, `attachmentIds` comma-separated). */
  rectify: '/a/stone/appOnline/rectify',
  attachments: '/a/stone/appOnline/attachments',
  /** Issues an authorisation code for a draft/returned application and texts the link to the site contact. */
  authCode: '/a/stone/appOnline/authCode',
  /** Public (no session): the one application an authorisation code opens. */
  byAuthCode: '/a/stone/appOnline/byAuthCode',
  /** Public (no session): save/submit with an authorisation code. */
  saveByAuthCode: '/a/stone/appOnline/saveByAuthCode',
  invoiceTitles: '/a/stone/appOnline/invoiceTitles',
  /** The unit accepts the fee pre-review changed (`id`); only then may it pay. */
  acceptFee: '/a/stone/appOnline/acceptFee',
  institutes: '/a/stone/unit/inspectionUnitBasicList',
} as const;

/** The unit's applications as a workbook, on the data host (same filters as `appOnline/list`). */
export const INSPECTION_APPLICATION_DATA_PATHS = {
  export: '/api/data/appOnline/export',
} as const;

/** `appOnline/detail/{id}`. */
export function inspectionApplicationDetailPath(id: string): string {
  return wirePath(INSPECTION_APPLICATION_WIRE_PATHS.detail, id);
}

/** `appOnline/inspection/{id}`: answered like `appOnlineAudit/detail/{id}`, for the unit's own application. */
export function inspectionApplicationInspectionPath(id: string): string {
  return wirePath(INSPECTION_APPLICATION_WIRE_PATHS.inspection, id);
}

/**
 * The states as the platform stores and sends them, keyed by the clean API's codes (the contract's
 * `INSPECTION_APPLICATION_STATES`). The gateway maps both ways with these; the platform checks moves
 * against the contract's state machine through them.
 */
export const INSPECTION_APPLICATION_STATE_WORDS = {
  draft: '草稿',
  submitted: '已提交',
  accepted: '已受理',
  returned: '退回',
  scheduled: '已约检',
  inspecting: '检验中',
  opinion_notice: '意见通知书',
  rectification_feedback: '整改反馈',
  reinspection: '复检',
  reporting: '报告编制中',
  awaiting_payment: '待缴费',
  paid: '已缴费',
  report_issued: '报告已出具',
  archived: '已归档',
  cancelled: '已取消',
} as const;
export type InspectionApplicationStateCode = keyof typeof INSPECTION_APPLICATION_STATE_WORDS;
export type WireInspectionApplicationState = (typeof INSPECTION_APPLICATION_STATE_WORDS)[InspectionApplicationStateCode];
export const WIRE_INSPECTION_APPLICATION_STATES = wireWordsOf(INSPECTION_APPLICATION_STATE_WORDS);

/** The kinds, keyed by the contract's `INSPECTION_KINDS` codes. */
export const INSPECTION_KIND_WORDS = {
  periodic: '定期检验',
  first: '首次检验',
  supervision: '监督检验',
  pipeline_periodic: '管道定期检验',
} as const;
export type InspectionKindCode = keyof typeof INSPECTION_KIND_WORDS;
export type WireInspectionKind = (typeof INSPECTION_KIND_WORDS)[InspectionKindCode];
export const WIRE_INSPECTION_KINDS = wireWordsOf(INSPECTION_KIND_WORDS);

/** The payment state of an application (`payState`), kept by the payment module. */
export const PAYMENT_STATE_WORDS = { unpaid: '未缴费', paying: '支付中', paid: '已缴费' } as const;
export type WirePaymentState = (typeof PAYMENT_STATE_WORDS)[keyof typeof PAYMENT_STATE_WORDS];
export const WIRE_PAYMENT_STATES = wireWordsOf(PAYMENT_STATE_WORDS);

/** 施工类别 of a supervision inspection, keyed by the contract's construction kinds (as construction records spell them). */
export const CONSTRUCTION_KIND_WORDS = { installation: '安装', modification: '改造', major_repair: '重大修理' } as const;
export type WireConstructionKind = (typeof CONSTRUCTION_KIND_WORDS)[keyof typeof CONSTRUCTION_KIND_WORDS];
const WIRE_CONSTRUCTION_KINDS = wireWordsOf(CONSTRUCTION_KIND_WORDS);

export const REPORT_PICKUP_WORDS = { self: '自取', express: '快递' } as const;
export type WireReportPickup = (typeof REPORT_PICKUP_WORDS)[keyof typeof REPORT_PICKUP_WORDS];
export const WIRE_REPORT_PICKUPS = wireWordsOf(REPORT_PICKUP_WORDS);

const codeOfWord = <C extends string, W extends string>(words: Record<C, W>, word: string): C | undefined =>
  (Object.keys(words) as C[]).find((code) => words[code] === word);

export const inspectionStateWord = (code: InspectionApplicationStateCode): WireInspectionApplicationState =>
  INSPECTION_APPLICATION_STATE_WORDS[code];
export const inspectionStateCode = (word: string): InspectionApplicationStateCode | undefined =>
  codeOfWord(INSPECTION_APPLICATION_STATE_WORDS, word);
export const inspectionKindWord = (code: InspectionKindCode): WireInspectionKind => INSPECTION_KIND_WORDS[code];
export const inspectionKindCode = (word: string): InspectionKindCode | undefined => codeOfWord(INSPECTION_KIND_WORDS, word);
export const paymentStateCode = (word: string): keyof typeof PAYMENT_STATE_WORDS | undefined => codeOfWord(PAYMENT_STATE_WORDS, word);
export const reportPickupCode = (word: string): keyof typeof REPORT_PICKUP_WORDS | undefined => codeOfWord(REPORT_PICKUP_WORDS, word);

/** States in which the unit may still edit (save or submit) an application. */
export const WIRE_EDITABLE_INSPECTION_APPLICATION_STATES: readonly WireInspectionApplicationState[] = ['草稿', '退回'];
/** States in which the unit may cancel an application. */
export const WIRE_CANCELLABLE_INSPECTION_APPLICATION_STATES: readonly WireInspectionApplicationState[] = ['草稿', '已提交', '退回', '待缴费'];

/** The platform's texts a client acts on. */
export const INSPECTION_APPLICATION_MESSAGES = {
  notFound: '报检申请不存在或无权查看',
  notEditable: '只有草稿或退回的申请可以修改',
  notCancellable: '当前状态的申请不能取消',
  transitionRefused: '当前状态不允许此操作',
  authCodeInvalid: '授权码无效或已过期',
  authCodeNotAllowed: '只有草稿或退回的申请可以生成授权链接',
  equipmentForeign: '所选设备不存在或不属于本单位',
  attachmentForeign: '附件不存在、不属于本单位或已关联其他业务',
  expressAddressRequired: '报告快递时请填写邮寄地址',
  constructionUnitRequired: '监督检验请填写施工单位',
  constructionTypeRequired: '监督检验请选择施工类别',
  constructionRecordRequired: '监督检验请选择施工告知',
  constructionRecordForeign: '施工告知不存在或不属于本单位',
  materialUnknown: '申请材料类别不正确',
  notRectifiable: '只有已出具意见通知书的申请可以提交整改反馈',
  rectificationInvalid: '请填写整改情况（不超过1000字）',
  noFeeChange: '该申请没有待确认的费用调整',
} as const;

/** One piece of equipment of an application, with its fee (yuan) and how the fee was made up. */
export const ZWireInspectionApplicationItem = wireRecord({
  id: ZWireText,
  equipmentId: ZWireOptionalText,
  equCategory: ZWireText,
  equType: ZWireOptionalText,
  registCode: ZWireOptionalText,
  equCode: ZWireOptionalText,
  equName: ZWireOptionalText,
  usePlace: ZWireOptionalText,
  fee: ZWireOptionalNumber,
  feeBreakdown: wireList(wireRecord({ label: ZWireText, amount: ZWireOptionalNumber })),
  /** 管道单元 of a 管道定期检验 item. */
  pipeUnits: ZWirePipelineUnitList,
});
export type WireInspectionApplicationItem = z.infer<typeof ZWireInspectionApplicationItem>;

const APPLICATION_FIELDS = {
  id: ZWireText,
  onlinelsh: ZWireText,
  checkType: ZWireText,
  status: ZWireText,
  payState: ZWireOptionalText,
  equCount: ZWireCount,
  equclacode: ZWireOptionalText,
  checkOrg: ZWireOptionalText,
  siteContact: ZWireOptionalText,
  siteContactMobile: ZWireOptionalText,
  siteAddress: ZWireOptionalText,
  areaCode: ZWireOptionalText,
  wishDate: ZWireOptionalDateTime,
  maintainUnit: ZWireOptionalText,
  invoiceTitle: ZWireOptionalText,
  taxNo: ZWireOptionalText,
  reportPickup: ZWireOptionalText,
  expressAddress: ZWireOptionalText,
  urgent: ZWireFlag,
  remark: ZWireOptionalText,
  feeTotal: ZWireOptionalNumber,
  opinion: ZWireOptionalText,
  submitDate: ZWireOptionalDateTime,
  createDate: ZWireOptionalDateTime,
  updateDate: ZWireDateTime,
  /** 施工信息 of a supervision inspection: 施工单位, 施工类别 (安装 / 改造 / 重大修理), the 施工告知 record's id. */
  bcwUnit: ZWireOptionalText,
  bcwType: ZWireOptionalText,
  bcwId: ZWireOptionalText,
};

/** One application as `appOnline/list` writes it (`equclacode`: the category codes, comma-separated). */
export const ZWireInspectionApplication = wireRecord(APPLICATION_FIELDS);
export type WireInspectionApplication = z.infer<typeof ZWireInspectionApplication>;

export type WireInspectionApplicationHistory = WireStateHistory;

/** `appOnline/detail/{id}` (and `byAuthCode`): the application, its equipment and its history, oldest first. */
export const ZWireInspectionApplicationDetail = wireRecord({
  ...APPLICATION_FIELDS,
  items: wireList(ZWireInspectionApplicationItem),
  history: wireList(ZWireStateHistory),
  /** Until when the current authorisation code opens the application (detail of the unit only). */
  authCodeExpires: ZWireOptionalDateTime,
  /** When the last authorisation link was texted, and the seconds until another may be (detail of the unit only). */
  authLinkSendDate: ZWireOptionalDateTime,
  authLinkWait: ZWireOptionalNumber,
  /** Pre-review changed the fee: the total quoted before, why, when, and when the unit accepted it. */
  quotedFeeTotal: ZWireOptionalNumber,
  feeChangeReason: ZWireOptionalText,
  feeChangeDate: ZWireOptionalDateTime,
  feeAcceptDate: ZWireOptionalDateTime,
});
export type WireInspectionApplicationDetail = z.infer<typeof ZWireInspectionApplicationDetail>;

/** A piece of equipment not yet on file (first and supervision inspections). */
export const ZWireNewEquipmentItem = z.object({
  equCategory: z.string().regex(/^[1-9]000$/),
  equType: z.string().trim().regex(/^[0-9A-Z]{4}$/),
  equName: z.string().trim().min(1).max(100),
  equCode: wireFormText(50),
  equModel: wireFormText(100),
  usePlace: z.string().trim().min(1).max(200),
});
export type WireNewEquipmentItem = z.infer<typeof ZWireNewEquipmentItem>;

const ZWireNewEquipmentList = wireJsonList(ZWireNewEquipmentItem, 50);

/** The files of each material (`materials`, JSON text): the material's code and its attachment ids. */
export const ZWireApplicationMaterial = z.object({
  code: z.string().regex(/^[A-Za-z]{1,40}$/),
  attachmentIds: z.array(z.string().trim().min(1).max(64)).max(50),
});
const ZWireMaterialList = wireJsonList(ZWireApplicationMaterial, 20);

/**
 * The form of `appOnline/save` (`id` too for an edit). The unit comes from the session (or from the
 * authorisation code on the public page). `equipmentIds` comma-separated; `newEquipment` JSON text.
 */
export const ZWireInspectionApplicationForm = z.object({
  checkType: z.enum(WIRE_INSPECTION_KINDS),
  equipmentIds: ZWireIdList,
  newEquipment: ZWireNewEquipmentList,
  checkOrg: wireFormText(100),
  wishDate: ZWireFormOptionalDay,
  siteContact: z.string().trim().min(1).max(50),
  siteContactMobile: z.string().regex(/^1[3-9]\d{9}$/),
  siteAddress: z.string().trim().min(1).max(200),
  areaCode: z.union([z.literal(''), z.string().regex(/^\d{6}$/)]).default(''),
  maintainUnit: wireFormText(100),
  invoiceTitle: wireFormText(100),
  taxNo: wireFormText(20),
  reportPickup: z.enum(WIRE_REPORT_PICKUPS).default('自取'),
  expressAddress: wireFormText(200),
  urgent: ZWireFlag,
  remark: wireFormText(500),
  attachmentIds: ZWireIdList,
  bcwUnit: wireFormText(100),
  bcwType: z.union([z.literal(''), z.enum(WIRE_CONSTRUCTION_KINDS)]).default(''),
  bcwId: wireFormText(64),
  materials: ZWireMaterialList,
  /** 管道单元 per piping file (管道定期检验), JSON text. */
  pipeUnits: ZWirePipeUnitsField,
  isCommit: ZWireFlag,
  isPc: ZWireFlag,
});
export type WireInspectionApplicationFormInput = z.input<typeof ZWireInspectionApplicationForm>;
export type WireInspectionApplicationFormFields = z.output<typeof ZWireInspectionApplicationForm>;

/** The form fields as strings, ready for `encodeForm`. */
export function inspectionApplicationForm(
  fields: WireInspectionApplicationFormFields,
  extra: { id?: string; authCode?: string } = {},
): Record<string, string> {
  const { equipmentIds, newEquipment, attachmentIds, materials, pipeUnits, urgent, isCommit, isPc, ...text } = fields;
  return {
    ...(extra.id === undefined ? {} : { id: extra.id }),
    ...(extra.authCode === undefined ? {} : { authCode: extra.authCode }),
    ...text,
    equipmentIds: equipmentIds.join(','),
    newEquipment: JSON.stringify(newEquipment),
    attachmentIds: attachmentIds.join(','),
    materials: JSON.stringify(materials),
    pipeUnits: JSON.stringify(pipeUnits),
    urgent: urgent ? '1' : '0',
    isCommit: String(isCommit),
    isPc: String(isPc),
  };
}

/** Filters of `appOnline/list` besides the paging; `submitDateEnd` is exclusive (the date rule). */
export const ZWireInspectionApplicationQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  onlinelsh: z.string().trim().max(50).optional(),
  /** Applications that name this equipment file. */
  equipmentId: z.string().trim().max(64).optional(),
  checkType: z.enum(WIRE_INSPECTION_KINDS).optional(),
  status: z.enum(WIRE_INSPECTION_APPLICATION_STATES).optional(),
  payState: z.enum(WIRE_PAYMENT_STATES).optional(),
  submitDateBegin: z.string().optional(),
  submitDateEnd: z.string().optional(),
});
export type WireInspectionApplicationQuery = z.input<typeof ZWireInspectionApplicationQuery>;

/** `checkOnline` and `getChargeInspectionFee` take the kind and the chosen equipment. */
export const ZWireApplicationEquipmentForm = z.object({
  checkType: z.enum(WIRE_INSPECTION_KINDS),
  equipmentIds: ZWireIdList,
});

/** `checkOnline`: `pass` and one problem per refused piece of equipment. */
export const ZWireApplicationCheck = wireRecord({
  pass: ZWireFlag,
  problems: wireList(wireRecord({ equipmentId: ZWireText, registCode: ZWireOptionalText, reason: ZWireText })),
});
export type WireApplicationCheck = z.infer<typeof ZWireApplicationCheck>;

/** `getChargeInspectionFee`: per piece of equipment its fee and breakdown, and the total (yuan). */
export const ZWireFeeQuote = wireRecord({
  items: z
    .array(
      wireRecord({
        equipmentId: ZWireText,
        registCode: ZWireOptionalText,
        equName: ZWireOptionalText,
        fee: ZWireOptionalNumber,
        feeBreakdown: wireList(wireRecord({ label: ZWireText, amount: ZWireOptionalNumber })),
      }),
    )
    .nullish()
    .transform((rows) => rows ?? []),
  total: ZWireOptionalNumber,
});
export type WireFeeQuote = z.infer<typeof ZWireFeeQuote>;

/** `authCode`: the issued code and until when it is valid. */
/** An issued code; `sendDate` and `resendAfter` (seconds) when a text went to the site contact. */
export const ZWireAuthCodeIssued = wireRecord({ authCode: ZWireText, expires: ZWireDateTime, sendDate: ZWireOptionalDateTime, resendAfter: ZWireOptionalNumber });

/** `invoiceTitles`: titles with tax numbers the platform knows for the unit. */
export const ZWireInvoiceTitles = z.array(wireRecord({ title: ZWireText, taxNo: ZWireOptionalText }));

/** `unit/inspectionUnitBasicList`: the institutes one may apply to. */
export const ZWireInstitutes = z.array(
  wireRecord({ id: ZWireText, name: ZWireText, address: ZWireOptionalText, phone: ZWireOptionalText }),
);
