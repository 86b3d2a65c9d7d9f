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
  const route = findRoute(pathnameOf(path));
  const page = route ? PAGE_REGISTRY[route.name] : undefined;
  page?.preload().catch(() => undefined);
}
