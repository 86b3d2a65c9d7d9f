import {
  RESCUE_ARRIVAL_LIMIT_MINUTES,
  RESCUE_REGISTRATION_DATA_PATHS,
  RESCUE_REGISTRATION_MESSAGES,
  RESCUE_REGISTRATION_WIRE_PATHS,
  SERVICE_KIND_WIRE_MODULES,
  ZWireRescueRegistrationQuery,
} from '@portal/legacy-protocol';
import { sql, type SQL } from 'drizzle-orm';
import { rescueRegistrations } from '../../db/schema';
import { failed, passed, type Checked } from '../../http/checked';
import type { WireParams } from '../../http/params';
import { instantConditions, instantRange, type InstantRange, QUERY_INVALID } from '../../http/query-params';
import type { ServiceRegistrationKind } from '../../service-applications/registration-kind';
import { rescueAnswer } from './answer';
import { readRescueForm, type RescueFields } from './form';
import { RESCUE_EXPORT_TITLE, RESCUE_WORKBOOK_COLUMNS } from './workbook';

type RescueFilters = { keyword?: string; registerCode?: string; alarm: InstantRange; overtime?: boolean };

function readFilters(params: WireParams): Checked<RescueFilters> {
  const parsed = ZWireRescueRegistrationQuery.safeParse(params);
  if (!parsed.success) return failed(QUERY_INVALID);
  const { keyword, registCode, alarmDateBegin, alarmDateEnd, overtime } = parsed.data;
  const alarm = instantRange(alarmDateBegin, alarmDateEnd);
  if (typeof alarm === 'string') return failed(alarm);
  return passed({
    ...(keyword ? { keyword } : {}),
    ...(registCode ? { registerCode: registCode } : {}),
    ...(overtime ? { overtime: overtime === '1' } : {}),
    alarm,
  });
}

/** Arrived later than the limit after the alarm (an open rescue without arrival is not flagged yet). */
const lateArrival = sql`${rescueRegistrations.arrivedAt} > ${rescueRegistrations.alarmAt} + make_interval(mins => ${RESCUE_ARRIVAL_LIMIT_MINUTES})`;

function filterConditions(filters: RescueFilters): SQL[] {
  const where = instantConditions(filters.alarm, rescueRegistrations.alarmAt);
  if (filters.overtime === true) where.push(lateArrival);
  if (filters.overtime === false) where.push(sql`not coalesce(${lateArrival}, false)`);
  return where;
}

/** `eleRcsMain`: the unit's elevator rescue registrations, each with its timeline. */
export const RESCUE_REGISTRATION_KIND: ServiceRegistrationKind<typeof rescueRegistrations, RescueFields, RescueFilters> = {
  table: rescueRegistrations,
  bizType: SERVICE_KIND_WIRE_MODULES['rescue-registration'],
  paths: RESCUE_REGISTRATION_WIRE_PATHS,
  messages: RESCUE_REGISTRATION_MESSAGES,
  sortable: {
    alarm_time: rescueRegistrations.alarmAt,
    arrive_time: rescueRegistrations.arrivedAt,
    regist_code: rescueRegistrations.registerCode,
    trapped_num: rescueRegistrations.trappedCount,
    update_date: rescueRegistrations.updatedAt,
  },
  defaultOrder: rescueRegistrations.alarmAt,
  readForm: readRescueForm,
  readFilters,
  filterConditions,
  keywordColumns: [rescueRegistrations.registerCode, rescueRegistrations.equipmentName, rescueRegistrations.place, rescueRegistrations.reporter],
  columnsOf: (fields) => ({
    place: fields.rescuePlace,
    alarmAt: fields.alarmAt,
    reporter: fields.alarmPerson,
    reporterPhone: fields.alarmPhone,
    trappedCount: fields.trappedNum,
    arrivedAt: fields.arrivedAt,
    releasedAt: fields.releasedAt,
    rescuers: fields.rescuePerson,
    faultDescription: fields.faultDesc,
    faultCause: fields.faultReason || null,
    casualties: fields.casualty,
    result: fields.dealResult,
  }),
  answer: rescueAnswer,
  workbook: { path: RESCUE_REGISTRATION_DATA_PATHS.export, title: RESCUE_EXPORT_TITLE, columns: RESCUE_WORKBOOK_COLUMNS, asciiName: 'rescues' },
};
