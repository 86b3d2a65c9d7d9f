import { MAINTENANCE_PROJECT_MESSAGES, ZWireMaintenanceProjectForm, type WireMaintenanceProjectFormFields } from '@portal/legacy-protocol';
import { failed, passed, type Checked } from '../../http/checked';
import { invalidFieldMessage } from '../../http/invalid-field-message';
import type { WireParams } from '../../http/params';
import { parseWireDateTime } from '../../http/wire-date';

const FIELD_LABELS: Record<keyof WireMaintenanceProjectFormFields, string> = {
  projType: '施工类别',
  equipmentIds: '设备',
  constructUnit: '施工单位',
  licenceNo: '许可证号',
  noticeDate: '告知日期',
  planFinishDate: '计划竣工日期',
  content: '施工内容',
  attachmentIds: '附件',
  isCommit: '提交标志',
};

export function readMaintenanceProjectForm(params: WireParams): Checked<WireMaintenanceProjectFormFields> {
  const parsed = ZWireMaintenanceProjectForm.safeParse(params);
  if (!parsed.success) return failed(invalidFieldMessage(FIELD_LABELS, parsed.error.issues, params));
  const fields = parsed.data;
  const badDay = (['noticeDate', 'planFinishDate'] as const).find((name) => fields[name] !== '' && !parseWireDateTime(fields[name]));
  if (badDay) return failed(`${FIELD_LABELS[badDay]}格式不正确`);
  if (fields.planFinishDate && fields.planFinishDate < fields.noticeDate) return failed(MAINTENANCE_PROJECT_MESSAGES.completionBeforeNotice);
  return passed(fields);
}
