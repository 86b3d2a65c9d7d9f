import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  error_logger_page: lazyPage(
    () => import('./error-logs-page').then((m) => m.ErrorLogsPage),
    'ErrorLogsPage',
  ),
};
