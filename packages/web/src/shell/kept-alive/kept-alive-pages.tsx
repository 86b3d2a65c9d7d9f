import { Activity, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
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

export function KeptAlivePages({ tags, activeKey, routes = FLAT_ROUTES, pages = PAGE_REGISTRY }: KeptAlivePagesProps) {
  const location = useLocation();
  const nonces = useReloadNonces();
  return tags.map((tag) => {
    const route = findRoute(tag.pathname, routes);
    if (!route || route.layout === 'bare') return null;
    const active = tag.key === activeKey;
    if (route.meta?.notCache && !active) return null;
    const Page = pages[route.name] ?? UnderConstruction;
    return (
      <PageFrame key={`${tag.key}#${nonces.get(tag.key) ?? 0}`} active={active} tagKey={tag.key}>
        <Activity mode={active ? 'visible' : 'hidden'} name={tag.key}>
          <Routes location={active ? location : tag.pathname + tag.search}>
            <Route
              path={route.fullPath}
              element={
                <PageTagProvider tagKey={tag.key}>
                  <PageBoundary loading={<LoadingState />} failed={<PageFailed />}>
                    <Page />
                  </PageBoundary>
                </PageTagProvider>
              }
            />
          </Routes>
        </Activity>
      </PageFrame>
    );
  });
}

