import { z } from 'zod/v4';
import { wirePath } from '../paths';
import { wireRecord, ZWireDateTime, ZWireFlag, ZWireIdList, ZWireOptionalText, ZWireText } from '../wire-values';

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
  return wirePath(NOTICE_WIRE_PATHS.detail, id);
}

const NOTICE_SUMMARY_FIELDS = {
  id: ZWireText,
  title: ZWireOptionalText,
  author: ZWireOptionalText,
  publishDate: ZWireDateTime,
  isTop: ZWireFlag,
};

/** One article in the list (no content): the id (the link to it) and its publishing date are certain. */
export const ZWireNoticeSummary = wireRecord(NOTICE_SUMMARY_FIELDS);
export type WireNoticeSummary = z.infer<typeof ZWireNoticeSummary>;

/** One article with its content (HTML-free plain text with line breaks) and attachment ids. */
export const ZWireNotice = wireRecord({
  ...NOTICE_SUMMARY_FIELDS,
  content: ZWireOptionalText,
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
