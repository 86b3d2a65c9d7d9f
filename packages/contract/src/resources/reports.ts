import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZAnswerDateTime, ZIdParams, ZIsoDate, ZPageQuery } from '../common';
import { ZCategoryCode } from '../constants/categories';
import { ZReportType } from '../constants/report-types';
import {
  ZInspectionApplicationState,
  ZInspectionConclusion,
  ZInspectionKind,
} from '../constants/statuses';
import { boundedText } from '../validation/schemas';
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
});
export type Report = z.infer<typeof ZReportSchema>;

export const ZReportQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional(),
  reportNo: boundedText(50).optional(),
  registerCode: boundedText(20).optional(),
  categoryCode: ZCategoryCode.optional(),
  kind: ZInspectionKind.optional(),
  conclusion: ZInspectionConclusion.optional(),
  checkDateFrom: ZIsoDate.optional(),
  checkDateTo: ZIsoDate.optional(),
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
  keyword: boundedText(100).optional(),
  state: ZInspectionApplicationState.optional(),
});

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
    pathParams: ZIdParams.extend({ reportType: ZReportType }),
    responses: { 200: pdfResponse },
    summary: 'A report file of one print type (LLDSJ, YJTZS, DYSYBJ, TZSXZ) as PDF',
    metadata: meta(ACCESS.reportView),
  },
});
