import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZIdParams, ZIsoDate, ZPageQuery } from '../common';
import { ZInvoiceState } from '../constants/statuses';
import { boundedText } from '../validation/schemas';
import { pdfResponse, rangesInOrder } from '../shared-schemas';

/** Invoices of paid inspection fees, and their PDF files. */

const c = initContract();

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
