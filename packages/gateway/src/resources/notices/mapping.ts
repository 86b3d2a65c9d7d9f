import type { Notice, ZNoticeQuerySchema, ZNoticeSummarySchema } from '@portal/contract';
import type { QueryValue, WireNotice, WireNoticeSummary } from '@portal/legacy-protocol';
import type { z } from 'zod';
import { sortFieldsOf, wirePagingOf } from '../../legacy/wire-values';

type NoticeSummary = z.infer<typeof ZNoticeSummarySchema>;
export type NoticeQueryValue = z.output<typeof ZNoticeQuerySchema>;

export function toNoticeSummary(wire: WireNoticeSummary): NoticeSummary {
  return { id: wire.id, title: wire.title ?? '', publisher: wire.author ?? '', publishedAt: wire.publishDate, top: wire.isTop };
}

export function toNotice(wire: WireNotice): Notice {
  return { ...toNoticeSummary(wire), content: wire.content ?? '', attachmentIds: wire.attachmentIds };
}

/** Clean sort fields -> the notice columns `index/articles` orders by (pinned notices always come first). */
export const NOTICE_SORT_FIELDS = sortFieldsOf(['publishedAt', 'title']);

/**
 * `index/articles` parameters; undefined when `sort` names a field the list cannot sort by. The inclusive
 * `publishedTo` becomes `publishDateEnd`, shifted by the date rule.
 */
export function toNoticeListQuery(query: NoticeQueryValue): Record<string, QueryValue> | undefined {
  const paging = wirePagingOf(query.page, query.pageSize, query.sort, NOTICE_SORT_FIELDS);
  if (!paging) return undefined;
  return {
    ...paging,
    keyword: query.keyword,
    publishDateBegin: query.publishedFrom,
    publishDateEnd: query.publishedTo,
  };
}
