import { useCatalogue, type Catalogue } from '../../lib/text';

const auditZh = {
  'list.title': '安全审计',
  'list.hint': '登录、退出、签发令牌、切换角色、修改密码与资料、拒绝访问等安全事件，最新的在前。',
  'list.total': '共 {total} 条记录',
  'list.empty': '没有符合条件的审计记录',
  'field.time': '时间',
  'field.event': '事件',
  'field.outcome': '结果',
  'field.user': '用户',
  'field.userHint': '登录名或用户编号',
  'field.role': '角色',
  'field.address': '地址',
  'field.addressHint': '客户端 IP 地址',
  'field.target': '对象',
  'field.detail': '说明',
  'field.requestId': '请求编号',
} as const;

export type AuditTextKey = keyof typeof auditZh;

const auditEn: Record<AuditTextKey, string> = {
  'list.title': 'Security audit',
  'list.hint': 'Sign-ins, sign-outs, issued tokens, role switches, password and profile changes, refused access: newest first.',
  'list.total': '{total} records',
  'list.empty': 'No audit records match',
  'field.time': 'Time',
  'field.event': 'Event',
  'field.outcome': 'Outcome',
  'field.user': 'User',
  'field.userHint': 'Login name or user id',
  'field.role': 'Role',
  'field.address': 'Address',
  'field.addressHint': 'Client IP address',
  'field.target': 'Target',
  'field.detail': 'Detail',
  'field.requestId': 'Request id',
};

const AUDIT_TEXT: Catalogue<AuditTextKey> = { 'zh-CN': auditZh, 'en-US': auditEn };

export function useAuditText() {
  return useCatalogue(AUDIT_TEXT);
}
