import { CATEGORY_SLUGS, type CategorySlug, type EquipmentView } from '@portal/contract';
import { lazyPage, withProps, type PageRegistry } from '../../app/lazy-page';

const EquipmentQueryPage = lazyPage(
  () => import('./query/equipment-query-page').then((m) => m.EquipmentQueryPage),
  'EquipmentQueryPage',
);

const EquipmentDetailPage = lazyPage(
  () => import('./detail/equipment-detail-page').then((m) => m.EquipmentDetailPage),
  'EquipmentDetailPage',
);

/**
 * Route name of each equipment query view; the URLs are the product's (`overdue` is /query-timeout).
 * The record's type lists every view, so the pages need no runtime list of them: the contract's
 * (`EQUIPMENT_VIEWS`) sits among the equipment schemas and would bring them to the first screen.
 */
const QUERY_VIEW_ROUTES: Readonly<Record<EquipmentView, string>> = {
  comprehensive: 'query-comprehensive',
  overdue: 'query-timeout',
  unqualified: 'query-fault',
  nonUse: 'query-non-use',
  aboutToExpire: 'query-about-expire',
  inspectionDue: 'query-detectDueList',
  inspectionOverdue: 'query-detectExtendedList',
  loadTest: 'query-payload-time',
  pressurePiping: 'query-pressure-piping',
};

const queryPage = (view: EquipmentView) => withProps(EquipmentQueryPage, { view }, `EquipmentQueryPage(${view})`);
const detailPage = (category: CategorySlug) =>
  withProps(EquipmentDetailPage, { category }, `EquipmentDetailPage(${category})`);

/**
 * The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's
 * `PAGES`. The overview is composed with another feature's panel there.
 */
export const PAGES: PageRegistry = {
  ...Object.fromEntries(
    (Object.entries(QUERY_VIEW_ROUTES) as [EquipmentView, string][]).map(([view, route]) => [route, queryPage(view)]),
  ),
  ...Object.fromEntries(CATEGORY_SLUGS.map((slug) => [`detail-${slug}`, detailPage(slug)])),
  'device-info-new': lazyPage(
    () => import('./form/device-info-form-page').then((m) => m.DeviceInfoFormPage),
    'DeviceInfoFormPage',
  ),
};
