import type { MenuIcon, RouteDef } from './route-types';
import { joinPath } from './route-table';

export type MenuItem = {
  name: string;
  title: string;
  icon?: MenuIcon;
  /** Absolute path to route to; for a group, its own path. */
  path: string;
  /** External page: opened by href in a new window. */
  href?: string;
  children?: MenuItem[];
};

function mayOpen(def: RouteDef, menuIds: readonly string[]): boolean {
  if (def.meta?.menuFor && !def.meta.menuFor.some((id) => menuIds.includes(id))) return false;
  if (!def.access || def.access === 'session') return true;
  if (def.access === 'public') return false;
  return menuIds.includes(def.access);
}

/**
 * The side menu: the route tree filtered by the role's menu ids. Hidden routes
 * are omitted with their subtree, empty groups vanish, and a group with a single visible child
 * collapses into it unless marked showAlways.
 */
export function buildMenu(
  defs: readonly RouteDef[],
  menuIds: readonly string[],
  parentPath = '/',
): MenuItem[] {
  return defs.flatMap((def): MenuItem[] => {
    if (def.meta?.hideInMenu || def.layout === 'bare') return [];
    const path = joinPath(parentPath, def.path);
    if (!def.children) {
      if (!mayOpen(def, menuIds)) return [];
      const item: MenuItem = { name: def.name, title: def.title, path };
      if (def.icon) item.icon = def.icon;
      if (def.href) item.href = def.href;
      return [item];
    }
    const children = buildMenu(def.children, menuIds, path);
    const [only] = children;
    if (!only) return [];
    if (children.length === 1 && !def.meta?.showAlways) {
      const icon = only.icon ?? def.icon;
      return [icon ? { ...only, icon } : only];
    }
    const group: MenuItem = { name: def.name, title: def.title, path, children };
    if (def.icon) group.icon = def.icon;
    return [group];
  });
}

/** Names of the groups on the way to `pathname`, for opening the menu at the current page. */
export function openGroupsFor(items: readonly MenuItem[], pathname: string): string[] {
  for (const item of items) {
    if (!item.children) continue;
    if (item.children.some((child) => child.path === pathname)) return [item.name];
    const below = openGroupsFor(item.children, pathname);
    if (below.length > 0) return [item.name, ...below];
  }
  return [];
}
