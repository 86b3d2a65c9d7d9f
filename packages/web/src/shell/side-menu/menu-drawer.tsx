import { Box, CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { useI18n } from '../../i18n/i18n';
import type { FlatRoute } from '../../routes/route-types';
import { HEADER_HEIGHT } from '../header/header';
import { headerButtonStyle } from '../header/header-style';
import { MenuEntries } from './menu-entries';
import { useMenuState } from './use-menu-state';

type MenuDrawerProps = {
  menuIds: readonly string[];
  route: Pick<FlatRoute, 'fullPath' | 'parents'>;
};

/** The drawer's entries; mounted while it is open, so it opens at the current page's group. */
function DrawerEntries({ menuIds, route, onChoose }: MenuDrawerProps & { onChoose: () => void }) {
  return <MenuEntries menu={useMenuState(menuIds, route)} onChoose={onChoose} />;
}

/**
 * The side menu on a phone (below the md breakpoint): a button in the header opens it as a drawer
 * from the left; focus moves into it, and Escape, the mask, × or choosing a page closes it
 * (docs/shell.md, "Phones"). From md up the button is hidden and the side menu is shown instead.
 */
export function MenuDrawer({ menuIds, route }: MenuDrawerProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Drawer.Trigger asChild>
        <IconButton
          aria-label={t('menu.open')}
          display={{ base: 'inline-flex', md: 'none' }}
          data-testid="menu-drawer-button"
          {...headerButtonStyle}
        >
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w="72" maxW="85vw" bg="brand.sider" color="white" data-testid="menu-drawer">
            <Drawer.Header flex="none" h={HEADER_HEIGHT} py="0" pl="5" pr="2" justifyContent="space-between" borderBottomWidth="1px" borderColor="whiteAlpha.200">
              <Drawer.Title fontSize="md">{t('menu.title')}</Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton
                  aria-label={t('menu.close')}
                  size="sm"
                  color="whiteAlpha.800"
                  _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
                />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body px="0" py="2">
              <Box as="nav">
                <DrawerEntries menuIds={menuIds} route={route} onChoose={() => setOpen(false)} />
              </Box>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
