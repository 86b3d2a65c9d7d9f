import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZIdParams, ZIsoDate, ZPageQuery, ZText } from '../common';
import { ZEmploymentState, ZGender, ZOperatorCode } from '../constants/statuses';
import {
  boundedText,
  required,
  requiredText,
  ZIdCard,
  ZMobile,
} from '../validation/schemas';
import { rangesInOrder, ZAttachmentIds } from '../shared-schemas';

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
});
export type Qualification = z.infer<typeof ZQualificationSchema>;

export const ZQualificationBodySchema = z.object({
  id: ZText.max(64).optional(),
  operatorCode: ZOperatorCode,
  certificateNo: requiredText(50),
  issuingAuthority: requiredText(100),
  issueDate: ZIsoDate,
  validTo: ZIsoDate,
});

/** ID card numbers leave the gateway masked in lists; the detail carries the full number. */
export const ZWorkerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  gender: ZGender.nullable(),
  idCardMasked: z.string(),
  mobile: z.string(),
  employmentState: ZEmploymentState,
  operatorCodes: z.array(ZOperatorCode),
  nearestValidTo: ZIsoDate.nullable(),
});
export type WorkerSummary = z.infer<typeof ZWorkerSummarySchema>;

export const ZWorkerSchema = ZWorkerSummarySchema.extend({
  idCard: z.string(),
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

export const ZWorkerQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional(),
  operatorCode: ZOperatorCode.optional(),
  employmentState: ZEmploymentState.optional(),
});

/** One row per certificate for the certificate page, with its holder. */
export const ZCertificateSchema = ZQualificationSchema.extend({
  workerId: z.string(),
  workerName: z.string(),
  employmentState: ZEmploymentState,
});
export const ZCertificateQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional(),
  operatorCode: ZOperatorCode.optional(),
  validToFrom: ZIsoDate.optional(),
  validToTo: ZIsoDate.optional(),
}).superRefine(rangesInOrder([['validToFrom', 'validToTo']]));

export const workerRoutes = c.router({
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
    responses: { 201: ZWorkerSchema },
    summary: 'Add an operator',
    metadata: meta(ACCESS.workerEdit),
  },
  update: {
    method: 'PUT',
    path: '/api/v1/workers/:id',
    pathParams: ZIdParams,
    body: ZWorkerBodySchema,
    responses: { 200: ZWorkerSchema },
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
