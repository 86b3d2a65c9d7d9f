import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'system-audit': lazyPage(
    () => import('./audit-record-list-page').then((m) => m.AuditRecordListPage),
    'AuditRecordListPage',
  ),
};
