import type { WirePaymentOrderState } from '@portal/legacy-protocol';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { inspectionApplications } from '../inspection-applications/table';
import { users } from '../me/table';

/**
 * 缴费订单: one order at the payment provider for one application (`order_no` is the provider's
 * `out_trade_no`). Amounts are fen, as the provider counts them. States are the platform's words
 * (支付中 / 已支付 / 支付失败 / 已过期 / 已关闭). Partial unique indexes hold the two rules that must
 * survive concurrent requests: at most one open order and at most one paid order per application.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    applicationId: text('application_id')
      .notNull()
      .references(() => inspectionApplications.id),
    unitId: text('unit_id').notNull(),
    amountFen: integer('amount_fen').notNull(),
    channel: text('channel').notNull(),
    provider: text('provider').notNull(),
    state: text('state').$type<WirePaymentOrderState>().notNull(),
    description: text('description').notNull(),
    codeUrl: text('code_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    transactionId: text('transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('payment_orders_application_idx').on(table.applicationId, table.createdAt)],
);

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewPaymentOrderRow = typeof paymentOrders.$inferInsert;
