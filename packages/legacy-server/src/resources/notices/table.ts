import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** 通知公告: the institute's notices, shown to every signed-in user. */
export const articles = pgTable(
  'articles',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    isTop: boolean('is_top').notNull().default(false),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [index('articles_top_published_idx').on(table.isTop, table.publishedAt)],
);

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticleRow = typeof articles.$inferInsert;
