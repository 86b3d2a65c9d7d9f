import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'reset-password-check-list': lazyPage(
    () => import('./reset-list-page').then((m) => m.ResetCheckListPage),
    'ResetCheckListPage',
  ),
  'reset-password-query-list': lazyPage(
    () => import('./reset-list-page').then((m) => m.ResetQueryListPage),
    'ResetQueryListPage',
  ),
  'reset-password-detail': lazyPage(
    () => import('./reset-detail-page').then((m) => m.ResetDetailPage),
    'ResetDetailPage',
  ),
};
