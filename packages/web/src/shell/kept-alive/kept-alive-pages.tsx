import { Activity, memo, use, useMemo, type ComponentType, type ContextType } from 'react';
import { NavigationType, parsePath, Route, Routes, UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import { PAGE_REGISTRY } from '../../app/page-registry';
import { UnderConstruction } from '../../features/under-construction/under-construction';
import { FLAT_ROUTES, findRoute } from '../../routes/route-table';
import type { FlatRoute } from '../../routes/route-types';
import { PageBoundary } from '../../ui/page-boundary';
import { PageFailed } from '../../ui/page-failed';
import { LoadingState } from '../../ui/query-states';
import type { Tag } from '../tags-bar/tags-state';
import { PageFrame } from './page-frame';
import { PageTagProvider } from './page-tag-provider';
import { useReloadNonces } from './reload-store';

/**
 * Every open tag's page, kept alive with <Activity> and keyed by the tag, so form input, scroll
 * and list state survive tab switches; notCache pages exist only while shown. Each page renders
 * against its own tag's URL, so a hidden page keeps its params while another is shown.
 * Pages are lazily loaded: each has its own boundary, so a tag whose chunk is still arriving
 * shows its own loading state (or failure) and never the visible tag's.
 */
type KeptAlivePagesProps = {
  tags: readonly Tag[];
  activeKey: string;
  routes?: readonly FlatRoute[];
  /** The page of each route name (the app's registry unless a test gives its own). */
  pages?: Readonly<Record<string, ComponentType>>;
};

/** What the router tells its hooks (useLocation, useSearchParams, useNavigate) about the address. */
type LocationState = NonNullable<ContextType<typeof LocationContext>>;

export function KeptAlivePages({ tags, activeKey, routes = FLAT_ROUTES, pages = PAGE_REGISTRY }: KeptAlivePagesProps) {
  const router = use(LocationContext);
  const nonces = useReloadNonces();
  return tags.map((tag) => {
    const route = findRoute(tag.pathname, routes);
    if (!route || route.layout === 'bare') return null;
    const active = tag.key === activeKey;
    if (route.meta?.notCache && !active) return null;
    return (
      <KeptAlivePage
        key={`${tag.key}#${nonces.get(tag.key) ?? 0}`}
        tagKey={tag.key}
        // Only the shown page follows the address; a hidden one keeps its own tag's URL.
        router={active ? router : undefined}
        address={tag.pathname + tag.search}
        route={route}
        Page={pages[route.name] ?? UnderConstruction}
      />
    );
  });
}

type KeptAlivePageProps = {
  tagKey: string;
  /** The router's location while this page is shown; undefined while it is hidden. */
  router: LocationState | undefined;
  address: string;
  route: FlatRoute;
  Page: ComponentType;
};

/**
 * One tag's page. Memoised on plain props so a move between tags renders only the two pages whose
 * state changes (the one shown and the one hidden), not every open tag.
 *
 * The router's hooks in the page (useLocation, useSearchParams, useNavigate) read the location given
 * here: the router's while the page is shown, its own tag's address while it is hidden. <Routes>
 * with a `location` of its own still reads the router's, and memo does not stop a context: every
 * navigation rendered every hidden page again, at idle priority but with all the CPU a page costs
 * (docs/shell.md, "Tags").
 */
const KeptAlivePage = memo(function KeptAlivePage({ tagKey, router, address, route, Page }: KeptAlivePageProps) {
  const active = router !== undefined;
  const own = useMemo<LocationState>(
    () => ({
      location: { pathname: '/', search: '', hash: '', state: null, key: 'default', ...parsePath(address) },
      navigationType: NavigationType.Pop,
    }),
    [address],
  );
  return (
    <PageFrame active={active} tagKey={tagKey}>
      <Activity mode={active ? 'visible' : 'hidden'} name={tagKey}>
        <LocationContext value={router ?? own}>
          <Routes>
            <Route
              path={route.fullPath}
              element={
                <PageTagProvider tagKey={tagKey}>
                  <PageBoundary loading={<LoadingState />} failed={<PageFailed />}>
                    <Page />
                  </PageBoundary>
                </PageTagProvider>
              }
            />
          </Routes>
        </LocationContext>
      </Activity>
    </PageFrame>
  );
});
