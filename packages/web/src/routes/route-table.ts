import { matchPath } from 'react-router-dom';
import type { FlatRoute, RouteDef } from './route-types';
import {
  accountRoutes,
  companyInfoRoutes,
  elevatorRoutes,
  systemRoutes,
  useRegistrationRoutes,
  workerRoutes,
} from './table/business-routes';
import { equipmentRoutes } from './table/equipment-routes';
import { notFoundRoute, publicRoutes } from './table/public-routes';
import { messageRoutes, payCodeRoutes, rootRoutes } from './table/root-routes';
import { companyServiceRoutes } from './table/service-routes';
import { inspectionReviewRoutes } from './table/inspection-review-routes';



/** The complete route table of the product, in menu order. */
export const ROUTE_TABLE: RouteDef[] = [
  ...publicRoutes,
  rootRoutes,
  payCodeRoutes,
  equipmentRoutes,
  useRegistrationRoutes,
  workerRoutes,
  companyInfoRoutes,
  companyServiceRoutes,
  inspectionReviewRoutes,
  messageRoutes,
  systemRoutes,
  accountRoutes,
  elevatorRoutes,
];

export function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** Every entry with its absolute path; groups are included (they may redirect). */
export function flattenRoutes(
  defs: readonly RouteDef[],
  parentPath = '',
  parents: RouteDef[] = [],
): FlatRoute[] {
  return defs.flatMap((def) => {
    const fullPath = joinPath(parentPath || '/', def.path);
    const flat: FlatRoute = {
      ...def,
      fullPath,
      parents,
      access: def.access ?? 'session',
      layout: def.layout ?? 'shell',
    };
    return [flat, ...flattenRoutes(def.children ?? [], fullPath, [...parents, def])];
  });
}

export const FLAT_ROUTES: readonly FlatRoute[] = flattenRoutes(ROUTE_TABLE);

export const NOT_FOUND_ROUTE: FlatRoute = {
  ...notFoundRoute,
  fullPath: '*',
  parents: [],
  access: 'public',
  layout: 'bare',
};

const matches = new WeakMap<readonly FlatRoute[], Map<string, FlatRoute | undefined>>();
/** Distinct pathnames remembered per route list; record ids travel in the query, so few are seen. */
const MAX_REMEMBERED = 1000;

/**
 * The route a pathname opens, or undefined for an unknown path (external items never match).
 * Remembered per route list: matching compiles a pattern per route, and the guard, the tags and
 * the kept-alive pages ask for the same pathnames on every render.
 */
export function findRoute(
  pathname: string,
  routes: readonly FlatRoute[] = FLAT_ROUTES,
): FlatRoute | undefined {
  let known = matches.get(routes);
  if (!known) {
    known = new Map();
    matches.set(routes, known);
  }
  if (known.has(pathname)) return known.get(pathname);
  const route = routes.find(
    (candidate) => !candidate.href && matchPath({ path: candidate.fullPath, end: true }, pathname) !== null,
  );
  if (known.size >= MAX_REMEMBERED) known.clear();
  known.set(pathname, route);
  return route;
}

export function findRouteByName(
  name: string,
  routes: readonly FlatRoute[] = FLAT_ROUTES,
): FlatRoute | undefined {
  return routes.find((route) => route.name === name);
}
