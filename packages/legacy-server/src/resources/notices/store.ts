import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { articles, type ArticleRow } from '../db/schema';
import { likePattern, type Paging } from '../http/paging';
import { formatWireDateTime } from '../http/wire-date';

export const ARTICLE_SORTABLE = { published_at: articles.publishedAt, title: articles.title };

export type ArticleFilters = { keyword?: string; publishedFrom?: Date; publishedBefore?: Date };

const SUMMARY = {
  id: articles.id,
  title: articles.title,
  author: articles.author,
  publishedAt: articles.publishedAt,
  isTop: articles.isTop,
};
type ArticleSummaryRow = Pick<ArticleRow, 'id' | 'title' | 'author' | 'publishedAt' | 'isTop'>;

function conditions(filters: ArticleFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    where.push(or(ilike(articles.title, pattern), ilike(articles.content, pattern)));
  }
  if (filters.publishedFrom) where.push(gte(articles.publishedAt, filters.publishedFrom));
  if (filters.publishedBefore) where.push(lt(articles.publishedAt, filters.publishedBefore));
  return where.length > 0 ? and(...where) : undefined;
}

/** Pinned notices first, whatever else the page is sorted by; then newest first. */
export async function listArticles(db: Db, filters: ArticleFilters, paging: Paging) {
  const where = conditions(filters);
  const [total] = await db.select({ value: count() }).from(articles).where(where);
  const rows = await db
    .select(SUMMARY)
    .from(articles)
    .where(where)
    .orderBy(desc(articles.isTop), ...paging.orderBy, desc(articles.publishedAt), desc(articles.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return { count: total?.value ?? 0, rows };
}

export async function recentArticles(db: Db, limit: number): Promise<ArticleSummaryRow[]> {
  return db.select(SUMMARY).from(articles).orderBy(desc(articles.isTop), desc(articles.publishedAt), desc(articles.id)).limit(limit);
}

export async function findArticle(db: Db, id: string): Promise<ArticleRow | null> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row ?? null;
}

export function articleSummaryAnswer(row: ArticleSummaryRow) {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    publishDate: formatWireDateTime(row.publishedAt),
    isTop: row.isTop ? '1' : '0',
  };
}

export function articleAnswer(row: ArticleRow) {
  return { ...articleSummaryAnswer(row), content: row.content, attachmentIds: row.attachmentIds.join(',') };
}
