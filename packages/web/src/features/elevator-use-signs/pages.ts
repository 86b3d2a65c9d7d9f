import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'elevator-printing': lazyPage(
    () => import('./elevator-printing-page').then((m) => m.ElevatorPrintingPage),
    'ElevatorPrintingPage',
  ),
};
