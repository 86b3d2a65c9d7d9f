import { TERMINATION_MESSAGES, ZWireTerminationForm, type WireTerminationFormFields } from '@portal/legacy-protocol';
import { failed, passed, type Checked } from '../../http/checked';
import { invalidFieldMessage } from '../../http/invalid-field-message';
import type { WireParams } from '../../http/params';
import { parseWireDateTime } from '../../http/wire-date';

const FIELD_LABELS: Record<keyof WireTerminationFormFields, string> = {
  rlvType: '申请类型',
  equipmentIds: '设备',
  reason: '原因',
  stopBeginDate: '停用开始日期',
  stopEndDate: '停用结束日期',
  handler: '经办人',
  remark: '备注',
  attachmentIds: '附件',
  isCommit: '提交标志',
};

const DATE_ORDER = '开始日期不能晚于结束日期';

export function readTerminationForm(params: WireParams): Checked<WireTerminationFormFields> {
  const parsed = ZWireTerminationForm.safeParse(params);
  if (!parsed.success) return failed(invalidFieldMessage(FIELD_LABELS, parsed.error.issues, params));
  const fields = parsed.data;
  const badDay = (['stopBeginDate', 'stopEndDate'] as const).find((name) => fields[name] !== '' && !parseWireDateTime(fields[name]));
  if (badDay) return failed(`${FIELD_LABELS[badDay]}格式不正确`);
  if (fields.rlvType === '停用' && fields.stopBeginDate === '') return failed(TERMINATION_MESSAGES.stopFromRequired);
  if (fields.stopBeginDate && fields.stopEndDate && fields.stopBeginDate > fields.stopEndDate) return failed(DATE_ORDER);
  return passed(fields);
}

