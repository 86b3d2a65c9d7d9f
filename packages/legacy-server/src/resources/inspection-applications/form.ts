import { findSubType } from '@portal/contract';
import {
  INSPECTION_APPLICATION_MESSAGES,
  ZWireInspectionApplicationForm,
  type WireInspectionApplicationFormFields,
} from '@portal/legacy-protocol';
import { invalidFieldMessage, missingOrTooSmall } from '../../http/invalid-field-message';
import type { WireParams } from '../../http/params';
import { parseWireDateTime } from '../../http/wire-date';

type FieldName = keyof WireInspectionApplicationFormFields;

/** The platform's own words for its form fields, used in its error texts. */
const FIELD_LABELS: Record<FieldName, string> = {
  checkType: '检验类别',
  equipmentIds: '报检设备',
  newEquipment: '新设备',
  checkOrg: '检验机构',
  wishDate: '期望检验日期',
  siteContact: '现场联系人',
  siteContactMobile: '联系人手机',
  siteAddress: '检验地址',
  areaCode: '所在区域',
  maintainUnit: '维保单位',
  invoiceTitle: '发票抬头',
  taxNo: '纳税人识别号',
  reportPickup: '报告领取方式',
  expressAddress: '邮寄地址',
  urgent: '加急',
  remark: '备注',
  attachmentIds: '附件',
  bcwUnit: '施工单位',
  bcwType: '施工类别',
  bcwId: '施工告知',
  materials: '申请材料',
  pipeUnits: '管道单元',
  isCommit: '提交标志',
  isPc: '来源',
};

export const FORM_MESSAGES = {
  noEquipment: '请选择报检设备',
  newEquipmentNotAllowed: '定期检验只能选择已登记的设备',
  subTypeMismatch: '设备品种与设备类别不符',
  wishDatePast: '期望检验日期不能早于今天',
  taxNoFormat: '纳税人识别号格式不正确',
} as const;

export type FormCheck = { ok: true; fields: WireInspectionApplicationFormFields } | { ok: false; message: string };

// 统一社会信用代码 (18) or the older 15/20-character taxpayer numbers.
const TAX_NO = /^[0-9A-HJ-NPQRTUWXY]{15}$|^[0-9A-HJ-NPQRTUWXY]{18}$|^[0-9A-HJ-NPQRTUWXY]{20}$/;

/** The save form as the platform checks it, whether the application is saved or submitted. */
export function checkApplicationForm(params: WireParams, today: string): FormCheck {
  const parsed = ZWireInspectionApplicationForm.safeParse(params);
  if (!parsed.success) return { ok: false, message: invalidFieldMessage(FIELD_LABELS, parsed.error.issues, params, missingOrTooSmall) };
  const fields = parsed.data;
  if (fields.equipmentIds.length + fields.newEquipment.length === 0) return { ok: false, message: FORM_MESSAGES.noEquipment };
  if (fields.equipmentIds.length > 200) return { ok: false, message: `${FIELD_LABELS.equipmentIds}格式不正确` };
  const onFileOnly = fields.checkType === '定期检验' || fields.checkType === '管道定期检验';
  if (onFileOnly && fields.newEquipment.length > 0) return { ok: false, message: FORM_MESSAGES.newEquipmentNotAllowed };
  for (const item of fields.newEquipment) {
    const subType = findSubType(item.equType);
    if (!subType || subType.categoryCode !== item.equCategory) return { ok: false, message: FORM_MESSAGES.subTypeMismatch };
  }
  if (fields.wishDate !== '') {
    if (!parseWireDateTime(fields.wishDate)) return { ok: false, message: `${FIELD_LABELS.wishDate}格式不正确` };
    if (fields.wishDate < today) return { ok: false, message: FORM_MESSAGES.wishDatePast };
  }
  if (fields.taxNo !== '' && !TAX_NO.test(fields.taxNo)) return { ok: false, message: FORM_MESSAGES.taxNoFormat };
  if (fields.reportPickup === '快递' && fields.expressAddress === '') {
    return { ok: false, message: INSPECTION_APPLICATION_MESSAGES.expressAddressRequired };
  }
  return { ok: true, fields };
}
