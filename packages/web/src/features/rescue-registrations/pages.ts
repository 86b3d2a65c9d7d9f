import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'fault-registration-detail': lazyPage(() => import('./index').then((m) => m.RescueListPage), 'RescueListPage'),
  'rescue-registration-form': lazyPage(() => import('./index').then((m) => m.RescueFormPage), 'RescueFormPage'),
  'rescue-registration-view': lazyPage(() => import('./index').then((m) => m.RescueViewPage), 'RescueViewPage'),
};
