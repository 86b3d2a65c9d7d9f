import { CATEGORY_SLUGS, EQUIPMENT_VIEWS, type CategorySlug, type EquipmentView } from '@portal/contract';
import { lazy, type ComponentType } from 'react';
import { ErrorPage401, ErrorPage404, ErrorPage500 } from '../features/error-pages/error-pages';
import { LoginPage } from '../features/login/login-page';
import { SsoLoginPage } from '../features/sso-login/sso-login-page';

/**
 * The page each route renders, by route name. The route table (routes/) is data only; the pages
 * are joined to it here, where only the app and the shell look, so no page reaches back into the
 * table through the session code. The bare pages load with the app; the shell's pages load on
 * first use. A route without an entry shows the under-construction page.
 */
export type PageRegistry = Readonly<Record<string, ComponentType>>;

function lazyPage<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const equipment = () => import('../features/equipment');
const pipelines = () => import('../features/pipelines');
const useRegistrations = () => import('../features/use-registrations');
const notices = () => import('../features/notices');

const EquipmentQueryPage = lazyPage(equipment, (module) => module.EquipmentQueryPage);
const EquipmentDetailPage = lazyPage(equipment, (module) => module.EquipmentDetailPage);

/** The equipment overview with the unit's construction records beneath its figures. */
const EquipmentOverviewPage = lazyPage(
  () => Promise.all([equipment(), import('../features/construction-records')]),
  ([{ EquipmentOverviewPage: Overview }, { ConstructionRecordsPanel }]) =>
    function EquipmentOverview() {
      return (
        <Overview>
          <ConstructionRecordsPanel />
        </Overview>
      );
    },
);

/** Route name of each equipment query view; the URLs are the product's (`overdue` is /query-timeout). */
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

function queryPage(view: EquipmentView): ComponentType {
  const Page = () => <EquipmentQueryPage view={view} />;
  Page.displayName = `EquipmentQueryPage(${view})`;
  return Page;
}

function detailPage(category: CategorySlug): ComponentType {
  const Page = () => <EquipmentDetailPage category={category} />;
  Page.displayName = `EquipmentDetailPage(${category})`;
  return Page;
}

export const PAGE_REGISTRY: PageRegistry = {
  login: LoginPage,
  ssologin: SsoLoginPage,
  error_401: ErrorPage401,
  error_404: ErrorPage404,
  error_500: ErrorPage500,
  home: lazyPage(() => import('../features/dashboard'), (module) => module.DashboardPage),
  notice: lazyPage(notices, (module) => module.NoticeListPage),
  'notice-detail': lazyPage(notices, (module) => module.NoticeDetailPage),
  error_logger_page: lazyPage(() => import('../features/error-logs'), (module) => module.ErrorLogsPage),
  'equipment-overview': EquipmentOverviewPage,
  ...Object.fromEntries(EQUIPMENT_VIEWS.map((view) => [QUERY_VIEW_ROUTES[view], queryPage(view)])),
  ...Object.fromEntries(CATEGORY_SLUGS.map((slug) => [`detail-${slug}`, detailPage(slug)])),
  'equip-pressure-pipeline-maintain': lazyPage(pipelines, (module) => module.PipelineMaintainPage),
  'device-info-new': lazyPage(equipment, (module) => module.DeviceInfoFormPage),
  'pipeline-info-new': lazyPage(pipelines, (module) => module.PipelineFormPage),
  'use-record-apply': lazyPage(useRegistrations, (module) => module.UseRegistrationApplyPage),
  'use-record-query': lazyPage(useRegistrations, (module) => module.UseRegistrationQueryPage),
  'use-record-detail': lazyPage(useRegistrations, (module) => module.UseRegistrationDetailPage),
  'system-account': lazyPage(() => import('../features/me'), (module) => module.MePage),
};
