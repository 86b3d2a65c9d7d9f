import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'company-maintain': lazyPage(
    () => import('./maintain/company-maintain-page').then((m) => m.CompanyMaintainPage),
    'CompanyMaintainPage',
  ),
  'company-maintain-history': lazyPage(
    () => import('./history/company-history-page').then((m) => m.CompanyHistoryPage),
    'CompanyHistoryPage',
  ),
  'unit-change-check': lazyPage(
    () => import('./reviews/unit-change-review-page').then((m) => m.UnitChangeReviewPage),
    'UnitChangeReviewPage',
  ),
};
