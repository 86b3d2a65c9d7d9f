import { AUDIT_EVENTS, ZAuditRecordQuerySchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { checkFilters } from '../../ui/list-page';
import { AUDIT_EVENT_OPTIONS } from './audit-labels';
import { AUDIT_FILTERS, AUDIT_LIST_DEFAULTS, toAuditQuery } from './list-params';

describe('audit record list query', () => {
  it('sends paging always and the filled filters under the contract names', () => {
    expect(toAuditQuery(AUDIT_LIST_DEFAULTS)).toEqual({ page: 1, pageSize: 20 });
    const query = toAuditQuery({ ...AUDIT_LIST_DEFAULTS, event: 'login', outcome: 'failure', user: ' qiye ', address: '10.0.', from: '2026-11-01', to: '2026-11-23' });
    expect(query).toEqual({ page: 1, pageSize: 20, event: 'login', outcome: 'failure', user: 'qiye', address: '10.0.', from: '2026-11-01', to: '2026-11-23' });
    expect(ZAuditRecordQuerySchema.safeParse(query).success).toBe(true);
  });

  it('offers every event of the contract by its Chinese name', () => {
    expect(AUDIT_EVENT_OPTIONS.map((option) => option.code)).toEqual([...AUDIT_EVENTS]);
    expect(AUDIT_EVENT_OPTIONS.slice(0, 8).map((option) => option.label)).toEqual(['登录', '登录锁定', '退出', '签发令牌', '切换角色', '修改密码', '修改资料', '拒绝访问']);
    for (const option of AUDIT_EVENT_OPTIONS) expect(option.label).toMatch(/^[\u4e00-\u9fa5]+$/);
    for (const option of AUDIT_EVENT_OPTIONS) expect(ZAuditRecordQuerySchema.safeParse({ event: option.code }).success).toBe(true);
  });

  it('refuses a reversed date range', () => {
    expect(checkFilters(AUDIT_FILTERS, { ...AUDIT_LIST_DEFAULTS, from: '2026-11-23', to: '2026-11-01' })).toEqual({ to: 'dateRange' });
  });
});
