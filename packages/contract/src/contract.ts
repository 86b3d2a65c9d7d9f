import { initContract } from '@ts-rest/core';
import { problemResponses } from './common';
import { accountRegistrationRoutes } from './resources/account-registrations';
import { accountRoutes } from './resources/accounts';
import { attachmentRoutes } from './resources/attachments';
import { auditRecordRoutes } from './resources/audit-records';
import { changeRoutes } from './resources/changes';
import { conformityDeclarationRoutes } from './resources/conformity-declarations';
import { constructionRecordRoutes } from './resources/construction-records';
import { dashboardRoutes } from './resources/dashboard';
import { elevatorUseSignRoutes } from './resources/elevator-use-signs';
import { equipmentRoutes } from './resources/equipment';
import { errorLogRoutes } from './resources/error-logs';
import { faultRegistrationRoutes } from './resources/fault-registrations';
import { inspectionApplicationRoutes } from './resources/inspection-applications';
import { inspectionApplicationActionRoutes } from './resources/inspection-application-actions';
import { inspectionProcessingRoutes } from './resources/inspection-processing';
import { interactionRoutes } from './resources/interactions';
import { invoiceRoutes } from './resources/invoices';
import { maintenanceProjectRoutes } from './resources/maintenance-projects';
import { meRoutes } from './resources/me';
import { noticeRoutes } from './resources/notices';
import { passwordResetAuditRoutes } from './resources/password-reset-audits';
import { paymentRoutes } from './resources/payments';
import { pipelineRoutes } from './resources/pipelines';
import { publicRoutes } from './resources/public';
import { reissueApplicationRoutes } from './resources/reissue-applications';
import { reportRoutes } from './resources/reports';
import { rescueRegistrationRoutes } from './resources/rescue-registrations';
import { sessionRoutes } from './resources/session';
import { smsOutboxRoutes } from './resources/sms-outbox';
import { terminationRoutes } from './resources/terminations';
import { unitRoutes } from './resources/unit';
import { useRegistrationRoutes } from './resources/use-registrations';
import { workerRoutes } from './resources/workers';

// The groups of routes, each listed here once: imported for the router, re-exported for the
// package (src/resources/index.ts keeps only the schema modules that are no group of their own), so
// a new group edits this file alone (CONTRIBUTING.md, "Add a resource through all layers").
export * from './resources/account-registrations';
export * from './resources/accounts';
export * from './resources/attachments';
export * from './resources/audit-records';
export * from './resources/changes';
export * from './resources/conformity-declarations';
export * from './resources/construction-records';
export * from './resources/dashboard';
export * from './resources/elevator-use-signs';
export * from './resources/equipment';
export * from './resources/error-logs';
export * from './resources/fault-registrations';
export * from './resources/inspection-applications';
export * from './resources/inspection-application-actions';
export * from './resources/inspection-processing';
export * from './resources/interactions';
export * from './resources/invoices';
export * from './resources/maintenance-projects';
export * from './resources/me';
export * from './resources/notices';
export * from './resources/password-reset-audits';
export * from './resources/payments';
export * from './resources/pipelines';
export * from './resources/public';
export * from './resources/reissue-applications';
export * from './resources/reports';
export * from './resources/rescue-registrations';
export * from './resources/session';
export * from './resources/sms-outbox';
export * from './resources/terminations';
export * from './resources/unit';
export * from './resources/use-registrations';
export * from './resources/workers';

/**
 * ts-rest's router under a type the declarations can name: the contract's type is written as
 * `ReturnType<typeof router<…>>` below instead of inferred, so the packed package's index.d.ts refers
 * to each group of routes rather than spelling the whole API out (TS7056: too long to serialise).
 */
const router: ReturnType<typeof initContract>['router'] = initContract().router;

/** Every group of routes of the API, by name. */
export type ContractRouters = {
  session: typeof sessionRoutes;
  me: typeof meRoutes;
  unit: typeof unitRoutes;
  errorLogs: typeof errorLogRoutes;
  public: typeof publicRoutes;
  smsOutbox: typeof smsOutboxRoutes;
  attachments: typeof attachmentRoutes;
  dashboard: typeof dashboardRoutes;
  notices: typeof noticeRoutes;
  equipment: typeof equipmentRoutes;
  pipelines: typeof pipelineRoutes;
  constructionRecords: typeof constructionRecordRoutes;
  useRegistrations: typeof useRegistrationRoutes;
  workers: typeof workerRoutes;
  inspectionApplications: typeof inspectionApplicationRoutes;
  inspectionApplicationActions: typeof inspectionApplicationActionRoutes;
  inspectionProcessing: typeof inspectionProcessingRoutes;
  reports: typeof reportRoutes;
  interactions: typeof interactionRoutes;
  invoices: typeof invoiceRoutes;
  reissueApplications: typeof reissueApplicationRoutes;
  conformityDeclarations: typeof conformityDeclarationRoutes;
  elevatorUseSigns: typeof elevatorUseSignRoutes;
  rescueRegistrations: typeof rescueRegistrationRoutes;
  faultRegistrations: typeof faultRegistrationRoutes;
  terminations: typeof terminationRoutes;
  maintenanceProjects: typeof maintenanceProjectRoutes;
  accountRegistrations: typeof accountRegistrationRoutes;
  accounts: typeof accountRoutes;
  passwordResetAudits: typeof passwordResetAuditRoutes;
  payments: typeof paymentRoutes;
  auditRecords: typeof auditRecordRoutes;
  changes: typeof changeRoutes;
};

const options: { strictStatusCodes: true; commonResponses: typeof problemResponses } = {
  strictStatusCodes: true,
  commonResponses: problemResponses,
};

/** The clean API at /api/v1. Every route answers the problem responses besides its own. */
export const contract: ReturnType<typeof router<ContractRouters, '', typeof options>> = router(
  {
    session: sessionRoutes,
    me: meRoutes,
    unit: unitRoutes,
    errorLogs: errorLogRoutes,
    public: publicRoutes,
    smsOutbox: smsOutboxRoutes,
    attachments: attachmentRoutes,
    dashboard: dashboardRoutes,
    notices: noticeRoutes,
    equipment: equipmentRoutes,
    pipelines: pipelineRoutes,
    constructionRecords: constructionRecordRoutes,
    useRegistrations: useRegistrationRoutes,
    workers: workerRoutes,
    inspectionApplications: inspectionApplicationRoutes,
    inspectionApplicationActions: inspectionApplicationActionRoutes,
    inspectionProcessing: inspectionProcessingRoutes,
    reports: reportRoutes,
    interactions: interactionRoutes,
    invoices: invoiceRoutes,
    reissueApplications: reissueApplicationRoutes,
    conformityDeclarations: conformityDeclarationRoutes,
    elevatorUseSigns: elevatorUseSignRoutes,
    rescueRegistrations: rescueRegistrationRoutes,
    faultRegistrations: faultRegistrationRoutes,
    terminations: terminationRoutes,
    maintenanceProjects: maintenanceProjectRoutes,
    accountRegistrations: accountRegistrationRoutes,
    accounts: accountRoutes,
    passwordResetAudits: passwordResetAuditRoutes,
    payments: paymentRoutes,
    auditRecords: auditRecordRoutes,
    changes: changeRoutes,
  },
  options,
);
export type Contract = typeof contract;
