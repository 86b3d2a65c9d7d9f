import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'online-apply-pay': lazyPage(() => import('./pay-list-page').then((m) => m.PayListPage), 'PayListPage'),
  'pay-code-order': lazyPage(() => import('./pay-order-page').then((m) => m.PayOrderPage), 'PayOrderPage'),
};
