import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { tsr } from '../api/client';
import { lazyPage } from '../app/lazy-page';
import { guard } from '../routes/guard';
import type { FlatRoute } from '../routes/route-types';
import { useUser } from '../session/session-state';
import { Breadcrumbs } from './breadcrumbs/breadcrumbs';
import { Header } from './header/header';
import { KeptAlivePages } from './kept-alive/kept-alive-pages';
import { MenuDrawer } from './side-menu/menu-drawer';
import { SideMenu } from './side-menu/side-menu';
import { useMenuCollapsed } from './side-menu/use-menu-collapsed';
import { TagsBar } from './tags-bar/tags-bar';
import { homePlacementFor, makeTag, openTag, type HomePlacement, type Tag } from './tags-bar/tags-state';
import { getTags, setTags, useTags } from './tags-bar/tags-store';

/** Only a user whose password is too simple sees it: its form code loads for them alone. */
const ForcedPasswordDialog = lazyPage(
  () => import('../session/password/forced-password-dialog').then((m) => m.ForcedPasswordDialog),
  'ForcedPasswordDialog',
);

function allowedTags(tags: readonly Tag[], menuIds: readonly string[]): Tag[] {
  return tags.filter((tag) => guard(tag, { status: 'signed-in', menuIds }).kind === 'render');
}

/**
 * Open tags the current role may see, with the current page among them. The page is stored as a
 * tag when it is navigated to; until then (and after a close that is still navigating away) it is
 * only shown, so closing never races the navigation that follows it.
 */
function useShownTags(route: FlatRoute, menuIds: readonly string[], placement: HomePlacement) {
  const location = useLocation();
  const stored = useTags();
  const current = useMemo(
    () => makeTag(route.name, location.pathname, location.search),
    [route.name, location.pathname, location.search],
  );
  useEffect(() => setTags(openTag(allowedTags(getTags(), menuIds), current, placement)), [current, menuIds, placement]);
  const shown = useMemo(
    () => openTag(allowedTags(stored, menuIds), current, placement),
    [stored, menuIds, placement, current],
  );
  return { shown, activeKey: current.key };
}

/** The signed-in frame: header, side menu, breadcrumbs, tags and the kept-alive pages. */
export function Shell({ route }: { route: FlatRoute }) {
  const user = useUser();
  const [collapsed, toggleCollapsed] = useMenuCollapsed();
  const placement = homePlacementFor(user.currentRole.roleType);
  const { shown, activeKey } = useShownTags(route, user.menuIds, placement);

  // The full client's provider (tsr.useQueryClient) is here: the login page does not load it.
  return (
    <tsr.ReactQueryProvider>
      <Flex direction="column" h="100vh" overflow="hidden" data-testid="shell">
        <Header user={user} activeTagKey={activeKey} menuButton={<MenuDrawer menuIds={user.menuIds} route={route} />} />
        <Flex flex="1" minH="0">
          <SideMenu
            menuIds={user.menuIds}
            route={route}
            collapsed={collapsed}
            onToggle={toggleCollapsed}
          />
          <Flex direction="column" flex="1" minW="0" bg="gray.50">
            <Flex
              h="10"
              flexShrink={0}
              align="center"
              px={{ base: '3', md: '4' }}
              bg="white"
              borderBottomWidth="1px"
              // A phone keeps the trail on one line and lets it scroll sideways (docs/shell.md, "Phones").
              overflowX={{ base: 'auto', md: 'visible' }}
              scrollbarWidth="none"
            >
              <Breadcrumbs route={route} />
            </Flex>
            <TagsBar tags={shown} activeKey={activeKey} />
            <Box flex="1" minH="0" position="relative">
              {/* The server answers nothing but the session until the password is changed: no page asks. */}
              {!user.isSimplePwd && <KeptAlivePages tags={shown} activeKey={activeKey} />}
            </Box>
          </Flex>
        </Flex>
        {user.isSimplePwd && (
          <Suspense fallback={null}>
            <ForcedPasswordDialog open />
          </Suspense>
        )}
      </Flex>
    </tsr.ReactQueryProvider>
  );
}
