import type { ZNoticeQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { isRangeOrdered } from '../../ui/date-picker/iso-date';
import { defineList, listDefaults, type FilterDef, type ListParams } from '../../ui/list-page';
import type { NoticeTextKey } from './messages';

export type NoticeQuery = z.input<typeof ZNoticeQuerySchema>;
type NoticeFilterKey = 'keyword' | 'from' | 'to';

export const NOTICE_FILTERS: readonly FilterDef<NoticeFilterKey, NoticeTextKey>[] = [
  { kind: 'text', key: 'keyword', label: 'list.keyword', placeholder: 'list.keywordHint', maxLength: 100, width: '60' },
  { kind: 'dateRange', from: 'from', to: 'to', label: 'list.published' },
];

export const NOTICE_LIST = defineList<NoticeQuery, NoticeFilterKey, NoticeTextKey>({
  filters: NOTICE_FILTERS,
  pageSize: 15,
  rename: { from: 'publishedFrom', to: 'publishedTo' },
});
export const toNoticeQuery = (params: ListParams<NoticeFilterKey>): NoticeQuery => NOTICE_LIST.toQuery(params);
export const NOTICE_LIST_DEFAULTS = listDefaults(NOTICE_LIST);

export function noticeRangeInvalid(params: { from: string; to: string }): boolean {
  return !isRangeOrdered(params);
}
