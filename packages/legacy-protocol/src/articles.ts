import { z } from 'zod';
import { ZRecordFlag, ZRecordIdList, ZRecordOptionalText, ZRecordText } from './record-values';

/**
 * Notices are the `index` module's articles (`result` + `errorMsg`, payload under `data`): a paged
 * list, pinned first and then newest, and one article with its content.
 */
export const ARTICLE_PATHS = {
  list: '/a/stone/index/articles',
  detail: '/a/stone/index/article',
} as const;

export const ARTICLE_MESSAGES = { notFound: '公告不存在或已撤下' } as const;

/** `index/article/{id}`. */
export function articleDetailPath(id: string): string {
  return `${ARTICLE_PATHS.detail}/${encodeURIComponent(id)}`;
}

/** One article in the list (no content). */
export const ZWireArticleSummary = z
  .object({
    id: ZRecordText,
    title: z.string(),
    author: ZRecordOptionalText,
    publishDate: z.string(),
    isTop: ZRecordFlag,
  })
  .passthrough();
export type WireArticleSummary = z.infer<typeof ZWireArticleSummary>;

/** One article with its content (HTML-free plain text with line breaks) and attachment ids. */
export const ZWireArticle = ZWireArticleSummary.extend({
  content: z.string(),
  attachmentIds: ZRecordIdList,
});
export type WireArticle = z.infer<typeof ZWireArticle>;

/**
 * Filters of `index/articles`, besides the paging of `toWirePaging`. As for every inclusive range:
 * `publishDateEnd` ends in `End`, so the gateway's date rule adds a day and the platform compares
 * with `<`; `publishDateBegin` has a capital D and no `End`, so the rule leaves it alone.
 */
export const ZWireArticleQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  publishDateBegin: z.string().optional(),
  publishDateEnd: z.string().optional(),
});
export type WireArticleQuery = z.input<typeof ZWireArticleQuery>;
