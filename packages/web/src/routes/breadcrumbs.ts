import { HOME_ROUTE_NAME, HOME_TITLE } from '@portal/contract';
import { HOME_PATH } from './paths';
import type { FlatRoute } from './route-types';

export type Crumb = { name: string; title: string; path?: string };

const HOME_CRUMB: Crumb = { name: HOME_ROUTE_NAME, title: HOME_TITLE, path: HOME_PATH };

/**
 * Home first, then the route's groups and the route itself; hideInBread entries and the root
 * group (home itself) are left out. Groups link to where they redirect; the last crumb no link.
 */
export function buildBreadcrumbs(route: FlatRoute): Crumb[] {
  if (route.fullPath === HOME_PATH) return [{ name: HOME_CRUMB.name, title: HOME_CRUMB.title }];
  const groups = route.parents
    .filter((parent) => parent.path !== '/' && !parent.meta?.hideInBread)
    .map((parent): Crumb => {
      const crumb: Crumb = { name: parent.name, title: parent.title };
      if (parent.redirect) crumb.path = parent.redirect;
      return crumb;
    });
  const own: Crumb[] = route.meta?.hideInBread ? [] : [{ name: route.name, title: route.title }];
  return [HOME_CRUMB, ...groups, ...own];
}
