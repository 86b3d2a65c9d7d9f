import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'invoice-query': lazyPage(() => import('./invoice-pages').then((m) => m.InvoiceQueryPage), 'InvoiceQueryPage'),
  'invoice-detail': lazyPage(() => import('./invoice-pages').then((m) => m.InvoiceDetailPage), 'InvoiceDetailPage'),
  'invoice-review': lazyPage(() => import('./invoice-review-page').then((m) => m.InvoiceReviewPage), 'InvoiceReviewPage'),
};
