import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notices, type NoticeRow } from '../../db/schema';
import { listPage } from '../../http/paged-list';
import { likePattern, type Paging, type WirePage } from '../../http/paging';
import { instantConditions, type InstantRange } from '../../http/query-params';

/** Columns `orderBy` may name. */
export const NOTICE_SORTABLE = { published_at: notices.publishedAt, title: notices.title };

export type NoticeFilters = { keyword?: string; published: InstantRange };

const SUMMARY = {
  id: notices.id,
  title: notices.title,
  publisher: notices.publisher,
  publishedAt: notices.publishedAt,
  top: notices.top,
};
export type NoticeSummaryRow = Pick<NoticeRow, 'id' | 'title' | 'publisher' | 'publishedAt' | 'top'>;

function conditions(filters: NoticeFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    where.push(or(ilike(notices.title, pattern), ilike(notices.content, pattern)));
  }
  where.push(...instantConditions(filters.published, notices.publishedAt));
  return where.length > 0 ? and(...where) : undefined;
}

// Pinned notices first, whatever else the page is sorted by; then newest first.
const PINNED_FIRST = desc(notices.top);
const NEWEST_FIRST = [desc(notices.publishedAt), desc(notices.id)];

export function listNotices<R>(db: Db, filters: NoticeFilters, paging: Paging, answer: (row: NoticeSummaryRow) => R): Promise<WirePage<R>> {
  const rows = db.select(SUMMARY).from(notices).$dynamic();
  return listPage(db, notices, rows, conditions(filters), { ...paging, orderBy: [PINNED_FIRST, ...paging.orderBy, ...NEWEST_FIRST] }, answer);
}

export async function recentNotices(db: Db, limit: number): Promise<NoticeSummaryRow[]> {
  return db.select(SUMMARY).from(notices).orderBy(PINNED_FIRST, ...NEWEST_FIRST).limit(limit);
}

export async function findNotice(db: Db, id: string): Promise<NoticeRow | null> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  return row ?? null;
}
