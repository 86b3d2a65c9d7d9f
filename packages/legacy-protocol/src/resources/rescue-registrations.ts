import { z } from 'zod/v4';
import { wireRecord, ZWireCount, ZWireDateTime, ZWireIdList, ZWireOptionalDateTime, ZWireOptionalNumber, ZWireOptionalText, ZWireText } from '../wire-values';

/**
 * The elevator rescue module (电梯困人救援登记, `eleRcsMain`): `result` + `errorMsg`, payload under
 * `data`. `listData` pages the unit's registrations, `form` reads one by `id`, `save` adds one (no
 * `id`) or corrects it. Times are `yyyy-MM-dd HH:mm:ss`, Asia/Shanghai.
 */
export const RESCUE_REGISTRATION_WIRE_PATHS = {
  list: '/a/stone/eleRcsMain/listData',
  form: '/a/stone/eleRcsMain/form',
  save: '/a/stone/eleRcsMain/save',
} as const;

/** The data host's workbook of the list (same filters as `listData`). */
export const RESCUE_REGISTRATION_DATA_PATHS = { export: '/api/data/eleRcsMain/export' } as const;

/** Fault cause classes as the platform stores them (shared with `eleFaultMain`). */
export const WIRE_FAULT_CAUSES = ['设备故障', '停电', '使用不当', '外部原因', '其他'] as const;
export type WireFaultCause = (typeof WIRE_FAULT_CAUSES)[number];

/** The maintainer must be on site within this many minutes of the alarm (TSG T5002). */
export const RESCUE_ARRIVAL_LIMIT_MINUTES = 30;

export const RESCUE_REGISTRATION_MESSAGES = {
  notFound: '救援登记不存在或无权查看',
  notElevator: '注册代码不是本单位在册的电梯',
  arrivalBeforeAlarm: '到达时间不能早于接警时间',
  releaseBeforeArrival: '解救时间不能早于到达时间',
  releaseWithoutArrival: '填写解救时间前请先填写到达时间',
} as const;

/** One registration as `listData` and `form` write it; `arriveMinutes` and `overtime` are the platform's. */
export const ZWireRescueRegistration = wireRecord({
  id: ZWireText,
  equipmentId: ZWireOptionalText,
  registCode: ZWireText,
  equName: ZWireOptionalText,
  rescuePlace: ZWireOptionalText,
  alarmTime: ZWireDateTime,
  alarmPerson: ZWireOptionalText,
  alarmPhone: ZWireOptionalText,
  trappedNum: ZWireCount,
  arriveTime: ZWireOptionalDateTime,
  releaseTime: ZWireOptionalDateTime,
  rescuePerson: ZWireOptionalText,
  faultDesc: ZWireOptionalText,
  faultReason: ZWireOptionalText,
  casualty: ZWireOptionalText,
  dealResult: ZWireOptionalText,
  arriveMinutes: ZWireOptionalNumber,
  attachmentIds: ZWireIdList,
  createDate: ZWireOptionalDateTime,
  updateDate: ZWireOptionalDateTime,
});
export type WireRescueRegistration = z.infer<typeof ZWireRescueRegistration>;

const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const optionalTime = z.union([z.literal(''), z.string().regex(WIRE_TIME)]).default('');
const optionalText = (max: number) => z.string().trim().max(max).default('');

/** The form of `save` (`id` too for a correction). */
export const ZWireRescueRegistrationForm = z.object({
  registCode: z.string().trim().regex(/^\d{20}$/),
  rescuePlace: z.string().trim().min(1).max(200),
  alarmTime: z.string().regex(WIRE_TIME),
  alarmPerson: z.string().trim().min(1).max(50),
  alarmPhone: z.string().trim().min(1).max(20),
  trappedNum: z.coerce.number().int().min(0).max(1000),
  arriveTime: optionalTime,
  releaseTime: optionalTime,
  rescuePerson: optionalText(200),
  faultDesc: z.string().trim().min(1).max(1000),
  faultReason: z.union([z.literal(''), z.enum(WIRE_FAULT_CAUSES)]).default(''),
  casualty: optionalText(200),
  dealResult: optionalText(1000),
  attachmentIds: ZWireIdList,
});
export type WireRescueRegistrationFormFields = z.output<typeof ZWireRescueRegistrationForm>;

/** The form fields as strings for `encodeForm`. */
export function rescueRegistrationForm(fields: WireRescueRegistrationFormFields, id?: string): Record<string, string> {
  const { trappedNum, attachmentIds, ...text } = fields;
  return { ...(id === undefined ? {} : { id }), ...text, trappedNum: String(trappedNum), attachmentIds: attachmentIds.join(',') };
}

/**
 * Filters of `listData` and the export. `alarmDateEnd` ends in `End`, so the gateway's date rule
 * moves it a day on for the platform's `<`; `alarmDateBegin` is left alone (`>=`). `overtime=1`
 * keeps the registrations whose arrival came later than the limit.
 */
export const ZWireRescueRegistrationQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  registCode: z.string().trim().max(20).optional(),
  alarmDateBegin: z.string().optional(),
  alarmDateEnd: z.string().optional(),
  overtime: z.enum(['0', '1']).optional(),
});
