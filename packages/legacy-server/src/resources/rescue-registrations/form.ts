import { RESCUE_REGISTRATION_MESSAGES, ZWireRescueRegistrationForm, type WireRescueRegistrationFormFields } from '@portal/legacy-protocol';
import { failed, passed, type Checked } from '../../http/checked';
import { invalidFieldMessage } from '../../http/invalid-field-message';
import type { WireParams } from '../../http/params';
import { parseWireDateTime } from '../../http/wire-date';

const FIELD_LABELS: Record<keyof WireRescueRegistrationFormFields, string> = {
  registCode: '注册代码',
  rescuePlace: '救援地点',
  alarmTime: '接警时间',
  alarmPerson: '报警人',
  alarmPhone: '报警人电话',
  trappedNum: '被困人数',
  arriveTime: '到达时间',
  releaseTime: '解救时间',
  rescuePerson: '救援人员',
  faultDesc: '故障描述',
  faultReason: '故障原因分类',
  casualty: '伤亡情况',
  dealResult: '处理结果',
  attachmentIds: '附件',
};

export type RescueFields = Omit<WireRescueRegistrationFormFields, 'alarmTime' | 'arriveTime' | 'releaseTime'> & {
  alarmAt: Date;
  arrivedAt: Date | null;
  releasedAt: Date | null;
};

/** The `save` form, with the timeline in order: alarm ≤ arrival ≤ release. */
export function readRescueForm(params: WireParams): Checked<RescueFields> {
  const parsed = ZWireRescueRegistrationForm.safeParse(params);
  if (!parsed.success) return failed(invalidFieldMessage(FIELD_LABELS, parsed.error.issues, params));
  const { alarmTime, arriveTime, releaseTime, ...rest } = parsed.data;
  const alarmAt = parseWireDateTime(alarmTime);
  const arrivedAt = arriveTime ? parseWireDateTime(arriveTime) : null;
  const releasedAt = releaseTime ? parseWireDateTime(releaseTime) : null;
  if (!alarmAt) return failed(`${FIELD_LABELS.alarmTime}格式不正确`);
  if (arriveTime && !arrivedAt) return failed(`${FIELD_LABELS.arriveTime}格式不正确`);
  if (releaseTime && !releasedAt) return failed(`${FIELD_LABELS.releaseTime}格式不正确`);
  if (arrivedAt && arrivedAt < alarmAt) return failed(RESCUE_REGISTRATION_MESSAGES.arrivalBeforeAlarm);
  if (releasedAt && !arrivedAt) return failed(RESCUE_REGISTRATION_MESSAGES.releaseWithoutArrival);
  if (releasedAt && arrivedAt && releasedAt < arrivedAt) return failed(RESCUE_REGISTRATION_MESSAGES.releaseBeforeArrival);
  return passed({ ...rest, alarmAt, arrivedAt, releasedAt });
}
