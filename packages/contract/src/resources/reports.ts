import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZAnswerDateTime, ZIdParams, ZIsoDate, ZPageQuery } from '../common';
import { containsFilter, exactFilter, fromDayFilter, keywordFilter, registerCodePrefixFilter, toDayFilter } from '../filter-descriptions';
import { ZCategoryCode } from '../constants/categories';
import { ZReportType } from '../constants/report-types';
import {
  ZInspectionApplicationState,
  ZInspectionConclusion,
  ZInspectionKind,
} from '../constants/statuses';
import { boundedText, requiredText } from '../validation/schemas';
import { message } from '../messages';
import { pdfResponse, rangesInOrder } from '../shared-schemas';

/** Inspection reports: the collection, the ones still in process, and their PDF files. */

const c = initContract();

export const ZReportSchema = z.object({
  id: z.string(),
  reportNo: z.string(),
  kind: ZInspectionKind,
  equipmentId: z.string().nullable(),
  categoryCode: ZCategoryCode,
  equipmentName: z.string(),
  registerCode: z.string(),
  institute: z.string(),
  checkDate: ZIsoDate,
  conclusion: ZInspectionConclusion,
  nextCheckDate: ZIsoDate.nullable(),
  issuedAt: ZIsoDate.nullable(),
  /** Files this report has on the print host. */
  fileTypes: z.array(ZReportType),
  /** 1 for a first issue; a re-issue (重新出具检验报告) is the next version under a new number. */
  version: z.number().int().min(1),
  /** The number of the report that replaced this one (已被替代), or null while it stands. */
  supersededBy: z.string().nullable(),
  /** The number of the report this one replaced, or null for a first issue. */
  supersedes: z.string().nullable(),
});
export type Report = z.infer<typeof ZReportSchema>;

export const ZReportQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter('the equipment name, the report number, the register code and the use place')),
  reportNo: boundedText(50).optional().describe(containsFilter('report number')),
  registerCode: boundedText(20).optional().describe(registerCodePrefixFilter('reports')),
  categoryCode: ZCategoryCode.optional().describe(exactFilter('equipment category')),
  kind: ZInspectionKind.optional().describe(exactFilter('inspection kind')),
  conclusion: ZInspectionConclusion.optional().describe(exactFilter('conclusion')),
  checkDateFrom: ZIsoDate.optional().describe(fromDayFilter('inspection date')),
  checkDateTo: ZIsoDate.optional().describe(toDayFilter('inspection date')),
}).superRefine(rangesInOrder([['checkDateFrom', 'checkDateTo']]));

/** report-query-flowing: applications whose report is not out yet, with where they stand. */
export const ZReportInProcessSchema = z.object({
  applicationId: z.string(),
  applicationNo: z.string(),
  kind: ZInspectionKind,
  equipmentName: z.string(),
  registerCode: z.string(),
  state: ZInspectionApplicationState,
  stateLabel: z.string(),
  updatedAt: ZAnswerDateTime,
});

export const ZReportInProcessQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter("the application number, and the equipment's name and register code")),
  state: ZInspectionApplicationState.optional().describe(exactFilter('state')),
});

/** The verification code in a report's QR link: random, never the report's number or id. */
export const ZReportVerificationQuerySchema = z.object({
  code: requiredText(30).regex(/^[0-9A-Za-z]+$/, message('invalidOption')).describe("The verification code of the report's QR link"),
});

/**
 * What the public verification page shows of an issued report: no more than the report prints, and
 * the SHA-256 of each of its kept files, so a holder can check a PDF byte for byte.
 */
export const ZReportVerificationSchema = z.object({
  reportNo: z.string(),
  equipmentName: z.string(),
  registerCode: z.string(),
  kind: z.string(),
  conclusion: z.string(),
  checkDate: ZIsoDate,
  nextCheckDate: ZIsoDate.nullable(),
  issuedAt: ZAnswerDateTime,
  institute: z.string(),
  /** valid: the report stands; superseded: a re-issue replaced it (its files are still the bytes issued, but no longer valid). */
  state: z.enum(['valid', 'superseded']),
  /** The number of the report that replaced it, when superseded. */
  supersededBy: z.string().nullable(),
  files: z.array(z.object({ reportType: ZReportType, sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type ReportVerification = z.infer<typeof ZReportVerificationSchema>;

export const reportRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/reports',
    query: ZReportQuerySchema,
    responses: { 200: pageOf(ZReportSchema) },
    summary: 'Issued inspection reports of the unit (report-query)',
    metadata: meta(ACCESS.reportView),
  },
  inProcess: {
    method: 'GET',
    path: '/api/v1/reports/in-process',
    query: ZReportInProcessQuerySchema,
    responses: { 200: pageOf(ZReportInProcessSchema) },
    summary: 'Reports still in process (report-query-flowing)',
    metadata: meta(ACCESS.reportView),
  },
  download: {
    method: 'GET',
    path: '/api/v1/reports/:id/files/:reportType',
    pathParams: ZIdParams.extend({ reportType: ZReportType.describe('Which file of the report (one of its fileTypes)') }),
    responses: { 200: pdfResponse },
    summary: 'A report file of one print type (LLDSJ, YJTZS, DYSYBJ, TZSXZ) as PDF; the same bytes every time, their SHA-256 as ETag',
    metadata: meta(ACCESS.reportView),
  },
  verify: {
    method: 'GET',
    path: '/api/v1/public/report-verification',
    query: ZReportVerificationQuerySchema,
    responses: { 200: ZReportVerificationSchema },
    summary: "What a report's QR code opens: the issued report and its files' SHA-256 by the random verification code (no session)",
    metadata: meta('public'),
  },
});
