import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'termination-application-detail': lazyPage(() => import('./index').then((m) => m.TerminationListPage), 'TerminationListPage'),
  'termination-apply': lazyPage(() => import('./index').then((m) => m.TerminationFormPage), 'TerminationFormPage'),
  'termination-view': lazyPage(() => import('./index').then((m) => m.TerminationViewPage), 'TerminationViewPage'),
  'termination-review': lazyPage(() => import('./index').then((m) => m.TerminationReviewListPage), 'TerminationReviewListPage'),
  'termination-review-detail': lazyPage(() => import('./index').then((m) => m.TerminationReviewPage), 'TerminationReviewPage'),
};
