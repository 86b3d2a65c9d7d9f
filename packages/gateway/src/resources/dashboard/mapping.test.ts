import { ZWireDashboardOverview, ZWireDashboardStatistics } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { UnexpectedWireValue } from '../../legacy/wire-values';
import { toEquipmentOverview, toEquipmentStatistics } from './mapping';

const WIRE = ZWireDashboardOverview.parse({
  dueDays: 30,
  inspectionDueCount: 1,
  overdueCount: 1,
  unqualifiedCount: 0,
  equipmentCounts: [
    { equCategory: '3000', useState: '在用', count: 5 },
    { equCategory: '3000', useState: '未投入使用', count: 1 },
  ],
  useRegistDraftCount: 1,
  useRegistReturnedCount: 2,
  recentArticles: [],
});

describe('toEquipmentOverview', () => {
  it('counts per category and use-state code, and drafts plus returned applications as waiting', () => {
    expect(toEquipmentOverview(WIRE)).toEqual({
      items: [
        { categoryCode: '3000', useState: 'in_use', count: 5 },
        { categoryCode: '3000', useState: 'not_in_use', count: 1 },
      ],
      pending: { inspectionApplications: 0, useRegistrations: 3, awaitingPayment: 0 },
    });
  });

  it('takes the inspection figures when the platform sends them', () => {
    expect(toEquipmentOverview({ ...WIRE, appOnlineWaitCount: 4, appOnlinePayCount: 2 }).pending).toEqual({
      inspectionApplications: 4,
      useRegistrations: 3,
      awaitingPayment: 2,
    });
  });

  it('throws for a use state the contract does not know', () => {
    expect(() => toEquipmentOverview({ ...WIRE, equipmentCounts: [{ equCategory: '3000', useState: '封存', count: 1 }] })).toThrow(UnexpectedWireValue);
  });
});

describe('toEquipmentStatistics', () => {
  it('renames the counts and names the categories from the catalogue', () => {
    const statistics = toEquipmentStatistics(
      ZWireDashboardStatistics.parse({
        total: 3,
        overdueCount: 1,
        dueCount: 1,
        unqualifiedCount: 0,
        nonUseCount: 1,
        aboutExpireCount: 0,
        categoryList: [{ equCategory: '5000', total: 3, inUseCount: 2, overdueCount: 1, dueCount: 1, unqualifiedCount: 0 }],
      }),
    );
    expect(statistics).toEqual({
      total: 3,
      overdue: 1,
      inspectionDue: 1,
      unqualified: 0,
      nonUse: 1,
      aboutToExpire: 0,
      byCategory: [{ categoryCode: '5000', categoryName: '场(厂)内专用机动车辆', total: 3, inUse: 2, overdue: 1, inspectionDue: 1, unqualified: 0 }],
    });
  });
});

describe('the overview of another platform', () => {
  it('maps counts sent as text under upper-case keys, without notices', () => {
    const wire = ZWireDashboardOverview.parse({
      DUE_DAYS: '30',
      INSPECTION_DUE_COUNT: '1',
      OVERDUE_COUNT: '0',
      UNQUALIFIED_COUNT: 0,
      EQUIPMENT_COUNTS: [{ EQU_CATEGORY: 3000, USE_STATE: '在用', COUNT: '4' }],
      USE_REGIST_DRAFT_COUNT: '1',
      USE_REGIST_RETURNED_COUNT: 0,
    });
    expect(toEquipmentOverview(wire)).toEqual({
      items: [{ categoryCode: '3000', useState: 'in_use', count: 4 }],
      pending: { inspectionApplications: 0, useRegistrations: 1, awaitingPayment: 0 },
    });
  });
});
