import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'use-record-apply': lazyPage(
    () => import('./apply/use-registration-apply-page').then((m) => m.UseRegistrationApplyPage),
    'UseRegistrationApplyPage',
  ),
  'use-record-query': lazyPage(
    () => import('./query/use-registration-query-page').then((m) => m.UseRegistrationQueryPage),
    'UseRegistrationQueryPage',
  ),
  'use-record-detail': lazyPage(
    () =>
      import('./detail/use-registration-detail-page').then(
        (m) => m.UseRegistrationDetailPage,
      ),
    'UseRegistrationDetailPage',
  ),
};
