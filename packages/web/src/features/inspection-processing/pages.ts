import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'inspection-review-list': lazyPage(
    () => import('./processing-list-page').then((m) => m.ProcessingListPage),
    'ProcessingListPage',
  ),
  'inspection-review-detail': lazyPage(
    () => import('./processing-detail-page').then((m) => m.ProcessingDetailPage),
    'ProcessingDetailPage',
  ),
  'reissue-review-list': lazyPage(
    () => import('./reissue-review-pages').then((m) => m.ReissueReviewListPage),
    'ReissueReviewListPage',
  ),
  'reissue-review-detail': lazyPage(
    () => import('./reissue-review-pages').then((m) => m.ReissueReviewDetailPage),
    'ReissueReviewDetailPage',
  ),
};
