import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Why a text went out on a user's behalf. */
export type SmsSendPurpose = 'auth-link' | 'application-notice' | 'mobile-change';

/** A text sent on a user's behalf: the rows the caps of ledger.ts count. */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').$type<SmsSendPurpose>().notNull(),
    mobile: text('mobile').notNull(),
    unitId: text('unit_id'),
    userId: text('user_id'),
    recordId: text('record_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sms_sends_mobile_idx').on(table.mobile, table.sentAt),
    index('sms_sends_unit_idx').on(table.unitId, table.sentAt),
    index('sms_sends_user_idx').on(table.userId, table.sentAt),
    index('sms_sends_record_idx').on(table.recordId, table.purpose, table.sentAt),
  ],
);

export type SmsSendRow = typeof smsSends.$inferSelect;
