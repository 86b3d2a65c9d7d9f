import {
  INSPECTION_APPLICATION_STATES,
  INSPECTION_CONCLUSIONS,
  INSPECTION_KINDS,
  REPORT_TYPES,
  ZReportInProcessQuerySchema,
  ZReportQuerySchema,
  type InspectionKind,
  type Report,
  type ReportType,
  type ReportVerification,
} from '@portal/contract';
import {
  inspectionKindWord,
  inspectionStateWord,
  type QueryValue,
  type WireReport,
  type WireReportFlowing,
  type WireReportVerification,
} from '@portal/legacy-protocol';
import type { z } from 'zod';
import { categoryOf, codeOf, findCode, isoDate, sortFieldsOf, textOrNull, type SortFields } from '../../legacy/wire-values';

/**
 * Inspections on file carry more kinds than an application has (内部检验, 年度检查, …); those are
 * periodic inspections as far as the clean API's kinds go.
 */
export function reportKindOf(word: string): InspectionKind {
  return findCode(INSPECTION_KINDS, word) ?? 'periodic';
}

export function toReport(wire: WireReport): Report {
  return {
    id: wire.id,
    reportNo: wire.reportNo,
    kind: reportKindOf(wire.checkType),
    equipmentId: textOrNull(wire.equipmentId),
    categoryCode: categoryOf(wire.equCategory),
    equipmentName: wire.equName,
    registerCode: wire.registCode ?? '',
    institute: wire.checkOrg,
    checkDate: isoDate(wire.checkDate) ?? wire.checkDate,
    conclusion: codeOf(INSPECTION_CONCLUSIONS, wire.checkConclusion, 'inspection conclusion'),
    nextCheckDate: isoDate(wire.nextCheckDate),
    issuedAt: isoDate(wire.issueDate),
    fileTypes: (wire.fileTypes ?? '').split(',').filter((type): type is ReportType => (REPORT_TYPES as readonly string[]).includes(type)),
    version: wire.version ?? 1,
    supersededBy: textOrNull(wire.supersededByNo),
    supersedes: textOrNull(wire.supersedesNo),
  };
}

export type ReportQueryValue = z.output<typeof ZReportQuerySchema>;

/** Clean sort fields -> the report columns `report/list` orders by. */
export const REPORT_SORT_FIELDS = sortFieldsOf(['reportNo', 'categoryCode', 'equipmentName', 'registerCode', 'checkDate', 'conclusion', 'nextCheckDate', 'issuedAt']);

/** `report/list` filters; `checkDateEnd` goes through the date rule (inclusive → exclusive). */
export function toReportFilters(query: ReportQueryValue): Record<string, QueryValue> {
  return {
    keyword: query.keyword,
    reportNo: query.reportNo,
    registCode: query.registerCode,
    equCategory: query.categoryCode,
    checkType: query.kind ? inspectionKindWord(query.kind) : undefined,
    checkConclusion: query.conclusion ? INSPECTION_CONCLUSIONS.find((conclusion) => conclusion.code === query.conclusion)?.label : undefined,
    checkDateBegin: query.checkDateFrom,
    checkDateEnd: query.checkDateTo,
  };
}

export function toReportInProcess(wire: WireReportFlowing) {
  return {
    applicationId: wire.id,
    applicationNo: wire.onlinelsh,
    kind: codeOf(INSPECTION_KINDS, wire.checkType, 'inspection kind'),
    equipmentName: wire.equName,
    registerCode: wire.registCode ?? '',
    state: codeOf(INSPECTION_APPLICATION_STATES, wire.status, 'application state'),
    stateLabel: wire.status,
    updatedAt: wire.updateDate,
  };
}

export type ReportInProcessQueryValue = z.output<typeof ZReportInProcessQuerySchema>;

/** `report/flowingList` keeps one order, the latest change first (it reads no `orderBy`). */
export const REPORT_IN_PROCESS_ORDER: SortFields = { updatedAt: { only: 'desc' } };

/** `report/flowingList` filters. */
export function toReportInProcessFilters(query: ReportInProcessQueryValue): Record<string, QueryValue> {
  return {
    keyword: query.keyword,
    status: query.state ? inspectionStateWord(query.state) : undefined,
  };
}

/** `report/verify` → what the verification page shows: the report's own words, and its files' SHA-256. */
export function toReportVerification(wire: WireReportVerification): ReportVerification {
  return {
    reportNo: wire.reportNo,
    equipmentName: wire.equName,
    registerCode: wire.registCode ?? '',
    kind: wire.checkType,
    conclusion: wire.checkConclusion,
    checkDate: isoDate(wire.checkDate) ?? wire.checkDate,
    nextCheckDate: isoDate(wire.nextCheckDate),
    issuedAt: wire.issueDate,
    institute: wire.checkOrg,
    state: wire.supersededByNo ? 'superseded' : 'valid',
    supersededBy: textOrNull(wire.supersededByNo),
    files: wire.files.flatMap((file) =>
      (REPORT_TYPES as readonly string[]).includes(file.fileType) ? [{ reportType: file.fileType as ReportType, sha256: file.sha256 }] : [],
    ),
  };
}
