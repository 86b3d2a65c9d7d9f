import { z } from 'zod/v4';
import { ZWireFormDay, ZWireFormOptionalDay } from '../form';
import { wirePath } from '../paths';
import { fromJsonText, wireList, wireRecord, ZWireOptionalText, ZWireText } from '../wire-values';
import { ZWireAttachment } from './attachments';
import {
  WIRE_INSPECTION_APPLICATION_STATES,
  WIRE_INSPECTION_KINDS,
  ZWireInspectionApplication,
  ZWireInspectionApplicationDetail,
} from './inspection-applications';

/**
 * The institute's side of the online inspection applications (`appOnlineAudit`, this project's name):
 * every unit's applications, and the moves of their life — pre-review (pass with the fee, or return
 * with a reason), accept, schedule, record the result, issue the report. Roles holding
 * `inspection:review` only. Answers `isSuccess: 1|0` + `errorMsg`, like `appOnline`.
 */
export const INSPECTION_PROCESSING_WIRE_PATHS = {
  list: '/a/stone/appOnlineAudit/list',
  detail: '/a/stone/appOnlineAudit/detail',
  preReview: '/a/stone/appOnlineAudit/preReview',
  accept: '/a/stone/appOnlineAudit/accept',
  schedule: '/a/stone/appOnlineAudit/schedule',
  result: '/a/stone/appOnlineAudit/result',
  /** 安排复检: after the unit's rectification, the re-inspection's date and inspector (the schedule form). */
  reinspect: '/a/stone/appOnlineAudit/reinspect',
  issueReport: '/a/stone/appOnlineAudit/issueReport',
} as const;

export function inspectionProcessingDetailPath(id: string): string {
  return wirePath(INSPECTION_PROCESSING_WIRE_PATHS.detail, id);
}

export const INSPECTION_PROCESSING_MESSAGES = {
  forbidden: '无权处理报检申请',
  reasonRequired: '退回时请填写退回原因',
  notPaid: '申请尚未缴费，不能受理',
  noFee: '申请尚未报价，不能通过预审',
  scheduleInvalid: '请填写约检日期和检验人员',
  resultInvalid: '检验结果不完整',
  conclusionInvalid: '检验结论与设备类别不符',
  conclusionStage: '复检应选择复检结论，首次检验不能选择复检结论',
  deadlineRequired: '检验不合格时请填写整改期限',
  deadlineBeforeCheck: '整改期限不能早于检验日期',
  checkDateFuture: '检验日期不能晚于今天',
  noResult: '尚未录入检验结果',
  checkDateBeforeAcceptance: '检验日期不能早于受理日期',
  issuerIsRecorder: '检验结果的录入人不能审核批准同一份报告，请由其他审核批准人员出具',
  stepForbidden: '您的角色不能办理这一步',
  formInvalid: '提交的内容不正确',
  feeReasonRequired: '调整检验费用时请说明原因',
  feeInvalid: '调整后的检验费用不正确：请为申请中的设备填写 0 至 1000000 元、最多两位小数的金额',
  /** The next check date rules (docs/inspection-processing.md, "Next inspection dates"); the equipment's name follows. */
  nextCheckReasonRequired: '下次检验日期与规定周期不一致，请说明原因',
  nextCheckNone: '安全状况等级5级的设备不得继续使用，不填写下次检验日期',
  nextCheckAfterCheck: '下次检验日期应晚于检验日期',
} as const;

/** One row of the institute's list: the application as `appOnline/list` writes it, and its unit. */
export const ZWireProcessingRow = wireRecord({
  application: ZWireInspectionApplication,
  unitName: ZWireText,
});
export type WireProcessingRow = z.infer<typeof ZWireProcessingRow>;

/** One item's recorded result and, once issued, its report. */
export const ZWireProcessingResult = wireRecord({
  itemId: ZWireText,
  reportId: ZWireText,
  reportNo: ZWireText,
  checkDate: ZWireText,
  checkConclusion: ZWireText,
  nextCheckDate: ZWireOptionalText,
  /** Why the next check date is not the one its rule proposes ('' or absent when it is). */
  nextCheckReason: ZWireOptionalText,
  issueDate: ZWireOptionalText,
});

/** The equipment file's safety grade (`1级`..`5级`) of an item, which a vessel's next check date follows. */
export const ZWireItemSafetyGrade = wireRecord({ itemId: ZWireText, safetyGrade: ZWireText });
export type WireProcessingResult = z.infer<typeof ZWireProcessingResult>;

/** `appOnlineAudit/detail/{id}`: the application as the unit sees it, plus the institute's records. */
export const ZWireProcessingDetail = wireRecord({
  application: ZWireInspectionApplicationDetail,
  attachments: wireList(ZWireAttachment),
  unitName: ZWireText,
  /** The unit's id, for its profile (`unit/detail/{id}`). */
  unitId: ZWireOptionalText,
  scheduleDate: ZWireOptionalText,
  inspector: ZWireOptionalText,
  checkDate: ZWireOptionalText,
  resultRemark: ZWireOptionalText,
  results: wireList(ZWireProcessingResult),
  /** The items whose equipment file names a safety grade. */
  safetyGrades: wireList(ZWireItemSafetyGrade),
  /** The opinion-notice branch: the deadline set with a failed result, then the unit's rectification. */
  rectifyDeadline: ZWireOptionalText,
  rectifyContent: ZWireOptionalText,
  rectifyDate: ZWireOptionalText,
  rectifyBy: ZWireOptionalText,
});
export type WireProcessingDetail = z.infer<typeof ZWireProcessingDetail>;

/** Filters of `appOnlineAudit/list` besides the paging; `submitDateEnd` is exclusive (the date rule). */
export const ZWireProcessingQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  unitName: z.string().trim().max(100).optional(),
  checkType: z.enum(WIRE_INSPECTION_KINDS).optional(),
  status: z.enum(WIRE_INSPECTION_APPLICATION_STATES).optional(),
  /** 1: only applications waiting for the institute's move; 0: the others. */
  todo: z.enum(['1', '0']).optional(),
  submitDateBegin: z.string().optional(),
  submitDateEnd: z.string().optional(),
});
export type WireProcessingQuery = z.input<typeof ZWireProcessingQuery>;


/** One item's fee as pre-review sets it (yuan), in `preReview`'s `fees` (JSON text). */
export const ZWireItemFee = z.object({ itemId: z.string().min(1).max(64), fee: z.number().min(0).max(1_000_000) });
export type WireItemFee = z.infer<typeof ZWireItemFee>;

/**
 * `preReview`: `pass` 1 (to 待缴费 with the quoted fee) or 0 (to 退回, `opinion` required). A pass may
 * change items' fees (`fees`, JSON text) with `feeReason`; the unit then accepts the new quote before
 * it pays (docs/inspection-processing.md, "Changing the fee").
 */
export const ZWirePreReviewForm = z.object({
  id: z.string().min(1),
  pass: z.enum(['1', '0']),
  opinion: z.string().trim().max(500).default(''),
  fees: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? [] : fromJsonText(value)), z.array(ZWireItemFee).max(200).default([])),
  feeReason: z.string().trim().max(200).default(''),
});
export type WirePreReviewForm = z.infer<typeof ZWirePreReviewForm>;

export const ZWireAcceptForm = z.object({ id: z.string().min(1), remark: z.string().trim().max(500).default('') });

export const ZWireScheduleForm = z.object({
  id: z.string().min(1),
  scheduleDate: ZWireFormDay,
  inspector: z.string().trim().min(1).max(50),
});

/** One item's result in `result`'s `results` (JSON text). */
/** The outcome words of a main inspection item (检验项目) on the wire. */
export const WIRE_CHECK_ITEM_OUTCOMES = ['符合', '不符合', '无此项'] as const;
export type WireCheckItemOutcome = (typeof WIRE_CHECK_ITEM_OUTCOMES)[number];

export const ZWireCheckItem = z.object({
  code: z.string().regex(/^[a-z_]{1,30}$/),
  result: z.enum(WIRE_CHECK_ITEM_OUTCOMES),
  note: z.string().trim().max(200).default(''),
});
export type WireCheckItem = z.output<typeof ZWireCheckItem>;

export const ZWireItemResult = z.object({
  itemId: z.string().min(1),
  checkConclusion: z.string().trim().min(1).max(20),
  nextCheckDate: ZWireFormOptionalDay,
  /** Required by the platform when the date is not the one its rule proposes. */
  nextCheckReason: z.string().trim().max(200).default(''),
  /** The main items' outcomes; none means every item conforms (docs/inspection-processing.md, "Documents"). */
  checkItems: z.array(ZWireCheckItem).max(30).optional(),
});

/** `result`: the day inspected, one result per item (JSON array text), a remark. */
export const ZWireResultForm = z.object({
  id: z.string().min(1),
  checkDate: ZWireFormDay,
  results: z.preprocess(fromJsonText, z.array(ZWireItemResult).min(1).max(100)),
  remark: z.string().trim().max(500).default(''),
  /** Required when a first inspection fails (the opinion notice's deadline); ignored for a re-inspection. */
  rectifyDeadline: ZWireFormOptionalDay,
});
export type WireResultForm = z.output<typeof ZWireResultForm>;

/** `issueReport`: `origin` is the portal's, for the verification link the reports' QR codes carry. */
export const ZWireIssueReportForm = z.object({ id: z.string().min(1), origin: z.string().optional() });

/** `appOnline/rectify`: the unit's rectification of an application in 意见通知书. */
export const ZWireRectifyForm = z.object({
  id: z.string().min(1),
  content: z.string().trim().min(1).max(1000),
  attachmentIds: z
    .string()
    .default('')
    .transform((ids) => ids.split(',').map((id) => id.trim()).filter((id) => id !== '')),
});
