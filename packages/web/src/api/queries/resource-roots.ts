import { accountRegistrationKeys } from './account-registrations';
import { accountKeys } from './accounts';
import { attachmentKeys } from './attachments';
import { auditRecordKeys } from './audit-records';
import { conformityDeclarationKeys } from './conformity-declarations';
import { constructionRecordKeys } from './construction-records';
import { dashboardKeys } from './dashboard';
import { elevatorUseSignKeys } from './elevator-use-signs';
import { equipmentKeys } from './equipment';
import { errorLogKeys } from './error-logs';
import { faultRegistrationKeys } from './fault-registrations';
import { inspectionApplicationActionKeys } from './inspection-application-actions';
import { inspectionApplicationKeys } from './inspection-applications';
import { inspectionProcessingKeys } from './inspection-processing';
import { interactionKeys } from './interactions';
import { invoiceKeys } from './invoices';
import { maintenanceProjectKeys } from './maintenance-projects';
import { meKeys } from './me';
import { noticeKeys } from './notices';
import { passwordResetAuditKeys } from './password-reset-audits';
import { pipelineKeys } from './pipelines';
import { publicKeys } from './public';
import { resourceKeys, type ResourceWord } from './query-kit';
import { reissueApplicationKeys } from './reissue-applications';
import { reportKeys } from './reports';
import { rescueRegistrationKeys } from './rescue-registrations';
import { sessionKeys } from './session';
import { smsOutboxKeys } from './sms-outbox';
import { terminationKeys } from './terminations';
import { unitKeys } from './unit';
import { useRegistrationKeys } from './use-registrations';
import { workerKeys } from './workers';

/**
 * The root key of every contract resource, by its word: `invalidateQueries({ queryKey:
 * RESOURCE_QUERY_ROOTS[resource] })` reaches every list and record of it that the SPA holds. The
 * type holds each factory to its word. `payments` (the provider's notification) is read by no page.
 */
export const RESOURCE_QUERY_ROOTS = {
  session: sessionKeys.all,
  me: meKeys.all,
  unit: unitKeys.all,
  errorLogs: errorLogKeys.all,
  public: publicKeys.all,
  smsOutbox: smsOutboxKeys.all,
  attachments: attachmentKeys.all,
  dashboard: dashboardKeys.all,
  notices: noticeKeys.all,
  equipment: equipmentKeys.all,
  pipelines: pipelineKeys.all,
  constructionRecords: constructionRecordKeys.all,
  useRegistrations: useRegistrationKeys.all,
  workers: workerKeys.all,
  inspectionApplications: inspectionApplicationKeys.all,
  inspectionApplicationActions: inspectionApplicationActionKeys.all,
  inspectionProcessing: inspectionProcessingKeys.all,
  reports: reportKeys.all,
  interactions: interactionKeys.all,
  invoices: invoiceKeys.all,
  reissueApplications: reissueApplicationKeys.all,
  conformityDeclarations: conformityDeclarationKeys.all,
  elevatorUseSigns: elevatorUseSignKeys.all,
  rescueRegistrations: rescueRegistrationKeys.all,
  faultRegistrations: faultRegistrationKeys.all,
  terminations: terminationKeys.all,
  maintenanceProjects: maintenanceProjectKeys.all,
  accountRegistrations: accountRegistrationKeys.all,
  accounts: accountKeys.all,
  passwordResetAudits: passwordResetAuditKeys.all,
  payments: resourceKeys('payments').all,
  auditRecords: auditRecordKeys.all,
  changes: resourceKeys('changes').all,
} as const satisfies { readonly [W in ResourceWord]: readonly [W] };
