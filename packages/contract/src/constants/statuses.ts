import type { z } from 'zod';
import { enumOf } from './options';

/** Value lists of the domain (docs/domain.md). Codes are stable API values; labels are the zh-CN display text. */

export const EQUIPMENT_USE_STATES = [
  { code: 'not_in_use', label: '未投入使用' },
  { code: 'in_use', label: '在用' },
  { code: 'out_of_service', label: '停用' },
  { code: 'scrapped', label: '报废' },
  { code: 'dismantled', label: '拆除' },
  { code: 'moved_out', label: '迁出' },
] as const;
export const ZEquipmentUseState = enumOf(EQUIPMENT_USE_STATES);
export type EquipmentUseState = z.infer<typeof ZEquipmentUseState>;

export const REGISTER_STATES = [
  { code: 'pending', label: '待注册' },
  { code: 'registered', label: '在册' },
  { code: 'cancelled', label: '注销' },
] as const;
export const ZRegisterState = enumOf(REGISTER_STATES);
export type RegisterState = z.infer<typeof ZRegisterState>;

/** Use-registration application states (docs/domain.md). */
export const USE_REGISTRATION_STATES = [
  { code: 'draft', label: '草稿' },
  { code: 'submitted', label: '已提交' },
  { code: 'accepted', label: '已受理' },
  { code: 'returned', label: '退回补正' },
  { code: 'reviewing', label: '审核中' },
  { code: 'issued', label: '已发证' },
  { code: 'refused', label: '不予登记' },
  { code: 'withdrawn', label: '已撤回' },
] as const;
export const ZUseRegistrationState = enumOf(USE_REGISTRATION_STATES);
export type UseRegistrationState = z.infer<typeof ZUseRegistrationState>;

export const USE_REGISTRATION_KINDS = [
  { code: 'first_use', label: '新设备首次启用' },
  { code: 'resume', label: '停用后启用' },
  { code: 'modification', label: '改造' },
  { code: 'rename', label: '更名' },
  { code: 'address_change', label: '地址变更' },
  { code: 'transfer', label: '过户' },
  { code: 'relocation', label: '移装' },
  { code: 'design_life_reached', label: '达到设计使用年限' },
] as const;
export const ZUseRegistrationKind = enumOf(USE_REGISTRATION_KINDS);
export type UseRegistrationKind = z.infer<typeof ZUseRegistrationKind>;

/** Inspection application states (docs/domain.md); transitions in state-machines.ts. */
export const INSPECTION_APPLICATION_STATES = [
  { code: 'draft', label: '草稿' },
  { code: 'submitted', label: '已提交' },
  { code: 'accepted', label: '已受理' },
  { code: 'returned', label: '退回' },
  { code: 'scheduled', label: '已约检' },
  { code: 'inspecting', label: '检验中' },
  { code: 'opinion_notice', label: '意见通知书' },
  { code: 'rectification_feedback', label: '整改反馈' },
  { code: 'reinspection', label: '复检' },
  { code: 'reporting', label: '报告编制中' },
  { code: 'awaiting_payment', label: '待缴费' },
  { code: 'paid', label: '已缴费' },
  { code: 'report_issued', label: '报告已出具' },
  { code: 'archived', label: '已归档' },
  { code: 'cancelled', label: '已取消' },
] as const;
export const ZInspectionApplicationState = enumOf(INSPECTION_APPLICATION_STATES);
export type InspectionApplicationState = z.infer<typeof ZInspectionApplicationState>;

export const INSPECTION_KINDS = [
  { code: 'periodic', label: '定期检验' },
  { code: 'first', label: '首次检验' },
  { code: 'supervision', label: '监督检验' },
  { code: 'pipeline_periodic', label: '管道定期检验' },
] as const;
export const ZInspectionKind = enumOf(INSPECTION_KINDS);
export type InspectionKind = z.infer<typeof ZInspectionKind>;

/** Electromechanical conclusions, then boilers and vessels, then piping safety grades. */
export const INSPECTION_CONCLUSIONS = [
  { code: 'qualified', label: '合格' },
  { code: 'reinspection_qualified', label: '复检合格' },
  { code: 'unqualified', label: '不合格' },
  { code: 'reinspection_unqualified', label: '复检不合格' },
  { code: 'meets', label: '符合要求' },
  { code: 'basically_meets', label: '基本符合要求' },
  { code: 'not_meets', label: '不符合要求' },
  { code: 'grade_1', label: '1级' },
  { code: 'grade_2', label: '2级' },
  { code: 'grade_3', label: '3级' },
  { code: 'grade_4', label: '4级' },
] as const;
export const ZInspectionConclusion = enumOf(INSPECTION_CONCLUSIONS);
export type InspectionConclusion = z.infer<typeof ZInspectionConclusion>;

/** Conclusions that put equipment in the "unqualified" query view. */
export const FAILED_CONCLUSIONS: readonly InspectionConclusion[] = [
  'unqualified',
  'reinspection_unqualified',
  'not_meets',
  'grade_4',
];

export const PAYMENT_STATES = [
  { code: 'unpaid', label: '未缴费' },
  { code: 'paying', label: '支付中' },
  { code: 'paid', label: '已缴费' },
] as const;
export const ZPaymentState = enumOf(PAYMENT_STATES);
export type PaymentState = z.infer<typeof ZPaymentState>;

export const REPORT_PICKUPS = [
  { code: 'self', label: '自取' },
  { code: 'express', label: '快递' },
] as const;
export const ZReportPickup = enumOf(REPORT_PICKUPS);

export const INVOICE_STATES = [
  { code: 'not_issued', label: '未开' },
  { code: 'issued', label: '已开' },
  { code: 'voided', label: '作废' },
] as const;
export const ZInvoiceState = enumOf(INVOICE_STATES);
export type InvoiceState = z.infer<typeof ZInvoiceState>;

export const REISSUE_OUTCOMES = [
  { code: 'reissue_report', label: '重新出具检验报告' },
  { code: 'change_note', label: '出具更改说明单' },
] as const;
export const ZReissueOutcome = enumOf(REISSUE_OUTCOMES);

/** TSG Z6001-2019 operator codes; the codes are the regulation's own. */
export const OPERATOR_CODES = [
  { code: 'A', label: '特种设备安全管理' },
  { code: 'G1', label: '工业锅炉司炉' },
  { code: 'G2', label: '电站锅炉司炉' },
  { code: 'G3', label: '锅炉水处理' },
  { code: 'R1', label: '快开门式压力容器操作' },
  { code: 'R2', label: '移动式压力容器充装' },
  { code: 'P', label: '气瓶充装' },
  { code: 'T', label: '电梯修理' },
  { code: 'Q1', label: '起重机指挥' },
  { code: 'Q2', label: '起重机司机' },
  { code: 'N1', label: '叉车司机' },
  { code: 'N2', label: '观光车和观光列车司机' },
  { code: 'Y1', label: '大型游乐设施修理' },
  { code: 'Y2', label: '大型游乐设施操作' },
  { code: 'S1', label: '客运索道修理' },
  { code: 'S2', label: '客运索道司机' },
] as const;
export const ZOperatorCode = enumOf(OPERATOR_CODES);
export type OperatorCode = z.infer<typeof ZOperatorCode>;

export const EMPLOYMENT_STATES = [
  { code: 'employed', label: '在聘' },
  { code: 'dismissed', label: '解聘' },
] as const;
export const ZEmploymentState = enumOf(EMPLOYMENT_STATES);

export const GENDERS = [
  { code: 'male', label: '男' },
  { code: 'female', label: '女' },
] as const;
export const ZGender = enumOf(GENDERS);

/** Review flow of the smaller applications (construction, termination, maintenance, unit changes). */
export const REVIEW_STATES = [
  { code: 'draft', label: '草稿' },
  { code: 'submitted', label: '已提交' },
  { code: 'approved', label: '已通过' },
  { code: 'returned', label: '已退回' },
] as const;
export const ZReviewState = enumOf(REVIEW_STATES);
export type ReviewState = z.infer<typeof ZReviewState>;

/** Institute audits of account registrations and password-reset applications. */
export const AUDIT_STATES = [
  { code: 'pending', label: '待审核' },
  { code: 'approved', label: '已通过' },
  { code: 'rejected', label: '未通过' },
] as const;
export const ZAuditState = enumOf(AUDIT_STATES);
export type AuditState = z.infer<typeof ZAuditState>;

export const TERMINATION_TYPES = [
  { code: 'out_of_service', label: '停用' },
  { code: 'scrapped', label: '报废' },
  { code: 'deregistered', label: '注销' },
] as const;
export const ZTerminationType = enumOf(TERMINATION_TYPES);

export const MAINTENANCE_PROJECT_KINDS = [
  { code: 'modification', label: '改造' },
  { code: 'repair', label: '修理' },
  { code: 'maintenance', label: '维保' },
] as const;
export const ZMaintenanceProjectKind = enumOf(MAINTENANCE_PROJECT_KINDS);

/** Fault cause classes of a rescue / fault registration (inferred). */
export const FAULT_CAUSES = [
  { code: 'equipment', label: '设备故障' },
  { code: 'power', label: '停电' },
  { code: 'misuse', label: '使用不当' },
  { code: 'external', label: '外部原因' },
  { code: 'other', label: '其他' },
] as const;
export const ZFaultCause = enumOf(FAULT_CAUSES);

export const ACCOUNT_STATES = [
  { code: 'enabled', label: '正常' },
  { code: 'disabled', label: '停用' },
] as const;
export const ZAccountState = enumOf(ACCOUNT_STATES);
export type AccountState = z.infer<typeof ZAccountState>;
