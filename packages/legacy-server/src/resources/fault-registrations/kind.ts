import {
  FAULT_REGISTRATION_DATA_PATHS,
  FAULT_REGISTRATION_MESSAGES,
  FAULT_REGISTRATION_WIRE_PATHS,
  SERVICE_KIND_WIRE_MODULES,
  ZWireFaultRegistrationQuery,
} from '@portal/legacy-protocol';
import { faultRegistrations } from '../../db/schema';
import { failed, passed, type Checked } from '../../http/checked';
import type { WireParams } from '../../http/params';
import { instantConditions, instantRange, type InstantRange, QUERY_INVALID } from '../../http/query-params';
import type { ServiceRegistrationKind } from '../../service-applications/registration-kind';
import { faultAnswer } from './answer';
import { readFaultForm, type FaultFields } from './form';
import { FAULT_EXPORT_TITLE, FAULT_WORKBOOK_COLUMNS } from './workbook';

type FaultFilters = { keyword?: string; registerCode?: string; fault: InstantRange };

function readFilters(params: WireParams): Checked<FaultFilters> {
  const parsed = ZWireFaultRegistrationQuery.safeParse(params);
  if (!parsed.success) return failed(QUERY_INVALID);
  const { keyword, registCode, faultDateBegin, faultDateEnd } = parsed.data;
  const fault = instantRange(faultDateBegin, faultDateEnd);
  if (typeof fault === 'string') return failed(fault);
  return passed({ ...(keyword ? { keyword } : {}), ...(registCode ? { registerCode: registCode } : {}), fault });
}

/** `eleFaultMain`: the unit's elevator fault registrations, shaped like `eleRcsMain`. */
export const FAULT_REGISTRATION_KIND: ServiceRegistrationKind<typeof faultRegistrations, FaultFields, FaultFilters> = {
  table: faultRegistrations,
  bizType: SERVICE_KIND_WIRE_MODULES['fault-registration'],
  paths: FAULT_REGISTRATION_WIRE_PATHS,
  messages: FAULT_REGISTRATION_MESSAGES,
  sortable: {
    fault_time: faultRegistrations.faultAt,
    recover_time: faultRegistrations.recoveredAt,
    regist_code: faultRegistrations.registerCode,
    update_date: faultRegistrations.updatedAt,
  },
  defaultOrder: faultRegistrations.faultAt,
  readForm: readFaultForm,
  readFilters,
  filterConditions: (filters) => instantConditions(filters.fault, faultRegistrations.faultAt),
  keywordColumns: [faultRegistrations.registerCode, faultRegistrations.equipmentName, faultRegistrations.place, faultRegistrations.faultDescription],
  columnsOf: (fields) => ({
    place: fields.faultPlace,
    faultAt: fields.faultAt,
    faultDescription: fields.faultDesc,
    faultCause: fields.faultReason || null,
    handling: fields.dealMeasure,
    recoveredAt: fields.recoveredAt,
    handler: fields.dealPerson,
  }),
  answer: faultAnswer,
  workbook: { path: FAULT_REGISTRATION_DATA_PATHS.export, title: FAULT_EXPORT_TITLE, columns: FAULT_WORKBOOK_COLUMNS, asciiName: 'faults' },
};
