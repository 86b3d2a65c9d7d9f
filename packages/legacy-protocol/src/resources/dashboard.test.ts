import { describe, expect, it } from 'vitest';
import { DASHBOARD_WIRE_PATHS, ZWireDashboardOverview } from './dashboard';

describe('the dashboard overview', () => {
  it('is the index module overview', () => {
    expect(DASHBOARD_WIRE_PATHS.overview).toBe('/a/stone/index/overview');
  });

  it('reads counts sent as text', () => {
    const overview = ZWireDashboardOverview.parse({
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
      ZWireDashboardOverview.safeParse({
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

describe('tolerance of another JeeSite platform', () => {
  it('reads the overview in other cases, without its notices', () => {
    const overview = ZWireDashboardOverview.parse({
      DUEDAYS: 30,
      inspectionduecount: '2',
      overdue_count: 1,
      UnqualifiedCount: 0,
      equipmentCounts: [{ EQU_CATEGORY: 3000, USE_STATE: '在用', COUNT: '3' }],
      useRegistDraftCount: 0,
      useRegistReturnedCount: 0,
    });
    expect(overview).toMatchObject({ dueDays: 30, inspectionDueCount: 2, overdueCount: 1, recentArticles: [] });
    expect(overview.equipmentCounts).toMatchObject([{ equCategory: '3000', useState: '在用', count: 3 }]);
  });
});
