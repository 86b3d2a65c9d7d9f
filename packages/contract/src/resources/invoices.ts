import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, text, ZAnswerDateTime, ZIdParams, ZIsoDate, ZPageQuery } from '../common';
import { exactFilter, fromDayFilter, keywordFilter, toDayFilter } from '../filter-descriptions';
import { ZInvoiceState } from '../constants/statuses';
import { message } from '../messages';
import { boundedText, requiredText } from '../validation/schemas';
import { pdfResponse, rangesInOrder } from '../shared-schemas';

/**
 * Invoices of paid inspection fees, and their PDF files (docs/invoices.md). A paid application's
 * invoice is issued at once when it names an invoice title, else it waits (未开) for the enterprise to
 * name one; the institute may void (作废) an invoice with a reason.
 */

const c = initContract();

export const ZInvoiceSchema = z.object({
  id: z.string(),
  /** The 20-digit electronic invoice number; empty until issued. */
  invoiceNo: z.string(),
  title: z.string(),
  taxNo: z.string(),
  amount: z.number(),
  applicationNo: z.string().nullable(),
  state: ZInvoiceState,
  issuedAt: ZIsoDate.nullable(),
  applicationId: z.string().nullable(),
  orderNo: z.string(),
  voidedAt: ZAnswerDateTime.nullable(),
  voidReason: z.string().nullable(),
  /** The buyer unit (the institute's list; the unit's own name on the enterprise's). */
  unitName: z.string().nullable(),
  createdAt: ZAnswerDateTime,
});

export type Invoice = z.infer<typeof ZInvoiceSchema>;

export const ZInvoiceLineSchema = z.object({ name: z.string(), detail: z.string(), amount: z.number() });
export type InvoiceLine = z.infer<typeof ZInvoiceLineSchema>;

export const ZInvoiceDetailSchema = ZInvoiceSchema.extend({
  issuedAtTime: ZAnswerDateTime.nullable(),
  sellerName: z.string(),
  sellerTaxNo: z.string(),
  lines: z.array(ZInvoiceLineSchema),
});
export type InvoiceDetail = z.infer<typeof ZInvoiceDetailSchema>;

export const ZInvoiceQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter("the invoice number, the title, the tax number, the application number and the payment order number (on the institute's list also the unit's name)")),
  state: ZInvoiceState.optional().describe(exactFilter('state')),
  issuedFrom: ZIsoDate.optional().describe(fromDayFilter('issue time')),
  issuedTo: ZIsoDate.optional().describe(toDayFilter('issue time')),
}).superRefine(rangesInOrder([['issuedFrom', 'issuedTo']]));
export type InvoiceQuery = z.infer<typeof ZInvoiceQuerySchema>;

/** Sort fields of the invoice lists (`sort=field:asc|desc`). */
export const INVOICE_SORT_FIELDS = ['invoiceNo', 'issuedAt', 'createdAt', 'amount', 'state', 'title', 'applicationNo'] as const;

/** 统一社会信用代码 (18) or an older 纳税人识别号 (15 / 20): digits and capital letters. */
export const ZTaxNo = text()
  .trim()
  .min(1, message('taxNoRequired'))
  .regex(/^[0-9A-Z]{15,20}$/, message('taxNo'));

/** The enterprise names the title of an invoice not issued yet (issues it). */
export const ZInvoiceTitleBodySchema = z.object({
  title: requiredText(100),
  taxNo: ZTaxNo,
});
export type InvoiceTitleBody = z.infer<typeof ZInvoiceTitleBodySchema>;

/** The institute voids an invoice: the reason is required. */
export const ZInvoiceVoidBodySchema = z.object({ reason: requiredText(200) });
export type InvoiceVoidBody = z.infer<typeof ZInvoiceVoidBodySchema>;

export const invoiceRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/invoices',
    query: ZInvoiceQuerySchema,
    responses: { 200: pageOf(ZInvoiceSchema) },
    summary: 'Invoices of the unit',
    metadata: meta(ACCESS.selfService),
  },
  get: {
    method: 'GET',
    path: '/api/v1/invoices/:id',
    pathParams: ZIdParams,
    responses: { 200: ZInvoiceDetailSchema },
    summary: 'One invoice of the unit with its lines',
    metadata: meta(ACCESS.selfService),
  },
  updateTitle: {
    method: 'PUT',
    path: '/api/v1/invoices/:id/title',
    pathParams: ZIdParams,
    body: ZInvoiceTitleBodySchema,
    responses: { 200: ZInvoiceDetailSchema },
    summary: 'Name the title of an invoice not issued yet (未开): it is issued at once',
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
  instituteList: {
    method: 'GET',
    path: '/api/v1/institute/invoices',
    query: ZInvoiceQuerySchema,
    responses: { 200: pageOf(ZInvoiceSchema) },
    summary: "Every unit's invoices (the institute)",
    metadata: meta(ACCESS.inspectionReview),
  },
  void: {
    method: 'POST',
    path: '/api/v1/institute/invoices/:id/void',
    pathParams: ZIdParams,
    body: ZInvoiceVoidBodySchema,
    responses: { 200: ZInvoiceDetailSchema },
    summary: 'Void an invoice (作废) with the reason; voiding twice is refused',
    metadata: meta(ACCESS.inspectionReview),
  },
  instituteDownload: {
    method: 'GET',
    path: '/api/v1/institute/invoices/:id/file',
    pathParams: ZIdParams,
    responses: { 200: pdfResponse },
    summary: "Any unit's issued invoice as PDF (the institute)",
    metadata: meta(ACCESS.inspectionReview),
  },
});
