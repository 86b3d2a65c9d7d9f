import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../me/table';

/** Client-side errors the portal reports (script, ajax, promise, resource); `time` is the client's own text. */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    code: text('code').notNull(),
    mes: text('mes').notNull(),
    url: text('url').notNull(),
    time: text('time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('error_logs_user_created_idx').on(table.userId, table.createdAt)],
);

export type ErrorLogRow = typeof errorLogs.$inferSelect;
