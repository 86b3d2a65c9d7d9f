import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZIdParams, ZIsoDate, ZPageQuery, ZText } from '../common';
import { exactFilter, fromDayFilter, keywordFilter, toDayFilter } from '../filter-descriptions';
import { EMPLOYMENT_STATES, GENDERS, WORK_ITEMS, ZEmploymentState, ZGender, ZWorkItem, type WorkItem } from '../constants/statuses';
import { deprecatedField, oneSpelling } from '../deprecated-fields';
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

/**
 * Workers (作业人员) of the unit and their certificates (作业人员证, TSG Z6001), each for one work item
 * (作业项目, `WORK_ITEMS`). The wire's words `qualifications` and `operatorCode` stay as deprecated
 * aliases until /api/v2 (docs/api.md, "Deprecated fields and routes").
 */

const c = initContract();

/** One certificate of a worker, as the worker's answer carries it. */
export const ZWorkerCertificateSchema = z.object({
  id: z.string(),
  workItem: ZWorkItem,
  workItemLabel: z.string(),
  certificateNo: z.string(),
  issuingAuthority: z.string(),
  issueDate: ZIsoDate.nullable(),
  validTo: ZIsoDate.nullable(),
  /** 复审日期: when the certificate was last re-examined (TSG Z6001 renews it every 4 years). */
  reviewDate: ZIsoDate.nullable(),
  operatorCode: deprecatedField(ZWorkItem, 'workItem'),
  operatorLabel: deprecatedField(z.string(), 'workItemLabel'),
});
export type WorkerCertificate = z.infer<typeof ZWorkerCertificateSchema>;
/** @deprecated Since 1.5.0: `ZWorkerCertificateSchema` (the same answer). */
export const ZQualificationSchema = ZWorkerCertificateSchema;
/** @deprecated Since 1.5.0: `WorkerCertificate`. */
export type Qualification = WorkerCertificate;

const certificateBodyFields = {
  id: ZText.max(64).optional(),
  certificateNo: requiredText(50),
  issuingAuthority: requiredText(100),
  issueDate: ZIsoDate,
  validTo: ZIsoDate,
  reviewDate: ZIsoDate.optional(),
};

/** One certificate in a worker's body (`certificates`). */
export const ZWorkerCertificateBodySchema = z
  .object({ workItem: ZWorkItem, ...certificateBodyFields })
  .superRefine(rangesInOrder([['issueDate', 'validTo']]));
export type WorkerCertificateBody = z.input<typeof ZWorkerCertificateBodySchema>;

/** @deprecated Since 1.5.0: `ZWorkerCertificateBodySchema`; one certificate as the deprecated `qualifications` spell it. */
export const ZQualificationBodySchema = z
  .object({ operatorCode: deprecatedField(ZWorkItem, 'workItem'), ...certificateBodyFields })
  .superRefine(rangesInOrder([['issueDate', 'validTo']]));
/** @deprecated Since 1.5.0: `WorkerCertificateBody`. */
export type QualificationBody = z.input<typeof ZQualificationBodySchema>;

/** ID card and mobile numbers leave the gateway masked in lists; the detail carries the full numbers. */
export const ZWorkerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  gender: ZGender.nullable(),
  idCardMasked: z.string(),
  mobileMasked: z.string(),
  employmentState: ZEmploymentState,
  workItems: z.array(ZWorkItem),
  nearestValidTo: ZIsoDate.nullable(),
  operatorCodes: deprecatedField(z.array(ZWorkItem), 'workItems'),
});
export type WorkerSummary = z.infer<typeof ZWorkerSummarySchema>;

export const ZWorkerSchema = ZWorkerSummarySchema.extend({
  idCard: z.string(),
  mobile: z.string(),
  remark: z.string(),
  certificates: z.array(ZWorkerCertificateSchema),
  qualifications: deprecatedField(z.array(ZWorkerCertificateSchema), 'certificates'),
  attachmentIds: z.array(z.string()),
});
export type Worker = z.infer<typeof ZWorkerSchema>;

/**
 * A worker's add/update body. Certificates come as `certificates` or, deprecated, as `qualifications`
 * (items with `operatorCode`); both at once is refused. The checked body carries `certificates` only.
 */
export const ZWorkerBodySchema = z
  .object({
    name: requiredText(50, 'nameRequired'),
    gender: ZGender,
    idCard: required(ZIdCard),
    mobile: ZMobile,
    employmentState: ZEmploymentState.default('employed'),
    remark: boundedText(500, 'multiline').default(''),
    certificates: z.array(ZWorkerCertificateBodySchema).max(30).optional(),
    qualifications: deprecatedField(z.array(ZQualificationBodySchema).max(30), 'certificates').optional(),
    attachmentIds: ZAttachmentIds,
  })
  .superRefine(oneSpelling('certificates', 'qualifications'))
  .transform(({ certificates, qualifications, ...body }) => ({
    ...body,
    certificates: certificates ?? qualifications?.map(({ operatorCode, ...certificate }) => ({ ...certificate, workItem: operatorCode })) ?? [],
  }));
export type WorkerBody = z.input<typeof ZWorkerBodySchema>;

/** One certificate row of the worker form, as typed (text values; see ZWorkerFormSchema). */
export const ZWorkerCertificateFormSchema = withFormChecks(
  z.object({
    id: z.string(),
    workItem: choiceText(WORK_ITEMS.map((option) => option.code), true),
    certificateNo: requiredText(50),
    issuingAuthority: requiredText(100),
    issueDate: dateText(true),
    validTo: dateText(true),
    reviewDate: dateText(),
  }),
  datesInOrder('issueDate', 'validTo'),
);
/** @deprecated Since 1.5.0: `ZWorkerCertificateFormSchema` (its code field is `workItem`). */
export const ZQualificationFormSchema = ZWorkerCertificateFormSchema;

/** The add/edit form of a worker as typed; the checked values become a ZWorkerBodySchema body. */
export const ZWorkerFormSchema = z.object({
  name: requiredText(50, 'nameRequired'),
  gender: choiceText(GENDERS.map((option) => option.code), true),
  idCard: required(ZIdCard),
  mobile: ruleText('mobile'),
  employmentState: choiceText(EMPLOYMENT_STATES.map((option) => option.code), true),
  remark: optionalText(500, 'multiline'),
  certificates: z.array(ZWorkerCertificateFormSchema).max(30),
});
export type WorkerForm = z.input<typeof ZWorkerFormSchema>;
export type WorkerCertificateForm = z.input<typeof ZWorkerCertificateFormSchema>;
/** @deprecated Since 1.5.0: `WorkerCertificateForm`. */
export type QualificationForm = WorkerCertificateForm;

/** The work item filter of the worker and certificate lists, and its deprecated old name. */
const workItemFilters = (described: string) => ({
  workItem: ZWorkItem.optional().describe(described),
  operatorCode: deprecatedField(ZWorkItem, 'workItem').optional(),
});

/**
 * Reads the deprecated `operatorCode` filter as `workItem`; both with different values is refused.
 * The checked query carries `workItem` only.
 */
function withOneWorkItemFilter<T extends { workItem?: WorkItem; operatorCode?: WorkItem }, Input>(schema: z.ZodType<T, z.ZodTypeDef, Input>) {
  return schema
    .superRefine(oneSpelling('workItem', 'operatorCode', { sameValueAllowed: true }))
    .transform(({ operatorCode, ...query }: T): Omit<T, 'operatorCode'> & { workItem?: WorkItem } => ({ ...query, workItem: query.workItem ?? operatorCode }));
}

/** The worker list's query as sent; the routes check it with `withOneWorkItemFilter`. */
export const ZWorkerQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter('the name, the ID card number and the mobile')),
  ...workItemFilters('Only workers holding a certificate for this work item (exact code)'),
  employmentState: ZEmploymentState.optional().describe(exactFilter('employment state')),
});
export type WorkerQuery = z.input<typeof ZWorkerQuerySchema>;

/** Days ahead in which a certificate counts as expiring (the overview's warning window). */
export const CERTIFICATE_WARNING_DAYS = 90;

const ZWorkItemCountSchema = z.object({ code: ZWorkItem, label: z.string(), workers: z.number().int(), certificates: z.number().int() });

/** The overview: workers and certificates by work item, and certificates near or past their end. */
export const ZWorkerOverviewSchema = z.object({
  workers: z.number().int(),
  employed: z.number().int(),
  certificates: z.number().int(),
  /** Valid certificates whose validTo falls within CERTIFICATE_WARNING_DAYS from today. */
  expiringSoon: z.number().int(),
  expired: z.number().int(),
  byWorkItem: z.array(ZWorkItemCountSchema),
  byOperatorCode: deprecatedField(z.array(ZWorkItemCountSchema), 'byWorkItem'),
});
export type WorkerOverview = z.infer<typeof ZWorkerOverviewSchema>;

/** One row per certificate for the certificate page (`/api/v1/worker-certificates`), with its holder. */
export const ZCertificateSchema = ZWorkerCertificateSchema.extend({
  workerId: z.string(),
  workerName: z.string(),
  employmentState: ZEmploymentState,
});
export const ZCertificateQuerySchema = withOneWorkItemFilter(
  ZPageQuery.extend({
    keyword: boundedText(100).optional().describe(keywordFilter("the holder's name and the certificate number")),
    ...workItemFilters(exactFilter('work item')),
    validToFrom: ZIsoDate.optional().describe(fromDayFilter('expiry date')),
    validToTo: ZIsoDate.optional().describe(toDayFilter('expiry date')),
  }).superRefine(rangesInOrder([['validToFrom', 'validToTo']])),
);
export type Certificate = z.infer<typeof ZCertificateSchema>;
export type CertificateQuery = z.input<typeof ZCertificateQuerySchema>;

export const workerRoutes = c.router({
  overview: {
    method: 'GET',
    path: '/api/v1/workers/overview',
    responses: { 200: ZWorkerOverviewSchema },
    summary: 'Workers and certificates by work item, with expiring certificates',
    metadata: meta(ACCESS.workerView),
  },
  export: {
    method: 'GET',
    path: '/api/v1/workers/export',
    query: withOneWorkItemFilter(ZWorkerQuerySchema.omit({ page: true, pageSize: true })),
    responses: { 200: xlsxResponse },
    summary: 'The worker list as an Excel file, ID card and mobile numbers masked',
    metadata: meta(ACCESS.workerView),
  },
  list: {
    method: 'GET',
    path: '/api/v1/workers',
    query: withOneWorkItemFilter(ZWorkerQuerySchema),
    responses: { 200: pageOf(ZWorkerSummarySchema) },
    summary: 'Workers of the unit',
    metadata: meta(ACCESS.workerView),
  },
  get: {
    method: 'GET',
    path: '/api/v1/workers/:id',
    pathParams: ZIdParams,
    responses: { 200: ZWorkerSchema },
    summary: 'One worker with their certificates',
    metadata: meta(ACCESS.workerView),
  },
  create: {
    method: 'POST',
    path: '/api/v1/workers',
    body: ZWorkerBodySchema,
    responses: { 201: ZSavedSchema },
    summary: 'Add a worker',
    metadata: meta(ACCESS.workerEdit),
  },
  update: {
    method: 'PUT',
    path: '/api/v1/workers/:id',
    pathParams: ZIdParams,
    body: ZWorkerBodySchema,
    responses: { 200: ZSavedSchema },
    summary: 'Update a worker and their certificates',
    metadata: meta(ACCESS.workerEdit),
  },
  delete: {
    method: 'DELETE',
    path: '/api/v1/workers/:id',
    pathParams: ZIdParams,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Delete a worker',
    metadata: meta(ACCESS.workerEdit),
  },
  certificatesOfWorker: {
    method: 'GET',
    path: '/api/v1/workers/:id/certificates',
    pathParams: ZIdParams,
    responses: { 200: z.array(ZWorkerCertificateSchema) },
    summary: 'The certificates of one worker',
    metadata: meta(ACCESS.workerView),
  },
  qualifications: {
    method: 'GET',
    path: '/api/v1/workers/:id/qualifications',
    pathParams: ZIdParams,
    responses: { 200: z.array(ZWorkerCertificateSchema) },
    summary: 'The certificates of one worker (deprecated since 2026-11-30: GET /api/v1/workers/{id}/certificates)',
    deprecated: true,
    metadata: meta(ACCESS.workerView),
  },
  certificates: {
    method: 'GET',
    path: '/api/v1/worker-certificates',
    query: ZCertificateQuerySchema,
    responses: { 200: pageOf(ZCertificateSchema) },
    summary: 'All worker certificates of the unit, filterable by expiry',
    metadata: meta(ACCESS.workerView),
  },
});
