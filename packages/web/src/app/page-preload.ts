import type { CurrentUser } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { findRoute } from '../routes/route-table';
import { PAGE_REGISTRY } from './page-registry';

/** The pathname of a path that may carry a query or a hash. */
function pathnameOf(path: string): string {
  return path.replace(/[?#].*$/, '');
}

/**
 * Starts loading the chunk of the page that `path` opens, if it has one and it is not loaded
 * yet. A failed preload is quiet: the page tries again when it renders and says so there.
 */
export function preloadPage(path: string): void {
  pageAt(path)?.preload().catch(() => undefined);
}

/**
 * Starts the first requests of the page that `path` opens for `user`, ahead of its render (the
 * page's own queries then find them under way). Quiet as well: the page asks again if they fail.
 */
export function prefetchPageData(path: string, client: QueryClient, user: CurrentUser): void {
  pageAt(path)?.prefetchData(client, user).catch(() => undefined);
}

function pageAt(path: string) {
  const route = findRoute(pathnameOf(path));
  return route ? PAGE_REGISTRY[route.name] : undefined;
}
