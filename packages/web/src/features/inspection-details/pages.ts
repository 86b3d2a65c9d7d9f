import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'check-online-detail': lazyPage(() => import('./check-online-detail-page').then((m) => m.CheckOnlineDetailPage), 'CheckOnlineDetailPage'),
  'check-record-detail': lazyPage(() => import('./check-record-detail-page').then((m) => m.CheckRecordDetailPage), 'CheckRecordDetailPage'),
  'check-install-detail': lazyPage(() => import('./check-install-detail-page').then((m) => m.CheckInstallDetailPage), 'CheckInstallDetailPage'),
  'set-detail': lazyPage(() => import('./set-detail-page').then((m) => m.SetDetailPage), 'SetDetailPage'),
  'unit-detail': lazyPage(() => import('./unit-detail-page').then((m) => m.UnitDetailPage), 'UnitDetailPage'),
};
