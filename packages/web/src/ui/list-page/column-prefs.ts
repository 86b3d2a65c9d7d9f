import type { EquipmentView } from '@portal/contract';

export function columnStorageKey(view: EquipmentView): string {
  return `portal.equipment.columns.${view}`;
}

/**
 * The columns chosen for a view, in the table's order. Unknown keys (a column since removed)
 * are dropped; nothing usable stored means the view's defaults.
 */
export function loadColumns<K extends string>(
  view: EquipmentView,
  available: readonly K[],
  defaults: readonly K[],
  storage: Storage = window.localStorage,
): K[] {
  let stored: unknown = null;
  try {
    stored = JSON.parse(storage.getItem(columnStorageKey(view)) ?? 'null');
  } catch {
    stored = null;
  }
  if (!Array.isArray(stored)) return [...defaults];
  const chosen = available.filter((key) => stored.includes(key));
  return chosen.length > 0 ? chosen : [...defaults];
}

export function saveColumns(view: EquipmentView, columns: readonly string[], storage: Storage = window.localStorage): void {
  storage.setItem(columnStorageKey(view), JSON.stringify(columns));
}

/** Shows or hides a column, keeping the table's order; the last visible column stays. */
export function toggleColumn<K extends string>(current: readonly K[], key: K, available: readonly K[]): K[] {
  const shown = current.includes(key) ? current.filter((one) => one !== key) : [...current, key];
  if (shown.length === 0) return [...current];
  return available.filter((one) => shown.includes(one));
}
