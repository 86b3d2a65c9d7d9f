import { INVOICE_STATES, type ZInvoiceQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { defineList } from '../../ui/list-page';
import type { InvoicesTextKey } from './messages';

export type InvoiceListQuery = z.input<typeof ZInvoiceQuerySchema>;
type InvoiceFilterKey = 'keyword' | 'state' | 'issuedFrom' | 'issuedTo';

const FILTERS = [
  { kind: 'text', key: 'keyword', label: 'field.keyword', placeholder: 'field.keywordHint', maxLength: 100 },
  { kind: 'option', key: 'state', label: 'field.state', options: INVOICE_STATES },
  { kind: 'dateRange', from: 'issuedFrom', to: 'issuedTo', label: 'field.issuedRange' },
] as const;

/** 发票查询: the unit's invoices, newest first. */
export const INVOICE_LIST = defineList<InvoiceListQuery, InvoiceFilterKey, InvoicesTextKey>({ filters: FILTERS, sort: 'createdAt:desc' });

/** 发票管理 (the institute): every unit's invoices, newest first. */
export const INVOICE_REVIEW_LIST = defineList<InvoiceListQuery, InvoiceFilterKey, InvoicesTextKey>({ filters: FILTERS, sort: 'createdAt:desc' });
