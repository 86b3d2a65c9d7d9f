import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'maintenance-pro-apply-detail': lazyPage(() => import('./index').then((m) => m.MaintenanceProjectListPage), 'MaintenanceProjectListPage'),
  'maintenance-pro-apply': lazyPage(() => import('./index').then((m) => m.MaintenanceProjectFormPage), 'MaintenanceProjectFormPage'),
  'maintenance-pro-view': lazyPage(() => import('./index').then((m) => m.MaintenanceProjectViewPage), 'MaintenanceProjectViewPage'),
  'maintenance-review': lazyPage(() => import('./index').then((m) => m.MaintenanceProjectReviewListPage), 'MaintenanceProjectReviewListPage'),
  'maintenance-review-detail': lazyPage(() => import('./index').then((m) => m.MaintenanceProjectReviewPage), 'MaintenanceProjectReviewPage'),
};
