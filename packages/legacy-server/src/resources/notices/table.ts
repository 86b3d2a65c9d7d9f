import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';

/** 通知公告: the institute's notices, shown to every signed-in user. */
export const notices = pgTable(
  'notices',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    publisher: text('publisher').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    top: boolean('top').notNull().default(false),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [index('notices_top_published_idx').on(table.top, table.publishedAt)],
);

export type NoticeRow = typeof notices.$inferSelect;
export type NewNoticeRow = typeof notices.$inferInsert;
