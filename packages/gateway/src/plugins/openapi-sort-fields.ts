import type { SortFields } from '../legacy/wire-values';
import { SORTED } from '../router';

/**
 * The sort fields of each list operation by its operation id (`group.route`), from the router's
 * SORTED, where a resource names them beside its routes (CONTRIBUTING.md, "Add a resource through all layers").
 */
export const SORT_FIELDS_BY_OPERATION: Readonly<Record<string, SortFields>> = Object.fromEntries(
  Object.entries(SORTED).flatMap(([group, routes]) => Object.entries(routes ?? {}).map(([route, fields]) => [`${group}.${route}`, fields as SortFields])),
);

/** The `sort` values a table accepts: `field:asc` and `field:desc` of each field, or a one-order list's one order. */
export function sortOrdersOf(fields: SortFields): string[] {
  return Object.entries(fields).flatMap(([field, wire]) => (typeof wire === 'string' ? [`${field}:asc`, `${field}:desc`] : [`${field}:${wire.only}`]));
}
