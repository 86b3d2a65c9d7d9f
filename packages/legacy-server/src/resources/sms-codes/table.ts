import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** 短信验证码: hashed, with its tries and when it was used up. The rows count the daily cap too. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: text('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_codes_mobile_idx').on(table.mobile, table.purpose, table.createdAt)],
);

export type SmsCodeRow = typeof smsCodes.$inferSelect;

/** What the embedded sender "sent": the demo outbox. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: text('id').primaryKey(),
    mobile: text('mobile').notNull(),
    content: text('content').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_mobile_idx').on(table.mobile, table.sentAt)],
);

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;
