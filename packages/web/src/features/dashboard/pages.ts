import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  home: lazyPage(() => import('./dashboard-page').then((m) => m.DashboardPage), 'DashboardPage', {
    data: () => import('./desk-queries').then((m) => m.prefetchDesk),
  }),
};
