import { z } from 'zod/v4';
import { wireFormText, ZWireFormOptionalTime, ZWireFormTime } from '../form';
import { ZWireCount, ZWireDateTime, ZWireOptionalDateTime, ZWireOptionalNumber, ZWireOptionalText } from '../wire-values';
import { serviceApplicationForm, SERVICE_REGISTRATION_MESSAGES, serviceRegistrationWire } from './service-applications';

/**
 * The elevator rescue module (电梯困人救援登记, `eleRcsMain`): `result` + `errorMsg`, payload under
 * `data`. `listData` pages the unit's registrations, `form` reads one by `id`, `save` adds one (no
 * `id`) or corrects it. Times are `yyyy-MM-dd HH:mm:ss`, Asia/Shanghai.
 */
export const RESCUE_REGISTRATION_WIRE_MODULE = 'eleRcsMain';

/** The maintainer must be on site within this many minutes of the alarm (TSG T5002). */
export const RESCUE_ARRIVAL_LIMIT_MINUTES = 30;

export const RESCUE_REGISTRATION_MESSAGES = {
  ...SERVICE_REGISTRATION_MESSAGES,
  notFound: '救援登记不存在或无权查看',
  arrivalBeforeAlarm: '到达时间不能早于接警时间',
  releaseBeforeArrival: '解救时间不能早于到达时间',
  releaseWithoutArrival: '填写解救时间前请先填写到达时间',
} as const;

export const {
  wirePaths: RESCUE_REGISTRATION_WIRE_PATHS,
  dataPaths: RESCUE_REGISTRATION_DATA_PATHS,
  record: ZWireRescueRegistration,
  form: ZWireRescueRegistrationForm,
  query: ZWireRescueRegistrationQuery,
} = serviceRegistrationWire(RESCUE_REGISTRATION_WIRE_MODULE, {
  /** One registration as `listData` and `form` write it; `arriveMinutes` and `overtime` are the platform's. */
  record: {
    rescuePlace: ZWireOptionalText,
    alarmTime: ZWireDateTime,
    alarmPerson: ZWireOptionalText,
    alarmPhone: ZWireOptionalText,
    trappedNum: ZWireCount,
    arriveTime: ZWireOptionalDateTime,
    releaseTime: ZWireOptionalDateTime,
    rescuePerson: ZWireOptionalText,
    casualty: ZWireOptionalText,
    dealResult: ZWireOptionalText,
    arriveMinutes: ZWireOptionalNumber,
  },
  /** The form of `save` (`id` too for a correction). */
  form: {
    rescuePlace: z.string().trim().min(1).max(200),
    alarmTime: ZWireFormTime,
    alarmPerson: z.string().trim().min(1).max(50),
    alarmPhone: z.string().trim().min(1).max(20),
    trappedNum: z.coerce.number().int().min(0).max(1000),
    arriveTime: ZWireFormOptionalTime,
    releaseTime: ZWireFormOptionalTime,
    rescuePerson: wireFormText(200),
    casualty: wireFormText(200),
    dealResult: wireFormText(1000),
  },
  /**
   * Filters of `listData` and the export. `alarmDateEnd` ends in `End`, so the gateway's date rule
   * moves it a day on for the platform's `<`; `alarmDateBegin` is left alone (`>=`). `overtime=1`
   * keeps the registrations whose arrival came later than the limit.
   */
  query: {
    alarmDateBegin: z.string().optional(),
    alarmDateEnd: z.string().optional(),
    overtime: z.enum(['0', '1']).optional(),
  },
});
export type WireRescueRegistration = z.infer<typeof ZWireRescueRegistration>;
export type WireRescueRegistrationFormFields = z.output<typeof ZWireRescueRegistrationForm>;

/** The form fields as strings for `encodeForm`. */
export function rescueRegistrationForm(fields: WireRescueRegistrationFormFields, id?: string): Record<string, string> {
  return serviceApplicationForm({ ...fields, trappedNum: String(fields.trappedNum) }, id);
}
