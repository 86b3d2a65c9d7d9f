import {
  CATEGORIES,
  EQUIPMENT_USE_STATES,
  type CategoryCode,
  type EquipmentOverview,
  type EquipmentUseState,
} from '@portal/contract';
import { viewPath } from '../../../routes/paths';

type OverviewItem = EquipmentOverview['items'][number];

export type CategoryRow = {
  code: CategoryCode;
  name: string;
  total: number;
  byState: Record<EquipmentUseState, number>;
};

function zeroStates(): Record<EquipmentUseState, number> {
  return Object.fromEntries(EQUIPMENT_USE_STATES.map((state) => [state.code, 0])) as Record<EquipmentUseState, number>;
}

/** All nine categories in catalogue order, zero where the unit has none, with counts per state. */
export function categoryRows(items: readonly OverviewItem[]): CategoryRow[] {
  return CATEGORIES.map((category) => {
    const byState = zeroStates();
    for (const item of items) {
      if (item.categoryCode === category.code) byState[item.useState] += item.count;
    }
    const total = Object.values(byState).reduce((sum, count) => sum + count, 0);
    return { code: category.code, name: category.name, total, byState };
  });
}

/** Counts per use state over all categories, in the domain's order. */
export function stateTotals(items: readonly OverviewItem[]): Record<EquipmentUseState, number> {
  const totals = zeroStates();
  for (const item of items) totals[item.useState] += item.count;
  return totals;
}

export function grandTotal(items: readonly OverviewItem[]): number {
  return items.reduce((sum, item) => sum + item.count, 0);
}

/** The comprehensive list filtered to what a figure counts. */
export function overviewLink(filters: { categoryCode?: string; useState?: string }): string {
  return viewPath('comprehensive', filters);
}
