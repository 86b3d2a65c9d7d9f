import { z } from 'zod';

/**
 * Print report types of the print host. The platform does not document their meaning (docs/legacy-wire.md):
 * keep them opaque; the display names are defaults a deployment may override.
 */
export const REPORT_TYPES = ['LLDSJ', 'YJTZS', 'DYSYBJ', 'TZSXZ'] as const;
export const ZReportType = z.enum(REPORT_TYPES);
export type ReportType = (typeof REPORT_TYPES)[number];

/**
 * Default display names. Only YJTZS (意见通知书) is known; the others are neutral placeholders
 * that a deployment is expected to override with its own names.
 */
export const DEFAULT_REPORT_TYPE_NAMES: Record<ReportType, string> = {
  LLDSJ: '报告（LLDSJ）',
  YJTZS: '意见通知书',
  DYSYBJ: '报告（DYSYBJ）',
  TZSXZ: '报告（TZSXZ）',
};
