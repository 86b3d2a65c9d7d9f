import { CATEGORY_SLUGS, EQUIPMENT_VIEWS, type CategorySlug, type EquipmentView } from '@portal/contract';
import type { ComponentType } from 'react';
import { AuditRecordListPage } from '../features/audit-records';
import { ConstructionRecordsPanel } from '../features/construction-records';
import { DashboardPage } from '../features/dashboard';
import {
  DeviceInfoFormPage,
  EquipmentDetailPage,
  EquipmentOverviewPage as Overview,
  EquipmentQueryPage,
} from '../features/equipment';
import { ErrorLogsPage } from '../features/error-logs';
import { ErrorPage401, ErrorPage404, ErrorPage500 } from '../features/error-pages/error-pages';
import { LoginPage } from '../features/login/login-page';
import { MePage } from '../features/me';
import { NoticeDetailPage, NoticeListPage } from '../features/notices';
import { PipelineFormPage, PipelineMaintainPage } from '../features/pipelines';
import { SsoLoginPage } from '../features/sso-login/sso-login-page';
import {
  UseRegistrationApplyPage,
  UseRegistrationDetailPage,
  UseRegistrationQueryPage,
} from '../features/use-registrations';

/**
 * The page each route renders, by route name. The route table (routes/) is data only; the pages
 * are joined to it here, where only the app and the shell look, so no page reaches back into the
 * table through the session code. A route without an entry shows the under-construction page.
 *
 * Pages are imported statically: a lazily loaded page that suspends while hidden in a kept-alive
 * tab made the visible tab fall back to its loading state (seen in the browser tests), so code
 * splitting waits for a loader that preloads every open tag's chunk first.
 */
export type PageRegistry = Readonly<Record<string, ComponentType>>;

/** The equipment overview with the unit's construction records beneath its figures. */
function EquipmentOverviewPage() {
  return (
    <Overview>
      <ConstructionRecordsPanel />
    </Overview>
  );
}

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
  home: DashboardPage,
  notice: NoticeListPage,
  'notice-detail': NoticeDetailPage,
  error_logger_page: ErrorLogsPage,
  'equipment-overview': EquipmentOverviewPage,
  ...Object.fromEntries(EQUIPMENT_VIEWS.map((view) => [QUERY_VIEW_ROUTES[view], queryPage(view)])),
  ...Object.fromEntries(CATEGORY_SLUGS.map((slug) => [`detail-${slug}`, detailPage(slug)])),
  'equip-pressure-pipeline-maintain': PipelineMaintainPage,
  'device-info-new': DeviceInfoFormPage,
  'pipeline-info-new': PipelineFormPage,
  'use-record-apply': UseRegistrationApplyPage,
  'use-record-query': UseRegistrationQueryPage,
  'use-record-detail': UseRegistrationDetailPage,
  'system-account': MePage,
  'system-audit': AuditRecordListPage,
};
