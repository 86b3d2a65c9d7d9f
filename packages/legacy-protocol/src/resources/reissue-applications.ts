import { z } from 'zod/v4';
import { wirePath } from '../paths';
import { wireRecord, wireWordsOf, ZWireDateTime, ZWireIdList, ZWireOptionalText, ZWireText } from '../wire-values';

/**
 * Applications to re-issue a report or get a change note (`reissueApply`): the unit's list, detail
 * and save; the institute's `auditList` and `audit`. Answers `result` + `errorMsg`, payload under `data`.
 */
export const REISSUE_APPLICATION_WIRE_PATHS = {
  list: '/a/stone/reissueApply/list',
  detail: '/a/stone/reissueApply/detail',
  save: '/a/stone/reissueApply/save',
  auditList: '/a/stone/reissueApply/auditList',
  auditDetail: '/a/stone/reissueApply/auditDetail',
  audit: '/a/stone/reissueApply/audit',
} as const;

export function reissueApplicationDetailPath(id: string): string {
  return wirePath(REISSUE_APPLICATION_WIRE_PATHS.detail, id);
}

export function reissueApplicationAuditDetailPath(id: string): string {
  return wirePath(REISSUE_APPLICATION_WIRE_PATHS.auditDetail, id);
}

export const REISSUE_OUTCOME_WORDS = { reissue_report: '重新出具检验报告', change_note: '出具更改说明单' } as const;
export type WireReissueOutcome = (typeof REISSUE_OUTCOME_WORDS)[keyof typeof REISSUE_OUTCOME_WORDS];
export const WIRE_REISSUE_OUTCOMES = wireWordsOf(REISSUE_OUTCOME_WORDS);

/** States keyed by the contract's review-state codes (a re-issue application is never a draft). */
export const REISSUE_STATE_WORDS = { submitted: '已提交', approved: '已通过', returned: '已退回' } as const;
export type WireReissueState = (typeof REISSUE_STATE_WORDS)[keyof typeof REISSUE_STATE_WORDS];
export const WIRE_REISSUE_STATES = wireWordsOf(REISSUE_STATE_WORDS);

export const REISSUE_MESSAGES = {
  notFound: '补发申请不存在或无权查看',
  reportNotFound: '报告编号不存在或不属于本单位',
  alreadyDecided: '该申请已处理',
  opinionRequired: '退回时请填写意见',
  outcomeRequired: '通过时请选择处理方式',
  forbidden: '无权审核补发申请',
  attachmentForeign: '附件不存在、不属于本单位或已关联其他业务',
  reportSuperseded: '该报告已被替代，不能再次重新出具，请对新报告申请',
} as const;

export const ZWireReissueApplication = wireRecord({
  id: ZWireText,
  reportNo: ZWireText,
  reason: ZWireText,
  applyType: ZWireText,
  dealType: ZWireOptionalText,
  status: ZWireText,
  applyDate: ZWireDateTime,
  opinion: ZWireOptionalText,
  unitName: ZWireOptionalText,
  attachmentIds: ZWireIdList,
  /** The new report's number when the decision re-issued the report. */
  newReportNo: ZWireOptionalText,
});
export type WireReissueApplication = z.infer<typeof ZWireReissueApplication>;

export const ZWireReissueQuery = z.object({
  status: z.enum(WIRE_REISSUE_STATES).optional(),
  keyword: z.string().trim().max(100).optional(),
});

export const ZWireReissueForm = z.object({
  reportNo: z.string().trim().min(1).max(50),
  reason: z.string().trim().min(1).max(1000),
  applyType: z.enum(WIRE_REISSUE_OUTCOMES),
  attachmentIds: ZWireIdList,
});

/** `audit`: `pass` 1 with `dealType`, or 0 with `opinion`. */
export const ZWireReissueAuditForm = z.object({
  id: z.string().min(1),
  pass: z.enum(['1', '0']),
  dealType: z.union([z.literal(''), z.enum(WIRE_REISSUE_OUTCOMES)]).default(''),
  opinion: z.string().trim().max(500).default(''),
  /** The portal's origin, for the QR code of a re-issued report's files. */
  origin: z.string().optional(),
});
