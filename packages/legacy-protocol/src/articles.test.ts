import { describe, expect, it } from 'vitest';
import { articleDetailPath, ARTICLE_PATHS, ZWireArticle, ZWireArticleQuery } from './articles';
import { isDateRuleKey, shiftDateKeys } from './date-rule';
import { DESK_OVERVIEW_PATH, ZWireDeskOverview } from './desk-overview';

describe('articles', () => {
  it('live in the index module', () => {
    expect(Object.values(ARTICLE_PATHS).every((path) => path.startsWith('/a/stone/index/'))).toBe(true);
    expect(articleDetailPath('n-01')).toBe('/a/stone/index/article/n-01');
  });

  it('read the pinned flag and the attachment ids', () => {
    const article = ZWireArticle.parse({
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
    expect(Object.keys(ZWireArticleQuery.shape).filter(isDateRuleKey)).toEqual(['publishDateEnd']);
    expect(shiftDateKeys({ publishDateBegin: '2026-01-01', publishDateEnd: '2026-01-31' })).toEqual({
      publishDateBegin: '2026-01-01',
      publishDateEnd: '2026-02-01',
    });
  });
});

describe('the desk overview', () => {
  it('is the index module overview', () => {
    expect(DESK_OVERVIEW_PATH).toBe('/a/stone/index/overview');
  });

  it('reads counts sent as text', () => {
    const overview = ZWireDeskOverview.parse({
      dueDays: '30',
      inspectionDueCount: '2',
      overdueCount: 1,
      unqualifiedCount: 0,
      equipmentCounts: [{ equCategory: 3000, useState: '在用', count: '3' }],
      useRegistDraftCount: 1,
      useRegistReturnedCount: 1,
      recentArticles: [],
    });
    expect(overview).toMatchObject({ dueDays: 30, inspectionDueCount: 2, equipmentCounts: [{ equCategory: '3000', count: 3 }] });
  });

  it('refuses a negative count', () => {
    expect(
      ZWireDeskOverview.safeParse({
        dueDays: 30,
        inspectionDueCount: -1,
        overdueCount: 0,
        unqualifiedCount: 0,
        equipmentCounts: [],
        useRegistDraftCount: 0,
        useRegistReturnedCount: 0,
        recentArticles: [],
      }).success,
    ).toBe(false);
  });
});
