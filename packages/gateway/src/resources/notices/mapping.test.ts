import { ZNoticeQuerySchema, ZNoticeSchema } from '@portal/contract';
import { shiftDateKeys, ZWireNotice } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { toNotice, toNoticeListQuery, toNoticeSummary } from './mapping';

const ARTICLE = ZWireNotice.parse({
  id: '50001',
  title: '关于开展2026年度电梯定期检验的通知',
  author: '宁波市特种设备检验研究院',
  publishDate: '2026-01-05 09:00:00',
  isTop: '1',
  content: '各电梯使用单位：……',
  attachmentIds: '',
});

describe('notice mapping', () => {
  it('names the author the publisher and the pinned flag top', () => {
    expect(toNoticeSummary(ARTICLE)).toEqual({
      id: '50001',
      title: '关于开展2026年度电梯定期检验的通知',
      publisher: '宁波市特种设备检验研究院',
      publishedAt: '2026-01-05 09:00:00',
      top: true,
    });
    expect(toNotice(ARTICLE)).toMatchObject({ content: '各电梯使用单位：……', attachmentIds: [] });
  });

  it('sends the inclusive publishedTo as publishDateEnd, the day after once the date rule runs', () => {
    const query = ZNoticeQuerySchema.parse({ keyword: '电梯', publishedFrom: '2026-01-01', publishedTo: '2026-01-31', sort: 'publishedAt:desc' });
    expect(shiftDateKeys(toNoticeListQuery(query) ?? {})).toEqual({
      pageNo: '1',
      pageSize: '20',
      orderBy: 'published_at desc',
      keyword: '电梯',
      publishDateBegin: '2026-01-01',
      publishDateEnd: '2026-02-01',
    });
  });
});

describe('a notice of another platform', () => {
  it('maps an article without title, author and content, its time in epoch milliseconds', () => {
    const notice = toNotice(ZWireNotice.parse({ ID: 50002, PUBLISH_DATE: 1767574800000, IS_TOP: 'FALSE' }));
    expect(notice).toEqual({ id: '50002', title: '', publisher: '', publishedAt: '2026-01-05 09:00:00', top: false, content: '', attachmentIds: [] });
    expect(ZNoticeSchema.safeParse(notice).success).toBe(true);
  });
});
