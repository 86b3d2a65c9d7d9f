import { z } from 'zod/v4';
import { wireFormText, ZWireFormOptionalTime, ZWireFormTime } from '../form';
import { ZWireDateTime, ZWireOptionalDateTime, ZWireOptionalText } from '../wire-values';
import { serviceApplicationForm, SERVICE_REGISTRATION_MESSAGES, serviceRegistrationWire } from './service-applications';

/**
 * The elevator fault module (电梯故障登记, `eleFaultMain`), shaped like `eleRcsMain`: `listData`,
 * `form` by `id`, `save`; `result` + `errorMsg` with the payload under `data`.
 */
export const FAULT_REGISTRATION_WIRE_MODULE = 'eleFaultMain';

export const FAULT_REGISTRATION_MESSAGES = {
  ...SERVICE_REGISTRATION_MESSAGES,
  notFound: '故障登记不存在或无权查看',
  recoveryBeforeFault: '恢复时间不能早于故障时间',
} as const;

export const {
  wirePaths: FAULT_REGISTRATION_WIRE_PATHS,
  dataPaths: FAULT_REGISTRATION_DATA_PATHS,
  record: ZWireFaultRegistration,
  form: ZWireFaultRegistrationForm,
  query: ZWireFaultRegistrationQuery,
} = serviceRegistrationWire(FAULT_REGISTRATION_WIRE_MODULE, {
  record: {
    faultPlace: ZWireOptionalText,
    faultTime: ZWireDateTime,
    dealMeasure: ZWireOptionalText,
    recoverTime: ZWireOptionalDateTime,
    dealPerson: ZWireOptionalText,
  },
  form: {
    faultPlace: z.string().trim().min(1).max(200),
    faultTime: ZWireFormTime,
    dealMeasure: wireFormText(1000),
    recoverTime: ZWireFormOptionalTime,
    dealPerson: wireFormText(50),
  },
  /** Filters of `listData` and the export: `faultDateEnd` is moved a day on by the date rule, `faultDateBegin` is not. */
  query: { faultDateBegin: z.string().optional(), faultDateEnd: z.string().optional() },
});
export type WireFaultRegistration = z.infer<typeof ZWireFaultRegistration>;
export type WireFaultRegistrationFormFields = z.output<typeof ZWireFaultRegistrationForm>;

export const faultRegistrationForm = (fields: WireFaultRegistrationFormFields, id?: string): Record<string, string> => serviceApplicationForm(fields, id);
