import { FAULT_REGISTRATION_MESSAGES, ZWireFaultRegistrationForm, type WireFaultRegistrationFormFields } from '@portal/legacy-protocol';
import { failed, passed, type Checked } from '../../http/checked';
import { invalidFieldMessage } from '../../http/invalid-field-message';
import type { WireParams } from '../../http/params';
import { parseWireDateTime } from '../../http/wire-date';

const FIELD_LABELS: Record<keyof WireFaultRegistrationFormFields, string> = {
  registCode: '注册代码',
  faultPlace: '故障地点',
  faultTime: '故障时间',
  faultDesc: '故障描述',
  faultReason: '故障原因分类',
  dealMeasure: '处理措施',
  recoverTime: '恢复时间',
  dealPerson: '处理人',
  attachmentIds: '附件',
};

export type FaultFields = Omit<WireFaultRegistrationFormFields, 'faultTime' | 'recoverTime'> & { faultAt: Date; recoveredAt: Date | null };

/** The `save` form; recovery not before the fault. */
export function readFaultForm(params: WireParams): Checked<FaultFields> {
  const parsed = ZWireFaultRegistrationForm.safeParse(params);
  if (!parsed.success) return failed(invalidFieldMessage(FIELD_LABELS, parsed.error.issues, params));
  const { faultTime, recoverTime, ...rest } = parsed.data;
  const faultAt = parseWireDateTime(faultTime);
  const recoveredAt = recoverTime ? parseWireDateTime(recoverTime) : null;
  if (!faultAt) return failed(`${FIELD_LABELS.faultTime}格式不正确`);
  if (recoverTime && !recoveredAt) return failed(`${FIELD_LABELS.recoverTime}格式不正确`);
  if (recoveredAt && recoveredAt < faultAt) return failed(FAULT_REGISTRATION_MESSAGES.recoveryBeforeFault);
  return passed({ ...rest, faultAt, recoveredAt });
}
