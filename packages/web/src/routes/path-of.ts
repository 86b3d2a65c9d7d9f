import { findRouteByName } from './route-table';

/**
 * The absolute path of the route named `name` in the route table. A feature builds the links to
 * its own pages from the table by name, so a new page needs no builder in paths.ts; an unknown
 * name throws when the feature's module loads (its tests fail), not when a link is followed.
 */
export function routePath(name: string): string {
  const route = findRouteByName(name);
  if (!route) throw new Error(`No route named ${name} in the route table`);
  return route.fullPath;
}

/** A builder of the path of the route named `name`, for one record by `?id=` (none: the page alone). */
export function pathById(name: string): (id?: string) => string {
  const path = routePath(name);
  return (id) => (id ? `${path}?id=${encodeURIComponent(id)}` : path);
}
