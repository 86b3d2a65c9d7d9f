import { z } from 'zod';
import { ZWireFlag, ZWireIdList, ZWireOptionalText, ZWireText } from '../wire-values';

/**
 * Notices are the `index` module's articles (`result` + `errorMsg`, payload under `data`): a paged
 * list, pinned first and then newest, and one article with its content.
 */
export const NOTICE_WIRE_PATHS = {
  list: '/a/stone/index/articles',
  detail: '/a/stone/index/article',
} as const;

export const NOTICE_MESSAGES = { notFound: '公告不存在或已撤下' } as const;

/** `index/article/{id}`. */
export function noticeDetailPath(id: string): string {
  return `${NOTICE_WIRE_PATHS.detail}/${encodeURIComponent(id)}`;
}

/** One article in the list (no content). */
export const ZWireNoticeSummary = z
  .object({
    id: ZWireText,
    title: z.string(),
    author: ZWireOptionalText,
    publishDate: z.string(),
    isTop: ZWireFlag,
  })
  .passthrough();
export type WireNoticeSummary = z.infer<typeof ZWireNoticeSummary>;

/** One article with its content (HTML-free plain text with line breaks) and attachment ids. */
export const ZWireNotice = ZWireNoticeSummary.extend({
  content: z.string(),
  attachmentIds: ZWireIdList,
});
export type WireNotice = z.infer<typeof ZWireNotice>;

/**
 * Filters of `index/articles`, besides the paging of `toWirePaging`. As for every inclusive range:
 * `publishDateEnd` ends in `End`, so the gateway's date rule adds a day and the platform compares
 * with `<`; `publishDateBegin` has a capital D and no `End`, so the rule leaves it alone.
 */
export const ZWireNoticeQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  publishDateBegin: z.string().optional(),
  publishDateEnd: z.string().optional(),
});
export type WireNoticeQuery = z.input<typeof ZWireNoticeQuery>;
