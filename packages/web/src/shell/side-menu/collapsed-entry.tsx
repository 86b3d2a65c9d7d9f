import { Icon, IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuCircle } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { preloadPage } from '../../app/page-preload';
import { useI18n } from '../../i18n/i18n';
import type { MenuItem } from '../../routes/menu';
import { Tooltip } from '../../ui/tooltip';
import { MENU_ICONS } from './menu-icons';

function openItem(item: MenuItem, navigate: (path: string) => void): void {
  if (item.href) window.open(item.href, '_blank', 'noopener,noreferrer');
  else navigate(item.path);
}

/** The folded menu shows icons; a group opens its children beside it. */
export function CollapsedEntry({ item, activePath }: { item: MenuItem; activePath: string }) {
  const { routeTitle } = useI18n();
  const navigate = useNavigate();
  const active =
    item.path === activePath || (item.children ?? []).some((child) => child.path === activePath);
  const button = (
    <IconButton
      aria-label={routeTitle(item)}
      variant="ghost"
      w="full"
      h="11"
      borderRadius="0"
      color={active ? 'white' : 'whiteAlpha.800'}
      bg={active ? 'brand.siderActive' : 'transparent'}
      _hover={{ color: 'white', bg: active ? 'brand.siderActive' : 'whiteAlpha.100' }}
      onClick={item.children ? undefined : () => openItem(item, navigate)}
      onPointerEnter={item.children || item.href ? undefined : () => preloadPage(item.path)}
      data-menu={item.name}
    >
      <Icon as={item.icon ? MENU_ICONS[item.icon] : LuCircle} boxSize="4.5" />
    </IconButton>
  );
  if (!item.children) {
    return (
      <Tooltip content={routeTitle(item)} placement="right">
        {button}
      </Tooltip>
    );
  }
  return (
    <Menu.Root positioning={{ placement: 'right-start', gutter: 2 }}>
      <Menu.Trigger asChild>{button}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{routeTitle(item)}</Menu.ItemGroupLabel>
              {item.children.map((child) => (
                <Menu.Item
                  key={child.name}
                  value={child.name}
                  onClick={() => openItem(child, navigate)}
                  onPointerEnter={child.href ? undefined : () => preloadPage(child.path)}
                >
                  {routeTitle(child)}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
