export type SortDirection = 'asc' | 'desc';
export type SortState = { field: string; direction: SortDirection };

/** `nextCheckDate:asc` -> { field, direction }; anything else is no sort. */
export function parseSort(sort: string): SortState | null {
  const match = /^([A-Za-z][A-Za-z0-9]*):(asc|desc)$/.exec(sort);
  return match ? { field: match[1] as string, direction: match[2] as SortDirection } : null;
}

/** A header click: another column sorts ascending, then descending, then back to no sort. */
export function nextSort(sort: string, field: string): string {
  const current = parseSort(sort);
  if (current?.field !== field) return `${field}:asc`;
  return current.direction === 'asc' ? `${field}:desc` : '';
}
