import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'report-query': lazyPage(() => import('./report-pages').then((m) => m.ReportQueryPage), 'ReportQueryPage'),
  'report-query-flowing': lazyPage(() => import('./report-pages').then((m) => m.ReportFlowingPage), 'ReportFlowingPage'),
};
