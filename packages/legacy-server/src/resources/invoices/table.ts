import type { WireInvoiceState } from '@portal/legacy-protocol';
import { index, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { inspectionApplications } from '../inspection-applications/table';
import { units } from '../unit/table';

/** One line of an invoice: the service, what it was for, and its amount (yuan). */
export type InvoiceLine = { name: string; detail: string; amount: number };

/**
 * 发票 of a paid inspection fee, one per paid payment order (`order_no` unique: recording the same
 * payment twice changes nothing). States are the platform's words 未开 / 已开 / 作废. An invoice is 已开
 * (with its number and date) as soon as it has a title; 未开 waits for the enterprise's title. Amounts
 * are yuan, numeric(12, 2) read as numbers.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    applicationId: text('application_id').references(() => inspectionApplications.id, { onDelete: 'set null' }),
    applicationNo: text('application_no'),
    orderNo: text('order_no').notNull().unique(),
    invoiceNo: text('invoice_no').unique(),
    state: text('state').$type<WireInvoiceState>().notNull(),
    title: text('title').notNull().default(''),
    taxNo: text('tax_no').notNull().default(''),
    amount: numeric('amount', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull().default([]),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    voidedBy: text('voided_by'),
    ...timestamps,
  },
  (table) => [
    index('invoices_unit_created_idx').on(table.unitId, table.createdAt),
    index('invoices_unit_state_idx').on(table.unitId, table.state),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
