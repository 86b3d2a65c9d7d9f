import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'worker-overview': lazyPage(
    () => import('./overview/worker-overview-page').then((m) => m.WorkerOverviewPage),
    'WorkerOverviewPage',
  ),
  'worker-overview-detail': lazyPage(
    () => import('./detail/worker-detail-page').then((m) => m.WorkerDetailPage),
    'WorkerDetailPage',
  ),
  'worker-query': lazyPage(
    () => import('./query/worker-query-page').then((m) => m.WorkerQueryPage),
    'WorkerQueryPage',
  ),
  'worker-certificate': lazyPage(
    () => import('./certificates/worker-certificate-page').then((m) => m.WorkerCertificatePage),
    'WorkerCertificatePage',
  ),
};
