import { MENU_WIDTH, SIDE_MENU_WIDTH } from '@portal/contract';
import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import { useI18n } from '../../i18n/i18n';
import type { FlatRoute } from '../../routes/route-types';
import { CollapsedEntry } from './collapsed-entry';
import { MenuEntries } from './menu-entries';
import { useMenuState } from './use-menu-state';

const COLLAPSED_WIDTH = 64;

type SideMenuProps = {
  menuIds: readonly string[];
  /** The current page; a page the menu hides stands for its group's entry. */
  route: Pick<FlatRoute, 'fullPath' | 'parents'>;
  collapsed: boolean;
  onToggle: () => void;
};

/**
 * The side menu, 212 wide; the list inside is 232 so its scrollbar sits outside the visible
 * width. The header names the selected top-level menu. Below the md breakpoint it gives way to
 * the header's menu button and drawer (docs/shell.md, "Phones").
 */
export function SideMenu({ menuIds, route, collapsed, onToggle }: SideMenuProps) {
  const { t, routeTitle } = useI18n();
  const menu = useMenuState(menuIds, route);
  const { items, activePath, selected } = menu;
  const width = collapsed ? COLLAPSED_WIDTH : SIDE_MENU_WIDTH;

  return (
    <Flex
      as="nav"
      display={{ base: 'none', md: 'flex' }}
      direction="column"
      w={`${width}px`}
      flexShrink={0}
      bg="brand.sider"
      transition="width 0.2s"
      overflow="hidden"
      data-testid="side-menu"
      data-collapsed={collapsed}
    >
      <Flex
        h="11"
        align="center"
        justify={collapsed ? 'center' : 'space-between'}
        pl={collapsed ? '0' : '5'}
        pr={collapsed ? '0' : '2'}
        borderBottomWidth="1px"
        borderColor="whiteAlpha.200"
        flexShrink={0}
      >
        {!collapsed && (
          <Text color="whiteAlpha.700" fontSize="xs" letterSpacing="wider" truncate data-testid="selected-menu">
            {selected ? routeTitle(selected) : ''}
          </Text>
        )}
        <IconButton
          aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
          size="sm"
          variant="ghost"
          color="whiteAlpha.800"
          _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
          onClick={onToggle}
          data-testid="menu-toggle"
        >
          {collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
        </IconButton>
      </Flex>
      <Box
        flex="1"
        overflowY="auto"
        overflowX="hidden"
        w={collapsed ? 'full' : `${MENU_WIDTH}px`}
        pr={collapsed ? '0' : `${MENU_WIDTH - SIDE_MENU_WIDTH}px`}
        py="2"
      >
        {collapsed ? items.map((item) => <CollapsedEntry key={item.name} item={item} activePath={activePath} />) : <MenuEntries menu={menu} />}
      </Box>
    </Flex>
  );
}
