import type { z } from 'zod';
import { enumOf } from './options';

/** Value lists of the domain (docs/domain.md). Codes are stable API values; labels are the zh-CN display text. */

export const EQUIPMENT_USE_STATES = [
  { code: 'not_in_use', label: '未投入使用', en: 'Not yet in use' },
  { code: 'in_use', label: '在用', en: 'In use' },
  { code: 'out_of_service', label: '停用', en: 'Out of service' },
  { code: 'scrapped', label: '报废', en: 'Scrapped' },
  { code: 'dismantled', label: '拆除', en: 'Dismantled' },
  { code: 'moved_out', label: '迁出', en: 'Moved out' },
] as const;
export const ZEquipmentUseState = enumOf(EQUIPMENT_USE_STATES);
export type EquipmentUseState = z.infer<typeof ZEquipmentUseState>;

export const REGISTER_STATES = [
  { code: 'pending', label: '待注册', en: 'Awaiting registration' },
  { code: 'registered', label: '在册', en: 'Registered' },
  { code: 'cancelled', label: '注销', en: 'Deregistered' },
] as const;
export const ZRegisterState = enumOf(REGISTER_STATES);
export type RegisterState = z.infer<typeof ZRegisterState>;

/** Use-registration application states (docs/domain.md). */
export const USE_REGISTRATION_STATES = [
  { code: 'draft', label: '草稿', en: 'Draft' },
  { code: 'submitted', label: '已提交', en: 'Submitted' },
  { code: 'accepted', label: '已受理', en: 'Accepted' },
  { code: 'returned', label: '退回补正', en: 'Returned for correction' },
  { code: 'reviewing', label: '审核中', en: 'Under review' },
  { code: 'issued', label: '已发证', en: 'Certificate issued' },
  { code: 'refused', label: '不予登记', en: 'Registration refused' },
  { code: 'withdrawn', label: '已撤回', en: 'Withdrawn' },
] as const;
export const ZUseRegistrationState = enumOf(USE_REGISTRATION_STATES);
export type UseRegistrationState = z.infer<typeof ZUseRegistrationState>;

export const USE_REGISTRATION_KINDS = [
  { code: 'first_use', label: '新设备首次启用', en: 'First use of new equipment' },
  { code: 'resume', label: '停用后启用', en: 'Back in use after suspension' },
  { code: 'modification', label: '改造', en: 'Modification' },
  { code: 'rename', label: '更名', en: 'Change of name' },
  { code: 'address_change', label: '地址变更', en: 'Change of address' },
  { code: 'transfer', label: '过户', en: 'Change of owner' },
  { code: 'relocation', label: '移装', en: 'Relocation' },
  { code: 'design_life_reached', label: '达到设计使用年限', en: 'Design service life reached' },
] as const;
export const ZUseRegistrationKind = enumOf(USE_REGISTRATION_KINDS);
export type UseRegistrationKind = z.infer<typeof ZUseRegistrationKind>;

/** Inspection application states (docs/domain.md); transitions in state-machines.ts. */
export const INSPECTION_APPLICATION_STATES = [
  { code: 'draft', label: '草稿', en: 'Draft' },
  { code: 'submitted', label: '已提交', en: 'Submitted' },
  { code: 'accepted', label: '已受理', en: 'Accepted' },
  { code: 'returned', label: '退回', en: 'Returned' },
  { code: 'scheduled', label: '已约检', en: 'Inspection scheduled' },
  { code: 'inspecting', label: '检验中', en: 'Inspecting' },
  { code: 'opinion_notice', label: '意见通知书', en: 'Opinion notice' },
  { code: 'rectification_feedback', label: '整改反馈', en: 'Rectification feedback' },
  { code: 'reinspection', label: '复检', en: 'Re-inspection' },
  { code: 'reporting', label: '报告编制中', en: 'Report in preparation' },
  { code: 'awaiting_payment', label: '待缴费', en: 'Awaiting payment' },
  { code: 'paid', label: '已缴费', en: 'Paid' },
  { code: 'report_issued', label: '报告已出具', en: 'Report issued' },
  { code: 'archived', label: '已归档', en: 'Archived' },
  { code: 'cancelled', label: '已取消', en: 'Cancelled' },
] as const;
export const ZInspectionApplicationState = enumOf(INSPECTION_APPLICATION_STATES);
export type InspectionApplicationState = z.infer<typeof ZInspectionApplicationState>;

export const INSPECTION_KINDS = [
  { code: 'periodic', label: '定期检验', en: 'Periodic inspection' },
  { code: 'first', label: '首次检验', en: 'First inspection' },
  { code: 'supervision', label: '监督检验', en: 'Supervisory inspection' },
  { code: 'pipeline_periodic', label: '管道定期检验', en: 'Pipeline periodic inspection' },
] as const;
export const ZInspectionKind = enumOf(INSPECTION_KINDS);
export type InspectionKind = z.infer<typeof ZInspectionKind>;

/** Electromechanical conclusions, then boilers and vessels, then piping safety grades. */
export const INSPECTION_CONCLUSIONS = [
  { code: 'qualified', label: '合格', en: 'Qualified' },
  { code: 'reinspection_qualified', label: '复检合格', en: 'Qualified on re-inspection' },
  { code: 'unqualified', label: '不合格', en: 'Unqualified' },
  { code: 'reinspection_unqualified', label: '复检不合格', en: 'Unqualified on re-inspection' },
  { code: 'meets', label: '符合要求', en: 'Meets requirements' },
  { code: 'basically_meets', label: '基本符合要求', en: 'Basically meets requirements' },
  { code: 'not_meets', label: '不符合要求', en: 'Does not meet requirements' },
  { code: 'grade_1', label: '1级', en: 'Grade 1' },
  { code: 'grade_2', label: '2级', en: 'Grade 2' },
  { code: 'grade_3', label: '3级', en: 'Grade 3' },
  { code: 'grade_4', label: '4级', en: 'Grade 4' },
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
  { code: 'unpaid', label: '未缴费', en: 'Unpaid' },
  { code: 'paying', label: '支付中', en: 'Paying' },
  { code: 'paid', label: '已缴费', en: 'Paid' },
] as const;
export const ZPaymentState = enumOf(PAYMENT_STATES);
export type PaymentState = z.infer<typeof ZPaymentState>;

export const REPORT_PICKUPS = [
  { code: 'self', label: '自取', en: 'Pick up in person' },
  { code: 'express', label: '快递', en: 'By courier' },
] as const;
export const ZReportPickup = enumOf(REPORT_PICKUPS);

export const INVOICE_STATES = [
  { code: 'not_issued', label: '未开', en: 'Not issued' },
  { code: 'issued', label: '已开', en: 'Issued' },
  { code: 'voided', label: '作废', en: 'Voided' },
] as const;
export const ZInvoiceState = enumOf(INVOICE_STATES);
export type InvoiceState = z.infer<typeof ZInvoiceState>;

export const REISSUE_OUTCOMES = [
  { code: 'reissue_report', label: '重新出具检验报告', en: 'Reissue the inspection report' },
  { code: 'change_note', label: '出具更改说明单', en: 'Issue a change note' },
] as const;
export const ZReissueOutcome = enumOf(REISSUE_OUTCOMES);

/** TSG Z6001-2019 作业项目 (work items) a worker's certificate is for; the codes are the regulation's own. */
export const WORK_ITEMS = [
  { code: 'A', label: '特种设备安全管理', en: 'Special equipment safety management' },
  { code: 'G1', label: '工业锅炉司炉', en: 'Industrial boiler operation' },
  { code: 'G2', label: '电站锅炉司炉', en: 'Power station boiler operation' },
  { code: 'G3', label: '锅炉水处理', en: 'Boiler water treatment' },
  { code: 'R1', label: '快开门式压力容器操作', en: 'Quick-opening pressure vessel operation' },
  { code: 'R2', label: '移动式压力容器充装', en: 'Mobile pressure vessel filling' },
  { code: 'P', label: '气瓶充装', en: 'Gas cylinder filling' },
  { code: 'T', label: '电梯修理', en: 'Elevator repair' },
  { code: 'Q1', label: '起重机指挥', en: 'Crane signalling' },
  { code: 'Q2', label: '起重机司机', en: 'Crane operation' },
  { code: 'N1', label: '叉车司机', en: 'Forklift driving' },
  { code: 'N2', label: '观光车和观光列车司机', en: 'Sightseeing car and train driving' },
  { code: 'Y1', label: '大型游乐设施修理', en: 'Amusement ride repair' },
  { code: 'Y2', label: '大型游乐设施操作', en: 'Amusement ride operation' },
  { code: 'S1', label: '客运索道修理', en: 'Passenger ropeway repair' },
  { code: 'S2', label: '客运索道司机', en: 'Passenger ropeway operation' },
] as const;
export const ZWorkItem = enumOf(WORK_ITEMS);
export type WorkItem = z.infer<typeof ZWorkItem>;

/** @deprecated Since 1.5.0, the wire's word: use `WORK_ITEMS` (docs/api.md, "Deprecated fields and routes"). */
export const OPERATOR_CODES = WORK_ITEMS;
/** @deprecated Since 1.5.0, the wire's word: use `ZWorkItem`. */
export const ZOperatorCode = ZWorkItem;
/** @deprecated Since 1.5.0, the wire's word: use `WorkItem`. */
export type OperatorCode = WorkItem;

export const EMPLOYMENT_STATES = [
  { code: 'employed', label: '在聘', en: 'Employed' },
  { code: 'dismissed', label: '解聘', en: 'Dismissed' },
] as const;
export const ZEmploymentState = enumOf(EMPLOYMENT_STATES);

export const GENDERS = [
  { code: 'male', label: '男', en: 'Male' },
  { code: 'female', label: '女', en: 'Female' },
] as const;
export const ZGender = enumOf(GENDERS);

/** Review flow of the smaller applications (construction, termination, maintenance, unit changes). */
export const REVIEW_STATES = [
  { code: 'draft', label: '草稿', en: 'Draft' },
  { code: 'submitted', label: '已提交', en: 'Submitted' },
  { code: 'approved', label: '已通过', en: 'Approved' },
  { code: 'returned', label: '已退回', en: 'Returned' },
] as const;
export const ZReviewState = enumOf(REVIEW_STATES);
export type ReviewState = z.infer<typeof ZReviewState>;

/** Institute audits of account registrations and password-reset applications. */
export const AUDIT_STATES = [
  { code: 'pending', label: '待审核', en: 'Pending review' },
  { code: 'approved', label: '已通过', en: 'Approved' },
  { code: 'rejected', label: '未通过', en: 'Rejected' },
] as const;
export const ZAuditState = enumOf(AUDIT_STATES);
export type AuditState = z.infer<typeof ZAuditState>;

/** An account registration's states: an audit's, and 已失效 once it waited 7 days without a decision. */
export const REGISTRATION_STATES = [...AUDIT_STATES, { code: 'expired', label: '已失效', en: 'Expired' }] as const;
export const ZRegistrationState = enumOf(REGISTRATION_STATES);
export type RegistrationState = z.infer<typeof ZRegistrationState>;

export const TERMINATION_TYPES = [
  { code: 'out_of_service', label: '停用', en: 'Out of service' },
  { code: 'scrapped', label: '报废', en: 'Scrapped' },
  { code: 'deregistered', label: '注销', en: 'Deregistered' },
] as const;
export const ZTerminationType = enumOf(TERMINATION_TYPES);

export const MAINTENANCE_PROJECT_KINDS = [
  { code: 'modification', label: '改造', en: 'Modification' },
  { code: 'repair', label: '修理', en: 'Repair' },
  { code: 'maintenance', label: '维保', en: 'Maintenance' },
] as const;
export const ZMaintenanceProjectKind = enumOf(MAINTENANCE_PROJECT_KINDS);

/** Fault cause classes of a rescue / fault registration (inferred). */
export const FAULT_CAUSES = [
  { code: 'equipment', label: '设备故障', en: 'Equipment fault' },
  { code: 'power', label: '停电', en: 'Power cut' },
  { code: 'misuse', label: '使用不当', en: 'Misuse' },
  { code: 'external', label: '外部原因', en: 'External cause' },
  { code: 'other', label: '其他', en: 'Other' },
] as const;
export const ZFaultCause = enumOf(FAULT_CAUSES);

export const ACCOUNT_STATES = [
  { code: 'enabled', label: '正常', en: 'Active' },
  { code: 'disabled', label: '停用', en: 'Disabled' },
] as const;
export const ZAccountState = enumOf(ACCOUNT_STATES);
export type AccountState = z.infer<typeof ZAccountState>;
