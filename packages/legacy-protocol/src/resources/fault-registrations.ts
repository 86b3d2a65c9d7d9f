import { z } from 'zod/v4';
import { wireRecord, ZWireDateTime, ZWireIdList, ZWireOptionalDateTime, ZWireOptionalText, ZWireText } from '../wire-values';
import { WIRE_FAULT_CAUSES } from './rescue-registrations';

/**
 * The elevator fault module (电梯故障登记, `eleFaultMain`), shaped like `eleRcsMain`: `listData`,
 * `form` by `id`, `save`; `result` + `errorMsg` with the payload under `data`.
 */
export const FAULT_REGISTRATION_WIRE_PATHS = {
  list: '/a/stone/eleFaultMain/listData',
  form: '/a/stone/eleFaultMain/form',
  save: '/a/stone/eleFaultMain/save',
} as const;

/** The data host's workbook of the list (same filters as `listData`). */
export const FAULT_REGISTRATION_DATA_PATHS = { export: '/api/data/eleFaultMain/export' } as const;

export const FAULT_REGISTRATION_MESSAGES = {
  notFound: '故障登记不存在或无权查看',
  recoveryBeforeFault: '恢复时间不能早于故障时间',
} as const;

export const ZWireFaultRegistration = wireRecord({
  id: ZWireText,
  equipmentId: ZWireOptionalText,
  registCode: ZWireText,
  equName: ZWireOptionalText,
  faultPlace: ZWireOptionalText,
  faultTime: ZWireDateTime,
  faultDesc: ZWireOptionalText,
  faultReason: ZWireOptionalText,
  dealMeasure: ZWireOptionalText,
  recoverTime: ZWireOptionalDateTime,
  dealPerson: ZWireOptionalText,
  attachmentIds: ZWireIdList,
  createDate: ZWireOptionalDateTime,
  updateDate: ZWireOptionalDateTime,
});
export type WireFaultRegistration = z.infer<typeof ZWireFaultRegistration>;

const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const ZWireFaultRegistrationForm = z.object({
  registCode: z.string().trim().regex(/^\d{20}$/),
  faultPlace: z.string().trim().min(1).max(200),
  faultTime: z.string().regex(WIRE_TIME),
  faultDesc: z.string().trim().min(1).max(1000),
  faultReason: z.union([z.literal(''), z.enum(WIRE_FAULT_CAUSES)]).default(''),
  dealMeasure: z.string().trim().max(1000).default(''),
  recoverTime: z.union([z.literal(''), z.string().regex(WIRE_TIME)]).default(''),
  dealPerson: z.string().trim().max(50).default(''),
  attachmentIds: ZWireIdList,
});
export type WireFaultRegistrationFormFields = z.output<typeof ZWireFaultRegistrationForm>;

export function faultRegistrationForm(fields: WireFaultRegistrationFormFields, id?: string): Record<string, string> {
  const { attachmentIds, ...text } = fields;
  return { ...(id === undefined ? {} : { id }), ...text, attachmentIds: attachmentIds.join(',') };
}

/** Filters of `listData` and the export: `faultDateEnd` is moved a day on by the date rule, `faultDateBegin` is not. */
export const ZWireFaultRegistrationQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  registCode: z.string().trim().max(20).optional(),
  faultDateBegin: z.string().optional(),
  faultDateEnd: z.string().optional(),
});
