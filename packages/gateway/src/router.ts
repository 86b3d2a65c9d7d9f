import multipart from '@fastify/multipart';
import { initServer } from '@ts-rest/fastify';
import { contract, type Contract } from '@portal/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { GatewayContext } from './context';
import { plannedGroup, registerPlanned } from './http/not-implemented';
import { rememberQueryChecks } from './http/query-checks';
import { problemFor, PROBLEM_CONTENT_TYPE } from './http/problem';
import { validationProblem } from './http/validation-problem';
import { registerApplicationFileDownload } from './resources/account-registrations/attachment-download';
import { accountRegistrationHandlers, accountRegistrationsServed } from './resources/account-registrations/routes';
import { AUDIT_RECORD_ORDER, auditRecordHandlers } from './resources/audit-records/routes';
import { accountHandlers } from './resources/accounts/routes';
import { attachmentHandlers, attachmentsServed } from './resources/attachments/routes';
import { registerAttachmentDownload, registerAttachmentUploads } from './resources/attachments/transfer';
import { constructionRecordHandlers } from './resources/construction-records/routes';
import { dashboardHandlers } from './resources/dashboard/routes';
import { equipmentHandlers, equipmentServed } from './resources/equipment/routes';
import { registerEquipmentExport } from './resources/equipment/export';
import { errorLogHandlers } from './resources/error-logs/routes';
import { meHandlers } from './resources/me/routes';
import { noticeHandlers } from './resources/notices/routes';
import { passwordResetPublicHandlers, passwordResetPublicServed } from './resources/password-reset-applications/public-routes';
import { passwordResetAuditHandlers } from './resources/password-reset-applications/routes';
import { pipelineHandlers } from './resources/pipelines/routes';
import { registerApplicationFileUpload } from './resources/public/application-files';
import { publicHandlers, publicServed } from './resources/public/routes';
import { sessionHandlers } from './resources/session/routes';
import { smsOutboxHandlers } from './resources/sms-outbox/routes';
import { unitHandlers } from './resources/unit/routes';
import { useRegistrationHandlers } from './resources/use-registrations/routes';
import { inspectionApplicationActionsServed, inspectionApplicationHandlers, inspectionApplicationsServed, invoiceTitlesServed } from './resources/inspection-applications/routes';
import { registerInspectionApplicationExport } from './resources/inspection-applications/export';
import { invoiceHandlers, invoicesServed, registerInvoiceDownloads } from './resources/invoices/routes';
import { registerPayCertificate } from './resources/payments/certificate';
import { registerPaymentNotifications } from './resources/payments/notification';
import { paymentHandlers, paymentsServed } from './resources/payments/routes';
import { registerSandboxForwarding } from './resources/payments/sandbox-forward';
import { registerWorkerExport } from './resources/workers/export';
import { inspectionProcessingHandlers } from './resources/inspection-processing/routes';
import { reissueApplicationHandlers } from './resources/reissue-applications/routes';
import { registerReportDownload, reportHandlers, reportsServed } from './resources/reports/routes';
import { elevatorUseSignHandlers, elevatorUseSignsServed, registerElevatorUseSignPrints } from './resources/elevator-use-signs/routes';
import { CONFORMITY_SORT_FIELDS, conformityDeclarationHandlers, conformityDeclarationsServed, registerConformityDeclarationDownload } from './resources/conformity-declarations/routes';
import { workerHandlers, workersServed } from './resources/workers/routes';
import { rescueRegistrationHandlers, rescueRegistrationsServed } from './resources/rescue-registrations/routes';
import { registerRescueExport } from './resources/rescue-registrations/export';
import { faultRegistrationHandlers, faultRegistrationsServed } from './resources/fault-registrations/routes';
import { registerFaultExport } from './resources/fault-registrations/export';
import { terminationHandlers } from './resources/terminations/routes';
import { registerInteractionFiles } from './resources/interactions/files';
import { interactionHandlers, interactionsServed } from './resources/interactions/routes';
import { maintenanceProjectHandlers } from './resources/maintenance-projects/routes';
import { changeHandlers } from './resources/changes/routes';
import { USE_SIGN_SORT_FIELDS } from './resources/elevator-use-signs/mapping';
import { ERROR_LOG_ORDER } from './resources/error-logs/mapping';
import { INSPECTION_APPLICATION_EXPORT_ORDER, INSPECTION_APPLICATION_SORT_FIELDS } from './resources/inspection-applications/mapping';
import { NOTICE_SORT_FIELDS } from './resources/notices/mapping';
import { REISSUE_ORDER } from './resources/reissue-applications/mapping';
import { REPORT_IN_PROCESS_ORDER, REPORT_SORT_FIELDS } from './resources/reports/mapping';
import { UNIT_CHANGE_ORDER, UNIT_CHANGE_REVIEW_ORDER } from './resources/unit/mapping';
import { USE_REGISTRATION_SORT_FIELDS } from './resources/use-registrations/mapping';
import { SORT_FIELDS as ACCOUNT_REGISTRATION_SORT_FIELDS } from './resources/account-registrations/mapping';
import { ACCOUNT_SORT_FIELDS } from './resources/accounts/mapping';
import { CONSTRUCTION_SORT_FIELDS } from './resources/construction-records/mapping';
import { EQUIPMENT_SORT_FIELDS } from './resources/equipment/mapping';
import { FAULT_SORT_FIELDS } from './resources/fault-registrations/mapping';
import { SORT_FIELDS as INTERACTION_SORT_FIELDS } from './resources/interactions/mapping';
import { INVOICE_WIRE_SORT } from './resources/invoices/mapping';
import { MAINTENANCE_PROJECT_SORT_FIELDS } from './resources/maintenance-projects/mapping';
import { PASSWORD_RESET_SORT_FIELDS } from './resources/password-reset-applications/mapping';
import { PIPELINE_SORT_FIELDS } from './resources/pipelines/mapping';
import { RESCUE_SORT_FIELDS } from './resources/rescue-registrations/mapping';
import { TERMINATION_SORT_FIELDS } from './resources/terminations/mapping';
import { CERTIFICATE_SORT_FIELDS, WORKER_EXPORT_ORDER, WORKER_SORT_FIELDS } from './resources/workers/mapping';
import type { SortFields } from './legacy/wire-values';
import { registerChanges } from './resources/changes/register';

const s = initServer();

/** The contract routes served through the ts-rest router: whole groups, or the served part of one. */
export const ROUTED = {
  session: contract.session,
  me: contract.me,
  unit: contract.unit,
  errorLogs: contract.errorLogs,
  attachments: attachmentsServed,
  dashboard: contract.dashboard,
  notices: contract.notices,
  equipment: equipmentServed,
  pipelines: contract.pipelines,
  constructionRecords: contract.constructionRecords,
  useRegistrations: contract.useRegistrations,
  public: { ...publicServed, ...passwordResetPublicServed, ...invoiceTitlesServed },
  smsOutbox: contract.smsOutbox,
  accountRegistrations: accountRegistrationsServed,
  workers: workersServed,
  auditRecords: contract.auditRecords,
  accounts: contract.accounts,
  passwordResetAudits: contract.passwordResetAudits,
  inspectionProcessing: contract.inspectionProcessing,
  reports: reportsServed,
  reissueApplications: contract.reissueApplications,
  inspectionApplications: { ...inspectionApplicationsServed, ...paymentsServed },
  inspectionApplicationActions: inspectionApplicationActionsServed,
  invoices: invoicesServed,
  rescueRegistrations: rescueRegistrationsServed,
  faultRegistrations: faultRegistrationsServed,
  terminations: contract.terminations,
  interactions: interactionsServed,
  maintenanceProjects: contract.maintenanceProjects,
  elevatorUseSigns: elevatorUseSignsServed,
  conformityDeclarations: conformityDeclarationsServed,
  changes: { list: contract.changes.list },
};

/** Routes that stream, served by plain Fastify routes beside the router (its adapter does not stream). */
export const STREAMED = {
  equipment: { export: contract.equipment.export },
  attachments: { upload: contract.attachments.upload, download: contract.attachments.download, uploadWithToken: contract.attachments.uploadWithToken },
  public: { uploadApplicationFile: contract.public.uploadApplicationFile },
  accountRegistrations: { downloadAttachment: contract.accountRegistrations.downloadAttachment },
  workers: { export: contract.workers.export },
  rescueRegistrations: { export: contract.rescueRegistrations.export },
  faultRegistrations: { export: contract.faultRegistrations.export },
  inspectionApplicationActions: { export: contract.inspectionApplicationActions.export },
  reports: { download: contract.reports.download },
  inspectionApplications: { payCertificate: contract.inspectionApplications.payCertificate },
  payments: contract.payments,
  invoices: { download: contract.invoices.download, instituteDownload: contract.invoices.instituteDownload },
  elevatorUseSigns: { print: contract.elevatorUseSigns.print, printBatch: contract.elevatorUseSigns.printBatch },
  conformityDeclarations: { download: contract.conformityDeclarations.download },
  interactions: { file: contract.interactions.file, deskFile: contract.interactions.deskFile },
  changes: { stream: contract.changes.stream },
};

/**
 * The clean sort fields of each list operation, as the gateway checks them (any other field is a
 * 400): the same tables the resources pass to `fetchPage` / `wirePagingOf` / `wireSortOf`. The
 * OpenAPI document publishes them as the `sort` enum (plugins/openapi-sort-fields.ts); every list
 * operation is here (openapi.test.ts fails for one that is not), and a list the platform keeps in
 * one order has a table of that one order.
 */
export const SORTED: { readonly [G in keyof Contract]?: { readonly [R in keyof Contract[G]]?: SortFields } } = {
  accountRegistrations: { list: ACCOUNT_REGISTRATION_SORT_FIELDS },
  accounts: { list: ACCOUNT_SORT_FIELDS },
  constructionRecords: { list: CONSTRUCTION_SORT_FIELDS },
  equipment: { list: EQUIPMENT_SORT_FIELDS },
  faultRegistrations: { list: FAULT_SORT_FIELDS, export: FAULT_SORT_FIELDS },
  interactions: { list: INTERACTION_SORT_FIELDS, deskList: INTERACTION_SORT_FIELDS },
  invoices: { list: INVOICE_WIRE_SORT, instituteList: INVOICE_WIRE_SORT },
  maintenanceProjects: { list: MAINTENANCE_PROJECT_SORT_FIELDS, reviewList: MAINTENANCE_PROJECT_SORT_FIELDS },
  passwordResetAudits: { list: PASSWORD_RESET_SORT_FIELDS },
  pipelines: { list: PIPELINE_SORT_FIELDS },
  rescueRegistrations: { list: RESCUE_SORT_FIELDS, export: RESCUE_SORT_FIELDS },
  terminations: { list: TERMINATION_SORT_FIELDS, reviewList: TERMINATION_SORT_FIELDS },
  workers: { list: WORKER_SORT_FIELDS, certificates: CERTIFICATE_SORT_FIELDS, export: WORKER_EXPORT_ORDER },
  unit: { changes: UNIT_CHANGE_ORDER, reviews: UNIT_CHANGE_REVIEW_ORDER },
  errorLogs: { list: ERROR_LOG_ORDER },
  notices: { list: NOTICE_SORT_FIELDS },
  useRegistrations: { list: USE_REGISTRATION_SORT_FIELDS },
  inspectionApplications: { list: INSPECTION_APPLICATION_SORT_FIELDS },
  inspectionApplicationActions: { export: INSPECTION_APPLICATION_EXPORT_ORDER },
  inspectionProcessing: { list: INSPECTION_APPLICATION_SORT_FIELDS, reissueList: REISSUE_ORDER },
  reissueApplications: { list: REISSUE_ORDER },
  reports: { list: REPORT_SORT_FIELDS, inProcess: REPORT_IN_PROCESS_ORDER },
  conformityDeclarations: { list: CONFORMITY_SORT_FIELDS },
  elevatorUseSigns: { list: USE_SIGN_SORT_FIELDS },
  auditRecords: { list: AUDIT_RECORD_ORDER },
};

/** Routes not served yet: each answers 501 once the access check has let the caller through. */
export const PLANNED = {};

// Compile-time completeness: a contract route that is neither routed, streamed nor planned fails
// here, with its `group.route` key in the message.
type RouteKey<R> = { [G in keyof R & string]: `${G}.${keyof R[G] & string}` }[keyof R & string];
type Unserved = Exclude<RouteKey<Contract>, RouteKey<typeof ROUTED> | RouteKey<typeof STREAMED> | RouteKey<typeof PLANNED>>;
type NoneLeft<T extends never> = T;
export type EveryRouteServed = NoneLeft<Unserved>;

/** Registers the whole contract on `app`: routed, streamed and planned routes. */
export async function registerApi(
  app: FastifyInstance,
  ctx: GatewayContext,
  limits: { errorLogsPerSession: preHandlerAsyncHookHandler },
): Promise<void> {
  rememberQueryChecks(contract);
  const inspection = inspectionApplicationHandlers(ctx);
  const routes = s.router(ROUTED, {
    session: sessionHandlers(ctx),
    me: meHandlers(ctx),
    unit: unitHandlers(ctx),
    errorLogs: errorLogHandlers(ctx, { perSession: limits.errorLogsPerSession }),
    attachments: attachmentHandlers(ctx),
    dashboard: dashboardHandlers(ctx),
    notices: noticeHandlers(ctx),
    equipment: equipmentHandlers(ctx),
    pipelines: pipelineHandlers(ctx),
    constructionRecords: constructionRecordHandlers(ctx),
    useRegistrations: useRegistrationHandlers(ctx),
    public: { ...publicHandlers(ctx), ...passwordResetPublicHandlers(ctx), ...inspection.titles },
    smsOutbox: smsOutboxHandlers(ctx),
    accountRegistrations: accountRegistrationHandlers(ctx),
    workers: workerHandlers(ctx),
    auditRecords: auditRecordHandlers(ctx),
    accounts: accountHandlers(ctx),
    passwordResetAudits: passwordResetAuditHandlers(ctx),
    inspectionProcessing: inspectionProcessingHandlers(ctx),
    reports: reportHandlers(ctx),
    reissueApplications: reissueApplicationHandlers(ctx),
    inspectionApplications: { ...inspection.routes, ...paymentHandlers(ctx) },
    inspectionApplicationActions: inspection.actions,
    invoices: invoiceHandlers(ctx),
    rescueRegistrations: rescueRegistrationHandlers(ctx),
    faultRegistrations: faultRegistrationHandlers(ctx),
    terminations: terminationHandlers(ctx),
    interactions: interactionHandlers(ctx),
    maintenanceProjects: maintenanceProjectHandlers(ctx),
    elevatorUseSigns: elevatorUseSignHandlers(ctx),
    conformityDeclarations: conformityDeclarationHandlers(ctx),
    changes: changeHandlers(ctx),
  });
  registerEquipmentExport(app, ctx);
  registerWorkerExport(app, ctx);
  registerRescueExport(app, ctx);
  registerFaultExport(app, ctx);
  registerInspectionApplicationExport(app, ctx);
  registerReportDownload(app, ctx);
  registerElevatorUseSignPrints(app, ctx);
  registerConformityDeclarationDownload(app, ctx);
  registerInteractionFiles(app, ctx);
  registerPayCertificate(app, ctx);
  registerInvoiceDownloads(app, ctx);
  registerPaymentNotifications(app, ctx);
  registerSandboxForwarding(app, ctx);
  registerAttachmentDownload(app, ctx);
  // The uploads in a scope of their own with the multipart parser: the plugin adds an async onResponse
  // hook (removing files saved to disk, which no route here does) that every other request paid for.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 10 } });
    registerAttachmentUploads(uploads, ctx);
    registerApplicationFileUpload(uploads, ctx);
  });
  registerApplicationFileDownload(app, ctx);
  registerChanges(app, ctx);
  await registerPlanned(app, plannedGroup(PLANNED));
  // Its own scope: @ts-rest/fastify installs an error handler, which passes other errors up to ours.
  await app.register(async (api) => {
    s.registerRouter(ROUTED, routes, api, {
      logInitialization: false,
      requestValidationErrorHandler: (error, request, reply) => {
        void reply
          .status(400)
          .type(PROBLEM_CONTENT_TYPE)
          .send(problemFor(validationProblem(error), request));
      },
    });
  });
}
