import type { CurrentUser } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { findRoute } from '../routes/route-table';
import { BARE_PAGES } from './bare-pages';
import type { LazyPage } from './lazy-page';

/** The pathname of a path that may carry a query or a hash. */
function pathnameOf(path: string): string {
  return path.replace(/[?#].*$/, '');
}

/** The pages in the shell: their registry is a chunk of its own, which the shell imports as well. */
const shellPages = () => import('./page-registry').then((m) => m.PAGE_REGISTRY);

/**
 * Starts loading the chunk of the page that `path` opens, if it has one and it is not loaded
 * yet. A failed preload is quiet: the page tries again when it renders and says so there.
 */
export function preloadPage(path: string): void {
  pageAt(path)
    .then((page) => page?.preload())
    .catch(() => undefined);
}

/**
 * Starts the first requests of the page that `path` opens for `user`, ahead of its render (the
 * page's own queries then find them under way). Quiet as well: the page asks again if they fail.
 */
export function prefetchPageData(path: string, client: QueryClient, user: CurrentUser): void {
  pageAt(path)
    .then((page) => page?.prefetchData(client, user))
    .catch(() => undefined);
}

async function pageAt(path: string): Promise<LazyPage | undefined> {
  const route = findRoute(pathnameOf(path));
  if (!route) return undefined;
  return route.layout === 'bare' ? BARE_PAGES[route.name] : (await shellPages())[route.name];
}
