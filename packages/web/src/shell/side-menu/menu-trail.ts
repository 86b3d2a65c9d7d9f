import { openGroupsFor, type MenuItem } from '../../routes/menu';
import { joinPath } from '../../routes/route-table';
import type { FlatRoute } from '../../routes/route-types';

function leafPaths(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => (item.children ? [item.path, ...leafPaths(item.children)] : [item.path]));
}

/** The absolute paths of a route's ancestors, innermost first. */
function ancestorPaths(route: Pick<FlatRoute, 'parents'>): string[] {
  const paths: string[] = [];
  let parent = '/';
  for (const def of route.parents) {
    parent = joinPath(parent, def.path);
    paths.push(parent);
  }
  return paths.reverse();
}

/**
 * The menu path that stands for the current page: its own entry, or for a page the menu hides
 * (a detail, an edit form) the entry of its group, so the menu header names it and the group is
 * highlighted. A group the menu folded into its only child stands for that child. '' when the
 * page belongs to no menu entry (pages reached from the header).
 */
export function menuPathFor(items: readonly MenuItem[], route: Pick<FlatRoute, 'fullPath' | 'parents'>): string {
  const shown = leafPaths(items);
  if (shown.includes(route.fullPath)) return route.fullPath;
  for (const parent of ancestorPaths(route)) {
    if (parent === '/') continue;
    const entry = shown.find((path) => path === parent) ?? shown.find((path) => path.startsWith(`${parent}/`));
    if (entry) return entry;
  }
  return '';
}

/** The groups to open for `menuPath`: those on the way to its entry, or the group it names. */
export function groupsHolding(items: readonly MenuItem[], menuPath: string): string[] {
  const group = items.find((item) => item.children && item.path === menuPath);
  return group ? [group.name] : openGroupsFor(items, menuPath);
}
