import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  notice: lazyPage(() => import('./notice-list-page').then((m) => m.NoticeListPage), 'NoticeListPage'),
  'notice-detail': lazyPage(
    () => import('./notice-detail-page').then((m) => m.NoticeDetailPage),
    'NoticeDetailPage',
  ),
};
