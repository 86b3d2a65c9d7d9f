import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZIdParams, ZIsoDate, ZPageQuery, ZText } from '../common';
import { exactFilter, fromDayFilter, keywordFilter, toDayFilter } from '../filter-descriptions';
import { EMPLOYMENT_STATES, GENDERS, OPERATOR_CODES, ZEmploymentState, ZGender, ZOperatorCode } from '../constants/statuses';
import {
  boundedText,
  choiceText,
  dateText,
  datesInOrder,
  optionalText,
  required,
  requiredText,
  ruleText,
  withFormChecks,
  ZIdCard,
  ZMobile,
} from '../validation/schemas';
import { rangesInOrder, xlsxResponse, ZAttachmentIds, ZSavedSchema } from '../shared-schemas';

/** Operators (作业人员) of the unit and their certificates (TSG Z6001). */

const c = initContract();

export const ZQualificationSchema = z.object({
  id: z.string(),
  operatorCode: ZOperatorCode,
  operatorLabel: z.string(),
  certificateNo: z.string(),
  issuingAuthority: z.string(),
  issueDate: ZIsoDate.nullable(),
  validTo: ZIsoDate.nullable(),
  /** 复审日期: when the certificate was last re-examined (TSG Z6001 renews it every 4 years). */
  reviewDate: ZIsoDate.nullable(),
});
export type Qualification = z.infer<typeof ZQualificationSchema>;

export const ZQualificationBodySchema = z.object({
  id: ZText.max(64).optional(),
  operatorCode: ZOperatorCode,
  certificateNo: requiredText(50),
  issuingAuthority: requiredText(100),
  issueDate: ZIsoDate,
  validTo: ZIsoDate,
  reviewDate: ZIsoDate.optional(),
}).superRefine(rangesInOrder([['issueDate', 'validTo']]));
export type QualificationBody = z.input<typeof ZQualificationBodySchema>;

/** ID card and mobile numbers leave the gateway masked in lists; the detail carries the full numbers. */
export const ZWorkerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  gender: ZGender.nullable(),
  idCardMasked: z.string(),
  mobileMasked: z.string(),
  employmentState: ZEmploymentState,
  operatorCodes: z.array(ZOperatorCode),
  nearestValidTo: ZIsoDate.nullable(),
});
export type WorkerSummary = z.infer<typeof ZWorkerSummarySchema>;

export const ZWorkerSchema = ZWorkerSummarySchema.extend({
  idCard: z.string(),
  mobile: z.string(),
  remark: z.string(),
  qualifications: z.array(ZQualificationSchema),
  attachmentIds: z.array(z.string()),
});
export type Worker = z.infer<typeof ZWorkerSchema>;

export const ZWorkerBodySchema = z.object({
  name: requiredText(50, 'nameRequired'),
  gender: ZGender,
  idCard: required(ZIdCard),
  mobile: ZMobile,
  employmentState: ZEmploymentState.default('employed'),
  remark: boundedText(500, 'multiline').default(''),
  qualifications: z.array(ZQualificationBodySchema).max(30).default([]),
  attachmentIds: ZAttachmentIds,
});
export type WorkerBody = z.input<typeof ZWorkerBodySchema>;

/** One certificate row of the operator form, as typed (text values; see ZWorkerFormSchema). */
export const ZQualificationFormSchema = withFormChecks(
  z.object({
    id: z.string(),
    operatorCode: choiceText(OPERATOR_CODES.map((option) => option.code), true),
    certificateNo: requiredText(50),
    issuingAuthority: requiredText(100),
    issueDate: dateText(true),
    validTo: dateText(true),
    reviewDate: dateText(),
  }),
  datesInOrder('issueDate', 'validTo'),
);

/** The add/edit form of an operator as typed; the checked values become a ZWorkerBodySchema body. */
export const ZWorkerFormSchema = z.object({
  name: requiredText(50, 'nameRequired'),
  gender: choiceText(GENDERS.map((option) => option.code), true),
  idCard: required(ZIdCard),
  mobile: ruleText('mobile'),
  employmentState: choiceText(EMPLOYMENT_STATES.map((option) => option.code), true),
  remark: optionalText(500, 'multiline'),
  qualifications: z.array(ZQualificationFormSchema).max(30),
});
export type WorkerForm = z.input<typeof ZWorkerFormSchema>;
export type QualificationForm = z.input<typeof ZQualificationFormSchema>;

export const ZWorkerQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter('the name, the ID card number and the mobile')),
  operatorCode: ZOperatorCode.optional().describe('Only operators holding a certificate of this operator category (exact code)'),
  employmentState: ZEmploymentState.optional().describe(exactFilter('employment state')),
});
export type WorkerQuery = z.input<typeof ZWorkerQuerySchema>;

/** Days ahead in which a certificate counts as expiring (the overview's warning window). */
export const CERTIFICATE_WARNING_DAYS = 90;

/** The overview: operators and certificates by 作业项目 code, and certificates near or past their end. */
export const ZWorkerOverviewSchema = z.object({
  workers: z.number().int(),
  employed: z.number().int(),
  certificates: z.number().int(),
  /** Valid certificates whose validTo falls within CERTIFICATE_WARNING_DAYS from today. */
  expiringSoon: z.number().int(),
  expired: z.number().int(),
  byOperatorCode: z.array(
    z.object({ code: ZOperatorCode, label: z.string(), workers: z.number().int(), certificates: z.number().int() }),
  ),
});
export type WorkerOverview = z.infer<typeof ZWorkerOverviewSchema>;

/** One row per certificate for the certificate page, with its holder. */
export const ZCertificateSchema = ZQualificationSchema.extend({
  workerId: z.string(),
  workerName: z.string(),
  employmentState: ZEmploymentState,
});
export const ZCertificateQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter("the holder's name and the certificate number")),
  operatorCode: ZOperatorCode.optional().describe(exactFilter('operator category')),
  validToFrom: ZIsoDate.optional().describe(fromDayFilter('expiry date')),
  validToTo: ZIsoDate.optional().describe(toDayFilter('expiry date')),
}).superRefine(rangesInOrder([['validToFrom', 'validToTo']]));
export type Certificate = z.infer<typeof ZCertificateSchema>;
export type CertificateQuery = z.input<typeof ZCertificateQuerySchema>;

export const workerRoutes = c.router({
  overview: {
    method: 'GET',
    path: '/api/v1/workers/overview',
    responses: { 200: ZWorkerOverviewSchema },
    summary: 'Operators and certificates by operator code, with expiring certificates',
    metadata: meta(ACCESS.workerView),
  },
  export: {
    method: 'GET',
    path: '/api/v1/workers/export',
    query: ZWorkerQuerySchema.omit({ page: true, pageSize: true }),
    responses: { 200: xlsxResponse },
    summary: 'The operator list as an Excel file, ID card and mobile numbers masked',
    metadata: meta(ACCESS.workerView),
  },
  list: {
    method: 'GET',
    path: '/api/v1/workers',
    query: ZWorkerQuerySchema,
    responses: { 200: pageOf(ZWorkerSummarySchema) },
    summary: 'Operators of the unit',
    metadata: meta(ACCESS.workerView),
  },
  get: {
    method: 'GET',
    path: '/api/v1/workers/:id',
    pathParams: ZIdParams,
    responses: { 200: ZWorkerSchema },
    summary: 'One operator with qualifications',
    metadata: meta(ACCESS.workerView),
  },
  create: {
    method: 'POST',
    path: '/api/v1/workers',
    body: ZWorkerBodySchema,
    responses: { 201: ZSavedSchema },
    summary: 'Add an operator',
    metadata: meta(ACCESS.workerEdit),
  },
  update: {
    method: 'PUT',
    path: '/api/v1/workers/:id',
    pathParams: ZIdParams,
    body: ZWorkerBodySchema,
    responses: { 200: ZSavedSchema },
    summary: 'Update an operator and their qualifications',
    metadata: meta(ACCESS.workerEdit),
  },
  delete: {
    method: 'DELETE',
    path: '/api/v1/workers/:id',
    pathParams: ZIdParams,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Delete an operator',
    metadata: meta(ACCESS.workerEdit),
  },
  qualifications: {
    method: 'GET',
    path: '/api/v1/workers/:id/qualifications',
    pathParams: ZIdParams,
    responses: { 200: z.array(ZQualificationSchema) },
    summary: 'Qualifications (certificates) of one operator',
    metadata: meta(ACCESS.workerView),
  },
  certificates: {
    method: 'GET',
    path: '/api/v1/worker-certificates',
    query: ZCertificateQuerySchema,
    responses: { 200: pageOf(ZCertificateSchema) },
    summary: 'All operator certificates of the unit, filterable by expiry',
    metadata: meta(ACCESS.workerView),
  },
});
