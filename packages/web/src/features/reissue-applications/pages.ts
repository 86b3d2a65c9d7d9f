import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'reissue-list': lazyPage(() => import('./reissue-pages').then((m) => m.ReissueListPage), 'ReissueListPage'),
  'reissue-apply': lazyPage(() => import('./reissue-pages').then((m) => m.ReissueApplyPage), 'ReissueApplyPage'),
  'reissue-detail': lazyPage(() => import('./reissue-pages').then((m) => m.ReissueDetailPage), 'ReissueDetailPage'),
};
