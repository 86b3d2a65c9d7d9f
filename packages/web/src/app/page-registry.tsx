import { CATEGORY_SLUGS, type CategorySlug, type EquipmentView } from '@portal/contract';
import { lazyPage, withProps, type PageRegistry } from './lazy-page';

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

/** One inspection application form, configured per kind (the edit pages take the kind of the application). */
const ApplicationFormPage = lazyPage(
  () => import('../features/inspection-applications/form/application-form-page').then((m) => m.ApplicationFormPage),
  'ApplicationFormPage',
);

/**
 * Route name of each equipment query view; the URLs are the product's (`overdue` is /query-timeout).
 * The record's type lists every view, so the registry needs no runtime list of them: the contract's
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
 * The page each route in the shell renders, by route name (the pages without the shell are in
 * bare-pages.tsx). The route table (routes/) is data only; the pages are joined to it here, where
 * only the app and the shell look, so no page reaches back into the table through the session
 * code. A route without an entry shows the under-construction page.
 *
 * Every page is its own chunk, loaded when first shown or earlier through `preload`
 * (lazy-frames.ts, page-preload.ts): the current route and every open tag at start, the page
 * signing in leads to once the login form is used, a menu entry on hover. The shell gives each
 * kept-alive page its own <Suspense>, so a hidden tag that is still loading never replaces the
 * visible one. Pages are imported from their own module, not the feature's index, so that two
 * pages of a feature do not share one chunk.
 *
 * This registry is a chunk of its own, which the shell imports and page-preload.ts loads: each
 * loader here carries the list of chunks its page preloads, together some 6 KB gzip that the
 * first screen (the login page) has no use for.
 */
export const PAGE_REGISTRY: PageRegistry = {
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
  message_page: lazyPage(() => import('../features/interactions/message-page').then((m) => m.MessagePage), 'MessagePage'),
  'equipment-overview': EquipmentOverviewPage,
  ...Object.fromEntries(
    (Object.entries(QUERY_VIEW_ROUTES) as [EquipmentView, string][]).map(([view, route]) => [route, queryPage(view)]),
  ),
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
  'online-apply': lazyPage(() => import('../features/inspection-applications/landing/online-apply-page').then((m) => m.OnlineApplyPage), 'OnlineApplyPage'),
  'online-apply-form': withProps(ApplicationFormPage, { kind: 'periodic' }, 'ApplicationFormPage(periodic)'),
  'equipment-online-apply-form': withProps(ApplicationFormPage, { kind: 'periodic' }, 'ApplicationFormPage(periodic)'),
  'online-apply-form-JJ': withProps(ApplicationFormPage, { kind: 'first' }, 'ApplicationFormPage(first)'),
  'equipment-online-apply-form-JJ': withProps(ApplicationFormPage, { kind: 'first' }, 'ApplicationFormPage(first)'),
  'online-apply-form-JD': withProps(ApplicationFormPage, { kind: 'supervision' }, 'ApplicationFormPage(supervision)'),
  'ping-DJ-apply': withProps(ApplicationFormPage, { kind: 'pipeline_periodic' }, 'ApplicationFormPage(pipeline_periodic)'),
  'new-equ-apply': withProps(ApplicationFormPage, { kind: 'first', newEquipment: true }, 'ApplicationFormPage(new)'),
  'online-apply-edit': ApplicationFormPage,
  'online-apply-edit-JJ': ApplicationFormPage,
  'online-apply-query': lazyPage(() => import('../features/inspection-applications/query/application-query-page').then((m) => m.ApplicationQueryPage), 'ApplicationQueryPage'),
  'online-apply-detail': lazyPage(
    () => import('../features/inspection-applications/detail/application-detail-page').then((m) => m.ApplicationDetailPage),
    'ApplicationDetailPage',
  ),
  'online-apply-pay': lazyPage(() => import('../features/payments/pay-list-page').then((m) => m.PayListPage), 'PayListPage'),
  'pay-code-order': lazyPage(() => import('../features/payments/pay-order-page').then((m) => m.PayOrderPage), 'PayOrderPage'),
  'elevator-printing': lazyPage(
    () => import('../features/elevator-use-signs/elevator-printing-page').then((m) => m.ElevatorPrintingPage),
    'ElevatorPrintingPage',
  ),
  'elevator-compliance': lazyPage(() => import('../features/conformity-declarations/compliance-page').then((m) => m.CompliancePage), 'CompliancePage'),
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
  'inspection-review-list': lazyPage(
    () => import('../features/inspection-processing/processing-list-page').then((m) => m.ProcessingListPage),
    'ProcessingListPage',
  ),
  'inspection-review-detail': lazyPage(
    () => import('../features/inspection-processing/processing-detail-page').then((m) => m.ProcessingDetailPage),
    'ProcessingDetailPage',
  ),
  'reissue-review-list': lazyPage(
    () => import('../features/inspection-processing/reissue-review-pages').then((m) => m.ReissueReviewListPage),
    'ReissueReviewListPage',
  ),
  'reissue-review-detail': lazyPage(
    () => import('../features/inspection-processing/reissue-review-pages').then((m) => m.ReissueReviewDetailPage),
    'ReissueReviewDetailPage',
  ),
  'fault-registration-detail': lazyPage(() => import('../features/rescue-registrations').then((m) => m.RescueListPage), 'RescueListPage'),
  'rescue-registration-form': lazyPage(() => import('../features/rescue-registrations').then((m) => m.RescueFormPage), 'RescueFormPage'),
  'rescue-registration-view': lazyPage(() => import('../features/rescue-registrations').then((m) => m.RescueViewPage), 'RescueViewPage'),
  'fault-registration-list': lazyPage(() => import('../features/fault-registrations').then((m) => m.FaultListPage), 'FaultListPage'),
  'fault-registration-form': lazyPage(() => import('../features/fault-registrations').then((m) => m.FaultFormPage), 'FaultFormPage'),
  'fault-registration-view': lazyPage(() => import('../features/fault-registrations').then((m) => m.FaultViewPage), 'FaultViewPage'),
  'termination-application-detail': lazyPage(() => import('../features/terminations').then((m) => m.TerminationListPage), 'TerminationListPage'),
  'termination-apply': lazyPage(() => import('../features/terminations').then((m) => m.TerminationFormPage), 'TerminationFormPage'),
  'termination-view': lazyPage(() => import('../features/terminations').then((m) => m.TerminationViewPage), 'TerminationViewPage'),
  'termination-review': lazyPage(() => import('../features/terminations').then((m) => m.TerminationReviewListPage), 'TerminationReviewListPage'),
  'termination-review-detail': lazyPage(() => import('../features/terminations').then((m) => m.TerminationReviewPage), 'TerminationReviewPage'),
  'maintenance-pro-apply-detail': lazyPage(() => import('../features/maintenance-projects').then((m) => m.MaintenanceProjectListPage), 'MaintenanceProjectListPage'),
  'maintenance-pro-apply': lazyPage(() => import('../features/maintenance-projects').then((m) => m.MaintenanceProjectFormPage), 'MaintenanceProjectFormPage'),
  'maintenance-pro-view': lazyPage(() => import('../features/maintenance-projects').then((m) => m.MaintenanceProjectViewPage), 'MaintenanceProjectViewPage'),
  'maintenance-review': lazyPage(() => import('../features/maintenance-projects').then((m) => m.MaintenanceProjectReviewListPage), 'MaintenanceProjectReviewListPage'),
  'maintenance-review-detail': lazyPage(() => import('../features/maintenance-projects').then((m) => m.MaintenanceProjectReviewPage), 'MaintenanceProjectReviewPage'),
  'report-query': lazyPage(() => import('../features/reports/report-pages').then((m) => m.ReportQueryPage), 'ReportQueryPage'),
  'invoice-query': lazyPage(() => import('../features/invoices/invoice-pages').then((m) => m.InvoiceQueryPage), 'InvoiceQueryPage'),
  'invoice-detail': lazyPage(() => import('../features/invoices/invoice-pages').then((m) => m.InvoiceDetailPage), 'InvoiceDetailPage'),
  'invoice-review': lazyPage(() => import('../features/invoices/invoice-review-page').then((m) => m.InvoiceReviewPage), 'InvoiceReviewPage'),
  'report-query-flowing': lazyPage(() => import('../features/reports/report-pages').then((m) => m.ReportFlowingPage), 'ReportFlowingPage'),
  'reissue-list': lazyPage(() => import('../features/reissue-applications/reissue-pages').then((m) => m.ReissueListPage), 'ReissueListPage'),
  'reissue-apply': lazyPage(() => import('../features/reissue-applications/reissue-pages').then((m) => m.ReissueApplyPage), 'ReissueApplyPage'),
  'reissue-detail': lazyPage(() => import('../features/reissue-applications/reissue-pages').then((m) => m.ReissueDetailPage), 'ReissueDetailPage'),
  'check-online-detail': lazyPage(() => import('../features/inspection-details/check-online-detail-page').then((m) => m.CheckOnlineDetailPage), 'CheckOnlineDetailPage'),
  'check-record-detail': lazyPage(() => import('../features/inspection-details/check-record-detail-page').then((m) => m.CheckRecordDetailPage), 'CheckRecordDetailPage'),
  'check-install-detail': lazyPage(() => import('../features/inspection-details/check-install-detail-page').then((m) => m.CheckInstallDetailPage), 'CheckInstallDetailPage'),
  'set-detail': lazyPage(() => import('../features/inspection-details/set-detail-page').then((m) => m.SetDetailPage), 'SetDetailPage'),
  'unit-detail': lazyPage(() => import('../features/inspection-details/unit-detail-page').then((m) => m.UnitDetailPage), 'UnitDetailPage'),
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
