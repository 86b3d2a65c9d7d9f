import { ZWireDeskOverview } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { toEquipmentOverview, UnexpectedOverview } from './dashboard-overview-mapping';

const WIRE = ZWireDeskOverview.parse({
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
    expect(() => toEquipmentOverview({ ...WIRE, equipmentCounts: [{ equCategory: '3000', useState: '封存', count: 1 }] })).toThrow(UnexpectedOverview);
  });
});
