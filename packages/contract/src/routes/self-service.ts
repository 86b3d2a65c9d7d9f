import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZIdParams, ZIsoDate, ZPageQuery } from '../common';
import { ZInvoiceState, ZReissueOutcome, ZReviewState } from '../constants/statuses';
import { boundedText, requiredText } from '../validation/schemas';
import { pdfResponse, rangesInOrder, ZAttachmentIds } from './shared';

/** Self-service: interactions with the institute, invoices, report re-issue applications. */

const c = initContract();

export const ZInteractionSchema = z.object({
  id: z.string(),
  subject: z.string(),
  content: z.string(),
  reply: z.string().nullable(),
  askedAt: z.string(),
  repliedAt: z.string().nullable(),
  attachmentIds: z.array(z.string()),
});
export type Interaction = z.infer<typeof ZInteractionSchema>;

export const ZInteractionBodySchema = z.object({
  subject: requiredText(100),
  content: requiredText(2000),
  attachmentIds: ZAttachmentIds,
});

export const ZInvoiceSchema = z.object({
  id: z.string(),
  invoiceNo: z.string(),
  title: z.string(),
  taxNo: z.string(),
  amount: z.number(),
  applicationNo: z.string().nullable(),
  state: ZInvoiceState,
  issuedAt: ZIsoDate.nullable(),
});
export type Invoice = z.infer<typeof ZInvoiceSchema>;

export const ZInvoiceQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional(),
  state: ZInvoiceState.optional(),
  issuedFrom: ZIsoDate.optional(),
  issuedTo: ZIsoDate.optional(),
}).superRefine(rangesInOrder([['issuedFrom', 'issuedTo']]));

export const ZReissueApplicationSchema = z.object({
  id: z.string(),
  reportNo: z.string(),
  reason: z.string(),
  requestedOutcome: ZReissueOutcome,
  outcome: ZReissueOutcome.nullable(),
  state: ZReviewState,
  appliedAt: z.string(),
  opinion: z.string().nullable(),
  attachmentIds: z.array(z.string()),
});
export type ReissueApplication = z.infer<typeof ZReissueApplicationSchema>;

export const ZReissueApplicationBodySchema = z.object({
  reportNo: requiredText(50),
  reason: requiredText(1000),
  requestedOutcome: ZReissueOutcome,
  attachmentIds: ZAttachmentIds,
});

const ZStateQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional(),
  state: ZReviewState.optional(),
});

export const interactionRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/interactions',
    query: ZPageQuery.extend({ keyword: boundedText(100).optional() }),
    responses: { 200: pageOf(ZInteractionSchema) },
    summary: 'Questions to the institute and their replies',
    metadata: meta(ACCESS.selfService),
  },
  get: {
    method: 'GET',
    path: '/api/v1/interactions/:id',
    pathParams: ZIdParams,
    responses: { 200: ZInteractionSchema },
    summary: 'One interaction',
    metadata: meta(ACCESS.selfService),
  },
  create: {
    method: 'POST',
    path: '/api/v1/interactions',
    body: ZInteractionBodySchema,
    responses: { 201: ZInteractionSchema },
    summary: 'Ask the institute a question',
    metadata: meta(ACCESS.selfService),
  },
});

export const invoiceRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/invoices',
    query: ZInvoiceQuerySchema,
    responses: { 200: pageOf(ZInvoiceSchema) },
    summary: 'Invoices of the unit',
    metadata: meta(ACCESS.selfService),
  },
  download: {
    method: 'GET',
    path: '/api/v1/invoices/:id/file',
    pathParams: ZIdParams,
    responses: { 200: pdfResponse },
    summary: 'An issued invoice as PDF',
    metadata: meta(ACCESS.selfService),
  },
});

export const reissueApplicationRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/reissue-applications',
    query: ZStateQuerySchema,
    responses: { 200: pageOf(ZReissueApplicationSchema) },
    summary: 'Applications to re-issue reports and materials',
    metadata: meta(ACCESS.selfService),
  },
  get: {
    method: 'GET',
    path: '/api/v1/reissue-applications/:id',
    pathParams: ZIdParams,
    responses: { 200: ZReissueApplicationSchema },
    summary: 'One re-issue application',
    metadata: meta(ACCESS.selfService),
  },
  create: {
    method: 'POST',
    path: '/api/v1/reissue-applications',
    body: ZReissueApplicationBodySchema,
    responses: { 201: ZReissueApplicationSchema },
    summary: 'Apply to re-issue a report or get a change note',
    metadata: meta(ACCESS.selfService),
  },
});
