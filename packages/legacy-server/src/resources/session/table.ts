import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerRef } from '../../db/columns';
import { users } from '../me/table';

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    extendId: text('extend_id').notNull(),
    userId: ownerRef('user_id', () => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
