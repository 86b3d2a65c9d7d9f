import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'fault-registration-list': lazyPage(() => import('./index').then((m) => m.FaultListPage), 'FaultListPage'),
  'fault-registration-form': lazyPage(() => import('./index').then((m) => m.FaultFormPage), 'FaultFormPage'),
  'fault-registration-view': lazyPage(() => import('./index').then((m) => m.FaultViewPage), 'FaultViewPage'),
};
