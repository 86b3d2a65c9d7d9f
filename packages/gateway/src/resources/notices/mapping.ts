import type { Notice, ZNoticeQuerySchema, ZNoticeSummarySchema } from '@portal/contract';
import { toWirePaging, type QueryValue, type WireNotice, type WireNoticeSummary } from '@portal/legacy-protocol';
import type { z } from 'zod';

type NoticeSummary = z.infer<typeof ZNoticeSummarySchema>;
export type NoticeQueryValue = z.output<typeof ZNoticeQuerySchema>;

export function toNoticeSummary(wire: WireNoticeSummary): NoticeSummary {
  return { id: wire.id, title: wire.title ?? '', publisher: wire.author ?? '', publishedAt: wire.publishDate, top: wire.isTop };
}

export function toNotice(wire: WireNotice): Notice {
  return { ...toNoticeSummary(wire), content: wire.content ?? '', attachmentIds: wire.attachmentIds };
}

/** `index/articles` parameters; the inclusive `publishedTo` becomes `publishDateEnd`, shifted by the date rule. */
export function toNoticeListQuery(query: NoticeQueryValue): Record<string, QueryValue> {
  return {
    ...toWirePaging(query.page, query.pageSize, query.sort),
    keyword: query.keyword,
    publishDateBegin: query.publishedFrom,
    publishDateEnd: query.publishedTo,
  };
}
