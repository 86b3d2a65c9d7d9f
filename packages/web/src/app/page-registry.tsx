import { CATEGORY_SLUGS, EQUIPMENT_VIEWS, type CategorySlug, type EquipmentView } from '@portal/contract';
import { lazyPage, withProps, type LazyPage } from './lazy-page';

/**
 * The page each route renders, by route name. The route table (routes/) is data only; the pages
 * are joined to it here, where only the app and the shell look, so no page reaches back into the
 * table through the session code. A route without an entry shows the under-construction page.
 *
 * Every page is its own chunk, loaded when first shown or earlier through `preload`
 * (lazy-frames.ts, page-preload.ts): the current route and every open tag at start, the page
 * signing in leads to once the login form is used, a menu entry on hover. The shell gives each
 * kept-alive page its own <Suspense>, so a hidden tag that is still loading never replaces the
 * visible one. Pages are imported from their own module, not the feature's index, so that two
 * pages of a feature do not share one chunk.
 */
export type PageRegistry = Readonly<Record<string, LazyPage>>;

/** The equipment overview with the unit's construction records beneath its figures. */
const EquipmentOverviewPage = lazyPage(async () => {
  const [{ EquipmentOverviewPage: Overview }, { ConstructionRecordsPanel }] = await Promise.all([
    import('../features/equipment/overview/equipment-overview-page'),
    import('../features/construction-records/construction-records-panel'),
  ]);
  return function EquipmentOverviewWithRecords() {
    return (
      <Overview>
        <ConstructionRecordsPanel />
      </Overview>
    );
  };
}, 'EquipmentOverviewPage');

const EquipmentQueryPage = lazyPage(
  () => import('../features/equipment/query/equipment-query-page').then((m) => m.EquipmentQueryPage),
  'EquipmentQueryPage',
);

const EquipmentDetailPage = lazyPage(
  () => import('../features/equipment/detail/equipment-detail-page').then((m) => m.EquipmentDetailPage),
  'EquipmentDetailPage',
);

const errorPages = () => import('../features/error-pages/error-pages');

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

const queryPage = (view: EquipmentView) => withProps(EquipmentQueryPage, { view }, `EquipmentQueryPage(${view})`);
const detailPage = (category: CategorySlug) =>
  withProps(EquipmentDetailPage, { category }, `EquipmentDetailPage(${category})`);

export const PAGE_REGISTRY: PageRegistry = {
  login: lazyPage(() => import('../features/login/login-page').then((m) => m.LoginPage), 'LoginPage'),
  ssologin: lazyPage(() => import('../features/sso-login/sso-login-page').then((m) => m.SsoLoginPage), 'SsoLoginPage'),
  register: lazyPage(() => import('../features/register/register-pages').then((m) => m.RegisterRoute), 'RegisterRoute'),
  'register-success': lazyPage(() => import('../features/register/register-pages').then((m) => m.RegisterSuccessRoute), 'RegisterSuccessRoute'),
  resetPassword: lazyPage(() => import('../features/reset-password/reset-password-pages').then((m) => m.ResetPasswordRoute), 'ResetPasswordRoute'),
  resetSuccess: lazyPage(() => import('../features/reset-password/reset-password-pages').then((m) => m.ResetSuccessRoute), 'ResetSuccessRoute'),
  attachmentUploadMobile: lazyPage(
    () => import('../features/attachment-upload-mobile/attachment-upload-mobile-page').then((m) => m.AttachmentUploadMobilePage),
    'AttachmentUploadMobilePage',
  ),
  'sms-outbox': lazyPage(() => import('../features/sms-outbox/sms-outbox-page').then((m) => m.SmsOutboxPage), 'SmsOutboxPage'),
  error_401: lazyPage(() => errorPages().then((m) => m.ErrorPage401), 'ErrorPage401'),
  error_404: lazyPage(() => errorPages().then((m) => m.ErrorPage404), 'ErrorPage404'),
  error_500: lazyPage(() => errorPages().then((m) => m.ErrorPage500), 'ErrorPage500'),
  home: lazyPage(() => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage), 'DashboardPage', {
    data: () => import('../features/dashboard/desk-queries').then((m) => m.prefetchDesk),
  }),
  notice: lazyPage(() => import('../features/notices/notice-list-page').then((m) => m.NoticeListPage), 'NoticeListPage'),
  'notice-detail': lazyPage(
    () => import('../features/notices/notice-detail-page').then((m) => m.NoticeDetailPage),
    'NoticeDetailPage',
  ),
  error_logger_page: lazyPage(
    () => import('../features/error-logs/error-logs-page').then((m) => m.ErrorLogsPage),
    'ErrorLogsPage',
  ),
  'equipment-overview': EquipmentOverviewPage,
  ...Object.fromEntries(EQUIPMENT_VIEWS.map((view) => [QUERY_VIEW_ROUTES[view], queryPage(view)])),
  ...Object.fromEntries(CATEGORY_SLUGS.map((slug) => [`detail-${slug}`, detailPage(slug)])),
  'equip-pressure-pipeline-maintain': lazyPage(
    () => import('../features/pipelines/pipeline-maintain-page').then((m) => m.PipelineMaintainPage),
    'PipelineMaintainPage',
  ),
  'device-info-new': lazyPage(
    () => import('../features/equipment/form/device-info-form-page').then((m) => m.DeviceInfoFormPage),
    'DeviceInfoFormPage',
  ),
  'pipeline-info-new': lazyPage(
    () => import('../features/pipelines/pipeline-form-page').then((m) => m.PipelineFormPage),
    'PipelineFormPage',
  ),
  'use-record-apply': lazyPage(
    () => import('../features/use-registrations/apply/use-registration-apply-page').then((m) => m.UseRegistrationApplyPage),
    'UseRegistrationApplyPage',
  ),
  'use-record-query': lazyPage(
    () => import('../features/use-registrations/query/use-registration-query-page').then((m) => m.UseRegistrationQueryPage),
    'UseRegistrationQueryPage',
  ),
  'use-record-detail': lazyPage(
    () =>
      import('../features/use-registrations/detail/use-registration-detail-page').then(
        (m) => m.UseRegistrationDetailPage,
      ),
    'UseRegistrationDetailPage',
  ),
  'worker-overview': lazyPage(
    () => import('../features/workers/overview/worker-overview-page').then((m) => m.WorkerOverviewPage),
    'WorkerOverviewPage',
  ),
  'worker-overview-detail': lazyPage(
    () => import('../features/workers/detail/worker-detail-page').then((m) => m.WorkerDetailPage),
    'WorkerDetailPage',
  ),
  'worker-query': lazyPage(
    () => import('../features/workers/query/worker-query-page').then((m) => m.WorkerQueryPage),
    'WorkerQueryPage',
  ),
  'worker-certificate': lazyPage(
    () => import('../features/workers/certificates/worker-certificate-page').then((m) => m.WorkerCertificatePage),
    'WorkerCertificatePage',
  ),
  'company-maintain': lazyPage(
    () => import('../features/company-info/maintain/company-maintain-page').then((m) => m.CompanyMaintainPage),
    'CompanyMaintainPage',
  ),
  'company-maintain-history': lazyPage(
    () => import('../features/company-info/history/company-history-page').then((m) => m.CompanyHistoryPage),
    'CompanyHistoryPage',
  ),
  'unit-change-check': lazyPage(
    () => import('../features/company-info/reviews/unit-change-review-page').then((m) => m.UnitChangeReviewPage),
    'UnitChangeReviewPage',
  ),
  'system-account': lazyPage(() => import('../features/me/me-page').then((m) => m.MePage), 'MePage'),
  'reset-password-check-list': lazyPage(
    () => import('../features/password-reset-audits/reset-list-page').then((m) => m.ResetCheckListPage),
    'ResetCheckListPage',
  ),
  'reset-password-query-list': lazyPage(
    () => import('../features/password-reset-audits/reset-list-page').then((m) => m.ResetQueryListPage),
    'ResetQueryListPage',
  ),
  'reset-password-detail': lazyPage(
    () => import('../features/password-reset-audits/reset-detail-page').then((m) => m.ResetDetailPage),
    'ResetDetailPage',
  ),
  'account-check': lazyPage(
    () => import('../features/account-registrations/registration-check-page').then((m) => m.RegistrationCheckPage),
    'RegistrationCheckPage',
  ),
  'account-register-detail': lazyPage(
    () => import('../features/account-registrations/registration-detail-page').then((m) => m.RegistrationDetailPage),
    'RegistrationDetailPage',
  ),
  'account-manager': lazyPage(
    () => import('../features/accounts/account-manager-page').then((m) => m.AccountManagerPage),
    'AccountManagerPage',
  ),
  'account-add': lazyPage(() => import('../features/accounts/account-add-page').then((m) => m.AccountAddPage), 'AccountAddPage'),
  'account-detail': lazyPage(
    () => import('../features/accounts/account-detail-page').then((m) => m.AccountDetailPage),
    'AccountDetailPage',
  ),
  'system-audit': lazyPage(
    () => import('../features/audit-records/audit-record-list-page').then((m) => m.AuditRecordListPage),
    'AuditRecordListPage',
  ),
};
