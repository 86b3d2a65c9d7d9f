import { EQUIPMENT_USE_STATES, ZCategoryCode, type EquipmentOverview } from '@portal/contract';
import type { WireDeskOverview } from '@portal/legacy-protocol';

/** Thrown when the platform counts a use state or category the contract has no code for. */
export class UnexpectedOverview extends Error {}

/**
 * The work desktop's counts in the contract's shape. Applications waiting for the unit are its
 * drafts and those returned for correction. A platform without the appOnline module sends no
 * inspection figures: it holds no inspection applications, so there are none to wait for.
 */
export function toEquipmentOverview(wire: WireDeskOverview): EquipmentOverview {
  const items = wire.equipmentCounts.map((row) => {
    const category = ZCategoryCode.safeParse(row.equCategory);
    const useState = EQUIPMENT_USE_STATES.find((state) => state.label === row.useState)?.code;
    if (!category.success || !useState) throw new UnexpectedOverview(`${row.equCategory} ${row.useState}`);
    return { categoryCode: category.data, useState, count: row.count };
  });
  return {
    items,
    pending: {
      inspectionApplications: wire.appOnlineWaitCount ?? 0,
      useRegistrations: wire.useRegistDraftCount + wire.useRegistReturnedCount,
      awaitingPayment: wire.appOnlinePayCount ?? 0,
    },
  };
}
