import { EQUIPMENT_USE_STATES, findCategory, type EquipmentOverview, type EquipmentStatistics } from '@portal/contract';
import type { WireDashboardOverview, WireDashboardStatistics } from '@portal/legacy-protocol';
import { categoryOf, codeOf } from '../../legacy/wire-values';

/** The work desktop's equipment counts (index/eqmStatistics). */
export function toEquipmentStatistics(wire: WireDashboardStatistics): EquipmentStatistics {
  return {
    total: wire.total,
    overdue: wire.overdueCount,
    inspectionDue: wire.dueCount,
    unqualified: wire.unqualifiedCount,
    nonUse: wire.nonUseCount,
    aboutToExpire: wire.aboutExpireCount,
    byCategory: wire.categoryList.map((row) => {
      const categoryCode = categoryOf(row.equCategory);
      return {
        categoryCode,
        categoryName: findCategory(categoryCode)?.name ?? row.equCategoryName ?? categoryCode,
        total: row.total,
        inUse: row.inUseCount,
        overdue: row.overdueCount,
        inspectionDue: row.dueCount,
        unqualified: row.unqualifiedCount,
      };
    }),
  };
}

/**
 * The work desktop's counts in the contract's shape. Applications waiting for the unit are its
 * drafts and those returned for correction. A platform without the appOnline module sends no
 * inspection figures: it holds no inspection applications, so there are none to wait for.
 */
export function toEquipmentOverview(wire: WireDashboardOverview): EquipmentOverview {
  return {
    items: wire.equipmentCounts.map((row) => ({
      categoryCode: categoryOf(row.equCategory),
      useState: codeOf(EQUIPMENT_USE_STATES, row.useState, 'use state'),
      count: row.count,
    })),
    pending: {
      inspectionApplications: wire.appOnlineWaitCount ?? 0,
      useRegistrations: wire.useRegistDraftCount + wire.useRegistReturnedCount,
      awaitingPayment: wire.appOnlinePayCount ?? 0,
    },
  };
}
