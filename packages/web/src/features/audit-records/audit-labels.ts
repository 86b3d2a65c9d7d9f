import { SERVICE_DECISION_LABELS, type AuditEvent, type AuditOutcome } from '@portal/contract';
import type { SelectOption } from '../../ui/option-select';

/**
 * The Chinese name of each security event (a Record, so a new contract event must be named here);
 * the service kinds' decisions are named with the kinds, in the contract.
 */
const EVENT_LABELS: Record<AuditEvent, string> = {
  login: '登录',
  'login-locked': '登录锁定',
  logout: '退出',
  'token-issued': '签发令牌',
  'role-switched': '切换角色',
  'password-changed': '修改密码',
  'profile-changed': '修改资料',
  'access-denied': '拒绝访问',
  'password-reset-applied': '申请重置密码',
  'password-reset-audited': '审核重置密码',
  'unit-change-reviewed': '审核企业信息变更',
  'account-created': '新增账号',
  'account-updated': '修改账号',
  'account-deleted': '删除账号',
  'registration-approved': '注册审核通过',
  'registration-rejected': '注册审核不通过',
  'inspection-pre-reviewed': '报检预审',
  'inspection-accepted': '报检受理',
  'inspection-scheduled': '报检约检',
  'inspection-result-recorded': '录入检验结果',
  'inspection-reinspection-scheduled': '安排复检',
  'inspection-rectified': '提交整改反馈',
  'inspection-report-issued': '出具检验报告',
  'reissue-decided': '审核补发申请',
  'invoice-voided': '作废发票',
  ...SERVICE_DECISION_LABELS,
  'payment-started': '发起缴费',
  'payment-notification': '支付结果通知',
  'auth-link-issued': '发送授权链接',
  'inspection-saved-by-link': '授权链接保存报检',
  'inspection-submitted-by-link': '授权链接提交报检',
  'account-applied': '申请企业账号',
  'sms-code-sent': '发送短信验证码',
  'upload-token-issued': '生成手机上传码',
  'upload-token-used': '手机扫码上传',
  'invoice-issued': '开具发票',
  'attachment-deleted': '删除附件',
  'exported': '导出数据',
  'probe-suspected': '疑似批量探测',
  'mobile-changed': '修改绑定手机号',
  'sms-budget-exhausted': '短信小时发送量用尽',
  'inspection-fee-accepted': '确认调整后的检验费用',
};

const OUTCOME_LABELS: Record<AuditOutcome, string> = { success: '成功', failure: '失败' };

function options<C extends string>(labels: Record<C, string>): readonly SelectOption[] {
  return Object.entries<string>(labels).map(([code, label]) => ({ code, label }));
}

export const AUDIT_EVENT_OPTIONS = options(EVENT_LABELS);
export const AUDIT_OUTCOME_OPTIONS = options(OUTCOME_LABELS);

export function eventLabel(event: AuditEvent): string {
  return EVENT_LABELS[event];
}

export function outcomeLabel(outcome: AuditOutcome): string {
  return OUTCOME_LABELS[outcome];
}
