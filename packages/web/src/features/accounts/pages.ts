import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'account-manager': lazyPage(
    () => import('./account-manager-page').then((m) => m.AccountManagerPage),
    'AccountManagerPage',
  ),
  'account-add': lazyPage(() => import('./account-add-page').then((m) => m.AccountAddPage), 'AccountAddPage'),
  'account-detail': lazyPage(
    () => import('./account-detail-page').then((m) => m.AccountDetailPage),
    'AccountDetailPage',
  ),
};
