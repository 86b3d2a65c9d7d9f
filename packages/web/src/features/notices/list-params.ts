import type { ZNoticeQuerySchema } from '@portal/contract';
import type { z } from 'zod';

export const NOTICE_LIST_DEFAULTS = { page: 1, pageSize: 15, keyword: '', from: '', to: '' };
export type NoticeListParams = typeof NOTICE_LIST_DEFAULTS;
export type NoticeQuery = z.input<typeof ZNoticeQuerySchema>;

export function toNoticeQuery(params: NoticeListParams): NoticeQuery {
  return {
    page: params.page,
    pageSize: params.pageSize,
    ...(params.keyword.trim() ? { keyword: params.keyword.trim() } : {}),
    ...(params.from ? { publishedFrom: params.from } : {}),
    ...(params.to ? { publishedTo: params.to } : {}),
  };
}

export function noticeRangeInvalid(params: Pick<NoticeListParams, 'from' | 'to'>): boolean {
  return params.from !== '' && params.to !== '' && params.from > params.to;
}
