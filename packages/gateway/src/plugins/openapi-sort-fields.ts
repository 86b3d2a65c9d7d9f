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
import { CERTIFICATE_SORT_FIELDS, WORKER_SORT_FIELDS } from '../resources/workers/mapping';

/**
 * The clean sort fields of a list operation, as the gateway checks them (any other field is a 400):
 * the same tables the resources pass to `fetchPage` / `wirePagingOf`, by operation id. The other lists
 * pass `sort` to the platform unchecked (`toWirePaging`) and keep the general `field:asc|desc` pattern.
 */
export const SORT_FIELDS_BY_OPERATION: Readonly<Record<string, Readonly<Record<string, string>>>> = {
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
};
