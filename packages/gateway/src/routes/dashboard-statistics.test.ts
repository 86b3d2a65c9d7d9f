import { ZWireEqmStatistics } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { toEquipmentStatistics } from './dashboard-statistics';

describe('toEquipmentStatistics', () => {
  it('renames the counts and names the categories from the catalogue', () => {
    const statistics = toEquipmentStatistics(
      ZWireEqmStatistics.parse({
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
