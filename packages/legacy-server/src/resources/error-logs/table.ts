import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Client-side errors the portal reports (spec section 8); `time` is the client's own text. */
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
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('error_logs_user_create_date_idx').on(table.userId, table.createDate)],
);

export type ErrorLogRow = typeof errorLogs.$inferSelect;
