import type { NoticeRow } from '../../db/schema';
import { formatWireDateTime } from '../../http/wire-date';
import type { NoticeSummaryRow } from './store';

/** A notice in the list, in the wire's words (the platform calls notices articles). */
export function noticeSummaryAnswer(row: NoticeSummaryRow) {
  return {
    id: row.id,
    title: row.title,
    author: row.publisher,
    publishDate: formatWireDateTime(row.publishedAt),
    isTop: row.top ? '1' : '0',
  };
}

export function noticeAnswer(row: NoticeRow) {
  return { ...noticeSummaryAnswer(row), content: row.content, attachmentIds: row.attachmentIds.join(',') };
}
