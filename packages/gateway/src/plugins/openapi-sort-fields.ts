import { AUDIT_RECORD_ORDER } from '../resources/audit-records/routes';
import { CONFORMITY_SORT_FIELDS } from '../resources/conformity-declarations/routes';
import { USE_SIGN_SORT_FIELDS } from '../resources/elevator-use-signs/mapping';
import { ERROR_LOG_ORDER } from '../resources/error-logs/mapping';
import { INSPECTION_APPLICATION_EXPORT_ORDER, INSPECTION_APPLICATION_SORT_FIELDS } from '../resources/inspection-applications/mapping';
import { NOTICE_SORT_FIELDS } from '../resources/notices/mapping';
import { REISSUE_ORDER } from '../resources/reissue-applications/mapping';
import { REPORT_IN_PROCESS_ORDER, REPORT_SORT_FIELDS } from '../resources/reports/mapping';
import { UNIT_CHANGE_ORDER, UNIT_CHANGE_REVIEW_ORDER } from '../resources/unit/mapping';
import { USE_REGISTRATION_SORT_FIELDS } from '../resources/use-registrations/mapping';
import { SORT_FIELDS as ACCOUNT_REGISTRATION_SORT_FIELDS } from '../resources/account-registrations/mapping';
import { ACCOUNT_SORT_FIELDS } from '../resources/accounts/mapping';
import { CONSTRUCTION_SORT_FIELDS } from '../resources/construction-records/mapping';
import { EQUIPMENT_SORT_FIELDS } from '../resources/equipment/mapping';
import { FAULT_SORT_FIELDS } from '../resources/fault-registrations/mapping';
import { SORT_FIELDS as INTERACTION_SORT_FIELDS } from '../resources/interactions/mapping';
import { INVOICE_WIRE_SORT } from '../resources/invoices/mapping';
import { MAINTENANCE_PROJECT_SORT_FIELDS } from '../resources/maintenance-projects/mapping';
import { PASSWORD_RESET_SORT_FIELDS } from '../resources/password-reset-applications/mapping';
import { PIPELINE_SORT_FIELDS } from '../resources/pipelines/mapping';
import { RESCUE_SORT_FIELDS } from '../resources/rescue-registrations/mapping';
import { TERMINATION_SORT_FIELDS } from '../resources/terminations/mapping';
import { CERTIFICATE_SORT_FIELDS, WORKER_EXPORT_ORDER, WORKER_SORT_FIELDS } from '../resources/workers/mapping';
import type { SortFields } from '../legacy/wire-values';

/**
 * The clean sort fields of a list operation, as the gateway checks them (any other field is a 400):
 * the same tables the resources pass to `fetchPage` / `wirePagingOf` / `wireSortOf`, by operation id. Every
 * list operation is here (openapi.test.ts fails for one that is not); a list the platform keeps in one
 * order has a table of that one order.
 */
export const SORT_FIELDS_BY_OPERATION: Readonly<Record<string, SortFields>> = {
  'accountRegistrations.list': ACCOUNT_REGISTRATION_SORT_FIELDS,
  'accounts.list': ACCOUNT_SORT_FIELDS,
  'constructionRecords.list': CONSTRUCTION_SORT_FIELDS,
  'equipment.list': EQUIPMENT_SORT_FIELDS,
  'faultRegistrations.list': FAULT_SORT_FIELDS,
  'faultRegistrations.export': FAULT_SORT_FIELDS,
  'interactions.list': INTERACTION_SORT_FIELDS,
  'interactions.deskList': INTERACTION_SORT_FIELDS,
  'invoices.list': INVOICE_WIRE_SORT,
  'invoices.instituteList': INVOICE_WIRE_SORT,
  'maintenanceProjects.list': MAINTENANCE_PROJECT_SORT_FIELDS,
  'maintenanceProjects.reviewList': MAINTENANCE_PROJECT_SORT_FIELDS,
  'passwordResetAudits.list': PASSWORD_RESET_SORT_FIELDS,
  'pipelines.list': PIPELINE_SORT_FIELDS,
  'rescueRegistrations.list': RESCUE_SORT_FIELDS,
  'rescueRegistrations.export': RESCUE_SORT_FIELDS,
  'terminations.list': TERMINATION_SORT_FIELDS,
  'terminations.reviewList': TERMINATION_SORT_FIELDS,
  'workers.list': WORKER_SORT_FIELDS,
  'workers.certificates': CERTIFICATE_SORT_FIELDS,
  'workers.export': WORKER_EXPORT_ORDER,
  'unit.changes': UNIT_CHANGE_ORDER,
  'unit.reviews': UNIT_CHANGE_REVIEW_ORDER,
  'errorLogs.list': ERROR_LOG_ORDER,
  'notices.list': NOTICE_SORT_FIELDS,
  'useRegistrations.list': USE_REGISTRATION_SORT_FIELDS,
  'inspectionApplications.list': INSPECTION_APPLICATION_SORT_FIELDS,
  'inspectionApplicationActions.export': INSPECTION_APPLICATION_EXPORT_ORDER,
  'inspectionProcessing.list': INSPECTION_APPLICATION_SORT_FIELDS,
  'inspectionProcessing.reissueList': REISSUE_ORDER,
  'reissueApplications.list': REISSUE_ORDER,
  'reports.list': REPORT_SORT_FIELDS,
  'reports.inProcess': REPORT_IN_PROCESS_ORDER,
  'conformityDeclarations.list': CONFORMITY_SORT_FIELDS,
  'elevatorUseSigns.list': USE_SIGN_SORT_FIELDS,
  'auditRecords.list': AUDIT_RECORD_ORDER,
};

/** The `sort` values a table accepts: `field:asc` and `field:desc` of each field, or a one-order list's one order. */
export function sortOrdersOf(fields: SortFields): string[] {
  return Object.entries(fields).flatMap(([field, wire]) => (typeof wire === 'string' ? [`${field}:asc`, `${field}:desc`] : [`${field}:${wire.only}`]));
}
