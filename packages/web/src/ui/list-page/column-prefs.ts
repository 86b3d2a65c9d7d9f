/**
 * The columns chosen for a list, in the table's order, kept in localStorage under the list's own
 * key. Unknown keys (a column since removed) are dropped; nothing usable stored means the defaults.
 */
export function loadColumns<K extends string>(
  storageKey: string,
  available: readonly K[],
  defaults: readonly K[],
  storage: Storage = window.localStorage,
): K[] {
  let stored: unknown = null;
  try {
    stored = JSON.parse(storage.getItem(storageKey) ?? 'null');
  } catch {
    stored = null;
  }
  if (!Array.isArray(stored)) return [...defaults];
  const chosen = available.filter((key) => stored.includes(key));
  return chosen.length > 0 ? chosen : [...defaults];
}

export function saveColumns(storageKey: string, columns: readonly string[], storage: Storage = window.localStorage): void {
  storage.setItem(storageKey, JSON.stringify(columns));
}

/** Shows or hides a column, keeping the table's order; the last visible column stays. */
export function toggleColumn<K extends string>(current: readonly K[], key: K, available: readonly K[]): K[] {
  const shown = current.includes(key) ? current.filter((one) => one !== key) : [...current, key];
  if (shown.length === 0) return [...current];
  return available.filter((one) => shown.includes(one));
}
