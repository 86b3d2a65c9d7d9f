import { z } from 'zod';
import type { Option } from './options';

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
export const REPORT_TYPE_OPTIONS: readonly Option<ReportType>[] = [
  { code: 'LLDSJ', label: '报告（LLDSJ）', en: 'Report (LLDSJ)' },
  { code: 'YJTZS', label: '意见通知书', en: 'Opinion notice' },
  { code: 'DYSYBJ', label: '报告（DYSYBJ）', en: 'Report (DYSYBJ)' },
  { code: 'TZSXZ', label: '报告（TZSXZ）', en: 'Report (TZSXZ)' },
];

