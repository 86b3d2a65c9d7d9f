import { useEffect, useMemo, useState } from 'react';
import { buildMenu, type MenuItem } from '../../routes/menu';
import { ROUTE_TABLE } from '../../routes/route-table';
import type { FlatRoute } from '../../routes/route-types';
import { groupsHolding, menuPathFor } from './menu-trail';

/** The company-service group is open by default. */
const OPEN_BY_DEFAULT = ['company-service'];

function selectedItem(items: readonly MenuItem[], path: string): MenuItem | undefined {
  return items.find(
    (item) => item.path === path || (item.children ?? []).some((child) => child.path === path),
  );
}

/**
 * The menu of a role at the current page: its entries, the entry standing for the page, the
 * top-level entry holding it, and which groups are open (the side menu's and the phone drawer's).
 */
export function useMenuState(menuIds: readonly string[], route: Pick<FlatRoute, 'fullPath' | 'parents'>) {
  const items = useMemo(() => buildMenu(ROUTE_TABLE, menuIds), [menuIds]);
  const activePath = menuPathFor(items, route);
  const [open, setOpen] = useState<string[]>(() => [...OPEN_BY_DEFAULT, ...groupsHolding(items, activePath)]);
  useEffect(() => {
    const holding = groupsHolding(items, activePath);
    setOpen((current) => (holding.every((name) => current.includes(name)) ? current : [...current, ...holding]));
  }, [items, activePath]);
  const toggleGroup = (name: string) =>
    setOpen((current) => (current.includes(name) ? current.filter((shown) => shown !== name) : [...current, name]));
  return { items, activePath, open, toggleGroup, selected: selectedItem(items, activePath) };
}
