import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'elevator-compliance': lazyPage(() => import('./compliance-page').then((m) => m.CompliancePage), 'CompliancePage'),
};
