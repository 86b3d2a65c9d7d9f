import { findSubType, INSPECTION_CONCLUSIONS } from '@portal/contract';
import { ZWireUseRegistrationForm, type WireUseRegistrationFormFields } from '@portal/legacy-protocol';
import { invalidFieldMessage, missingOrTooSmall } from '../../http/invalid-field-message';
import type { WireParams } from '../../http/params';
import { parseWireDateTime } from '../../http/wire-date';

type FieldName = keyof WireUseRegistrationFormFields;

/** The platform's own words for its form fields, used in its error texts. */
const FIELD_LABELS: Record<FieldName, string> = {
  registKind: '登记类别',
  equipmentId: '设备',
  equCategory: '设备类别',
  equType: '设备品种',
  equName: '设备名称',
  equCode: '设备代码',
  registCode: '注册代码',
  equModel: '型号规格',
  productNo: '产品编号',
  makeUnit: '制造单位',
  installUnit: '安装单位',
  superviseOrg: '监检机构',
  unitInnerNo: '单位内编号',
  usePlace: '使用地点',
  areaCode: '所在区域',
  useDate: '投用日期',
  safetyManager: '安全管理员',
  safetyManagerMobile: '安全管理员手机',
  propertyUnit: '产权单位',
  maintainUnit: '维保单位',
  checkOrg: '检验机构',
  reportNo: '检验报告编号',
  checkConclusion: '检验结论',
  nextCheckDate: '下次检验日期',
  declaration: '承诺声明',
  attachmentIds: '附件',
  isCommit: '提交标志',
};

/** What a submitted application must carry besides the equipment (docs/domain.md "Use registration"). */
const REQUIRED_TO_SUBMIT: readonly FieldName[] = ['usePlace', 'areaCode', 'useDate', 'safetyManager', 'safetyManagerMobile'];

export const FORM_MESSAGES = {
  subTypeMismatch: '设备品种与设备类别不符',
  declarationMissing: '提交前请阅读并确认承诺声明',
  missingToSubmit: (labels: string[]) => `提交前请填写：${labels.join('、')}`,
} as const;

export type FormCheck = { ok: true; fields: WireUseRegistrationFormFields } | { ok: false; message: string };

const CONCLUSION_WORDS: readonly string[] = INSPECTION_CONCLUSIONS.map((conclusion) => conclusion.label);

/** The save/modify form as the platform checks it, whether the application is saved or submitted. */
export function checkRegistrationForm(params: WireParams): FormCheck {
  const parsed = ZWireUseRegistrationForm.safeParse(params);
  if (!parsed.success) return { ok: false, message: invalidFieldMessage(FIELD_LABELS, parsed.error.issues, params, missingOrTooSmall) };
  const fields = parsed.data;
  const subType = findSubType(fields.equType);
  if (!subType || subType.categoryCode !== fields.equCategory) return { ok: false, message: FORM_MESSAGES.subTypeMismatch };
  if (fields.checkConclusion !== '' && !CONCLUSION_WORDS.includes(fields.checkConclusion)) {
    return { ok: false, message: `${FIELD_LABELS.checkConclusion}格式不正确` };
  }
  // The pattern lets 2024-02-30 through; PostgreSQL would not.
  const badDay = (['useDate', 'nextCheckDate'] as const).find((name) => fields[name] !== '' && !parseWireDateTime(fields[name]));
  if (badDay) return { ok: false, message: `${FIELD_LABELS[badDay]}格式不正确` };
  if (!fields.isCommit) return { ok: true, fields };
  const missing = REQUIRED_TO_SUBMIT.filter((name) => fields[name] === '').map((name) => FIELD_LABELS[name]);
  if (missing.length > 0) return { ok: false, message: FORM_MESSAGES.missingToSubmit(missing) };
  if (!fields.declaration) return { ok: false, message: FORM_MESSAGES.declarationMissing };
  return { ok: true, fields };
}
