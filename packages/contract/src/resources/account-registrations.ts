import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZAnswerDateTime, ZId, ZIdParams, ZIsoDate, ZPageQuery } from '../common';
import { exactFilter, fromDayFilter, keywordFilter, toDayFilter } from '../filter-descriptions';
import { ZAuditState, ZRegistrationState } from '../constants/statuses';
import { boundedText, requiredText } from '../validation/schemas';
import { ZAttachmentSchema } from './attachments';
import { fileResponse, rangesInOrder } from '../shared-schemas';

/** Institute side: the audit of enterprise account registrations. */

const c = initContract();

export const ZAccountRegistrationSchema = z.object({
  id: z.string(),
  /** 受理编号, e.g. ZC20261129001; null when the platform does not number it. */
  referenceNo: z.string().nullable(),
  unitName: z.string(),
  creditCode: z.string(),
  areaCode: z.string().nullable(),
  contactPerson: z.string(),
  /** Masked in lists and details alike; the institute calls back through the platform. */
  mobileMasked: z.string(),
  loginName: z.string(),
  state: ZRegistrationState,
  submittedAt: ZAnswerDateTime,
  auditedAt: ZAnswerDateTime.nullable(),
  auditor: z.string().nullable(),
  opinion: z.string().nullable(),
});

export type AccountRegistration = z.infer<typeof ZAccountRegistrationSchema>;

export type AccountRegistrationDetail = z.infer<typeof ZAccountRegistrationDetailSchema>;

export const ZAccountRegistrationDetailSchema = ZAccountRegistrationSchema.extend({
  regAddress: z.string(),
  businessAddress: z.string(),
  legalPerson: z.string(),
  contactPhone: z.string(),
  email: z.string(),
  postcode: z.string(),
  fixedAssets: z.string(),
  foundDate: z.string().nullable(),
  attachments: z.array(ZAttachmentSchema),
  /** The other applications for the same credit code, newest first: the auditor weighs them side by side. */
  competing: z.array(ZAccountRegistrationSchema),
});

const AUDIT_QUERY_FIELDS = {
  submittedFrom: ZIsoDate.optional().describe(fromDayFilter('submission time')),
  submittedTo: ZIsoDate.optional().describe(toDayFilter('submission time')),
};

/** An audit queue's list (password resets). */
export const ZAuditQuerySchema = ZPageQuery.extend({
  ...AUDIT_QUERY_FIELDS,
  keyword: boundedText(100).optional().describe(keywordFilter("the login name, the name and the unit's name")),
  state: ZAuditState.optional().describe(exactFilter('review state')),
}).superRefine(
  rangesInOrder([['submittedFrom', 'submittedTo']]),
);

/** The account registrations' queue: an audit queue whose applications may also be 已失效. */
export const ZAccountRegistrationQuerySchema = ZPageQuery.extend({
  ...AUDIT_QUERY_FIELDS,
  keyword: boundedText(100).optional().describe(keywordFilter('the unit name, the credit code, the login name and the contact person')),
  state: ZRegistrationState.optional().describe(exactFilter('state')),
}).superRefine(
  rangesInOrder([['submittedFrom', 'submittedTo']]),
);

const ZOpinionBodySchema = z.object({ opinion: boundedText(500, 'multiline').default('') });

const ZRejectionBodySchema = z.object({ opinion: requiredText(500, 'required', 'multiline') });

export const accountRegistrationRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/account-registrations',
    query: ZAccountRegistrationQuerySchema,
    responses: { 200: pageOf(ZAccountRegistrationSchema) },
    summary: 'Account registration applications to confirm (findRegister)',
    metadata: meta(ACCESS.accountCheck),
  },
  get: {
    method: 'GET',
    path: '/api/v1/account-registrations/:id',
    pathParams: ZIdParams,
    responses: { 200: ZAccountRegistrationDetailSchema },
    summary: 'One registration application (register-detail)',
    metadata: meta(ACCESS.accountCheck),
  },
  approve: {
    method: 'POST',
    path: '/api/v1/account-registrations/:id/approval',
    pathParams: ZIdParams,
    body: ZOpinionBodySchema,
    responses: { 200: ZAccountRegistrationDetailSchema },
    summary: 'Approve a registration and create the account (audit)',
    metadata: meta(ACCESS.accountCheck),
  },
  downloadAttachment: {
    method: 'GET',
    path: '/api/v1/account-registrations/:id/attachments/:fileId/content',
    pathParams: z.object({ id: ZId.describe("The application's id"), fileId: ZId.describe("The id of one of the application's documents") }),
    responses: { 200: fileResponse },
    summary: 'Download a document of a registration application',
    metadata: meta(ACCESS.accountCheck),
  },
  reject: {
    method: 'POST',
    path: '/api/v1/account-registrations/:id/rejection',
    pathParams: ZIdParams,
    body: ZRejectionBodySchema,
    responses: { 200: ZAccountRegistrationDetailSchema },
    summary: 'Reject a registration with an opinion (disagree)',
    metadata: meta(ACCESS.accountCheck),
  },
});
