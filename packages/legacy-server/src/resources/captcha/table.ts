import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** 图形验证码: the answer only as a hash; a row is deleted when it is checked, right or wrong. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('captchas_expires_at_idx').on(table.expiresAt)],
);
