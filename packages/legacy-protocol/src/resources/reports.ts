import { z } from 'zod/v4';
import { wirePath } from '../paths';
import { wireRecord, ZWireOptionalDateTime, ZWireOptionalNumber, ZWireOptionalText, ZWireText } from '../wire-values';

/**
 * Inspection reports (`report`): the unit's issued reports, the applications still in process, and
 * the report files on the print host (`/api/print/report/{id}/{reportType}`, a PDF, outside `/a`).
 * Answers `result` + `errorMsg` with the payload under `data`; dates are `yyyy-MM-dd`.
 */
export const REPORT_WIRE_PATHS = {
  list: '/a/stone/report/list',
  flowingList: '/a/stone/report/flowingList',
} as const;

export const REPORT_PRINT_PATHS = { file: '/api/print/report' } as const;

/** The public check of an issued report by the verification code of its QR link (no session). */
export const REPORT_VERIFY_PATH = '/a/public/report/verify';

/** The print types the print host serves (opaque codes; YJTZS is the 意见通知书). */
export const WIRE_REPORT_TYPES = ['LLDSJ', 'YJTZS', 'DYSYBJ', 'TZSXZ'] as const;
export type WireReportType = (typeof WIRE_REPORT_TYPES)[number];

/** `/api/print/report/{id}/{reportType}`. */
export function reportFilePath(id: string, reportType: string): string {
  return wirePath(REPORT_PRINT_PATHS.file, id, reportType);
}

export const REPORT_MESSAGES = {
  notFound: '报告不存在或无权查看',
  typeNotAvailable: '该报告没有此类文件',
  unknownCode: '未找到该报告，请核对二维码',
} as const;

/** `report/verify`: an issued report as its QR code's page shows it, with each kept file's SHA-256. */
export const ZWireReportVerification = wireRecord({
  reportNo: ZWireText,
  equName: ZWireText,
  registCode: ZWireOptionalText,
  checkType: ZWireText,
  checkConclusion: ZWireText,
  checkDate: ZWireText,
  nextCheckDate: ZWireOptionalText,
  issueDate: ZWireText,
  checkOrg: ZWireText,
  files: z.array(wireRecord({ fileType: ZWireText, sha256: ZWireText })),
  /** A re-issued report's successor: the report stands superseded by that number. */
  supersededByNo: ZWireOptionalText,
});
export type WireReportVerification = z.infer<typeof ZWireReportVerification>;

/** One issued report as `report/list` writes it (`fileTypes` comma-separated print types). */
export const ZWireReport = wireRecord({
  id: ZWireText,
  reportNo: ZWireText,
  checkType: ZWireText,
  equipmentId: ZWireOptionalText,
  equCategory: ZWireText,
  equName: ZWireText,
  registCode: ZWireOptionalText,
  checkOrg: ZWireText,
  checkDate: ZWireText,
  checkConclusion: ZWireText,
  nextCheckDate: ZWireOptionalText,
  issueDate: ZWireOptionalDateTime,
  fileTypes: ZWireOptionalText,
  /** Versions (a re-issue): the report's version and the numbers it supersedes or is superseded by. */
  version: ZWireOptionalNumber,
  supersedesNo: ZWireOptionalText,
  supersededByNo: ZWireOptionalText,
});
export type WireReport = z.infer<typeof ZWireReport>;

/** Filters of `report/list` besides the paging; `checkDateEnd` is exclusive (the date rule). */
export const ZWireReportQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  reportNo: z.string().trim().max(50).optional(),
  registCode: z.string().trim().max(20).optional(),
  equCategory: z.string().regex(/^[1-9]000$/).optional(),
  checkType: z.string().trim().max(20).optional(),
  checkConclusion: z.string().trim().max(20).optional(),
  checkDateBegin: z.string().optional(),
  checkDateEnd: z.string().optional(),
});
export type WireReportQuery = z.input<typeof ZWireReportQuery>;

/** One application in process as `report/flowingList` writes it (the first item's equipment, and how many). */
export const ZWireReportFlowing = wireRecord({
  id: ZWireText,
  onlinelsh: ZWireText,
  checkType: ZWireText,
  equName: ZWireText,
  registCode: ZWireOptionalText,
  status: ZWireText,
  updateDate: ZWireText,
});
export type WireReportFlowing = z.infer<typeof ZWireReportFlowing>;

export const ZWireReportFlowingQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  status: z.string().trim().max(20).optional(),
});
