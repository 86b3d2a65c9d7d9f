/** A list's state as it lives in the URL: page, page size, sort and filters. */
export type ListDefaults = Record<string, string | number>;

/** The list state in `search`; a missing or malformed value takes its default. */
export function readListParams<D extends ListDefaults>(search: string, defaults: D): D {
  const params = new URLSearchParams(search);
  const values: ListDefaults = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = params.get(key);
    if (raw === null) continue;
    if (typeof fallback === 'number') {
      const number = Number(raw);
      if (Number.isInteger(number) && number > 0) values[key] = number;
    } else {
      values[key] = raw;
    }
  }
  return values as D;
}

/** `search` with the list state written in; defaults are left out, other params kept. */
export function writeListParams<D extends ListDefaults>(search: string, values: D, defaults: D): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(values)) {
    if (value === defaults[key] || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Applies a change; a change of filters or sort goes back to the first page. */
export function patchListParams<D extends ListDefaults>(current: D, patch: Partial<D>): D {
  const next = { ...current, ...patch };
  const filtersChanged = Object.keys(patch).some((key) => key !== 'page' && patch[key] !== current[key]);
  if (filtersChanged && 'page' in current && !('page' in patch)) (next as ListDefaults).page = 1;
  return next;
}
