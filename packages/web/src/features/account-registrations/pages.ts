import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'account-check': lazyPage(
    () => import('./registration-check-page').then((m) => m.RegistrationCheckPage),
    'RegistrationCheckPage',
  ),
  'account-register-detail': lazyPage(
    () => import('./registration-detail-page').then((m) => m.RegistrationDetailPage),
    'RegistrationDetailPage',
  ),
};
