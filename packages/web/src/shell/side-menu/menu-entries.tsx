import { MenuEntry } from './menu-entry';
import type { useMenuState } from './use-menu-state';

type MenuEntriesProps = {
  menu: Pick<ReturnType<typeof useMenuState>, 'items' | 'activePath' | 'open' | 'toggleGroup'>;
  /** Choosing a page (the drawer closes on it). */
  onChoose?: () => void;
};

/** The open menu's top entries, each group open or folded as the menu state says: the side menu's and the phone drawer's. */
export function MenuEntries({ menu, onChoose }: MenuEntriesProps) {
  return (
    <>
      {menu.items.map((item) => (
        <MenuEntry
          key={item.name}
          item={item}
          activePath={menu.activePath}
          open={menu.open.includes(item.name)}
          onToggle={menu.toggleGroup}
          onChoose={onChoose}
        />
      ))}
    </>
  );
}
