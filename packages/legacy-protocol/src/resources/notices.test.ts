import { describe, expect, it } from 'vitest';
import { noticeDetailPath, NOTICE_WIRE_PATHS, ZWireNotice, ZWireNoticeQuery } from './notices';
import { isDateRuleKey, shiftDateKeys } from '../date-rule';

describe('articles', () => {
  it('live in the index module', () => {
    expect(Object.values(NOTICE_WIRE_PATHS).every((path) => path.startsWith('/a/stone/index/'))).toBe(true);
    expect(noticeDetailPath('n-01')).toBe('/a/stone/index/article/n-01');
  });

  it('read the pinned flag and the attachment ids', () => {
    const article = ZWireNotice.parse({
      id: 7,
      title: '关于开展2026年度电梯定期检验的通知',
      author: '宁波市特种设备检验研究院',
      publishDate: '2026-01-05 09:00:00',
      isTop: '1',
      content: '各使用单位：……',
      attachmentIds: 'a1, a2',
    });
    expect(article).toMatchObject({ id: '7', isTop: true, attachmentIds: ['a1', 'a2'] });
  });

  it('name the publish range so that only its end is shifted by the date rule', () => {
    expect(Object.keys(ZWireNoticeQuery.shape).filter(isDateRuleKey)).toEqual(['publishDateEnd']);
    expect(shiftDateKeys({ publishDateBegin: '2026-01-01', publishDateEnd: '2026-01-31' })).toEqual({
      publishDateBegin: '2026-01-01',
      publishDateEnd: '2026-02-01',
    });
  });
});

describe('tolerance of another JeeSite platform', () => {
  it('reads an article with upper-case keys, a boolean pin and no title or content', () => {
    const article = ZWireNotice.parse({ ID: 8, PUBLISH_DATE: '2026-01-05T09:00:00', IS_TOP: true });
    expect(article).toMatchObject({ id: '8', publishDate: '2026-01-05 09:00:00', isTop: true, attachmentIds: [] });
    expect([article.title, article.content]).toEqual([undefined, undefined]);
  });
});
