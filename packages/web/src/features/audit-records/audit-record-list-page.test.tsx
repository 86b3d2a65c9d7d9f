import { ROLE_PRESETS, type AuditRecord } from '@portal/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { INSTITUTE_USER, PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { AuditRecordListPage } from './audit-record-list-page';

afterEach(() => vi.unstubAllGlobals());

const ADMINISTRATOR = {
  ...INSTITUTE_USER,
  loginName: 'admin',
  currentRole: { id: 'system_admin', name: '系统管理员', roleType: 'institute' as const, menuIds: [...ROLE_PRESETS.administrator] },
  menuIds: [...ROLE_PRESETS.administrator],
};

const FAILED_LOGIN: AuditRecord = {
  id: '0b9c6f5e-2f7a-4d8e-9a51-3c2d1e0f9a88',
  time: '2026-11-23 15:50:07',
  event: 'login',
  outcome: 'failure',
  user: 'qiye',
  role: null,
  address: '203.0.113.7',
  requestId: 'req-7f3a9c21',
  target: null,
  detail: '密码错误',
};

const DENIED: AuditRecord = {
  ...FAILED_LOGIN,
  id: '5d1e2f3a-4b5c-4d6e-8f70-819203a4b5c6',
  time: '2026-11-23 15:49:00',
  event: 'access-denied',
  user: '10001',
  role: 'enterprise_user',
  requestId: 'req-11aa22bb',
  target: 'GET /api/v1/audit-records',
  detail: null,
};

describe('AuditRecordListPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the records in Chinese: time in Beijing time, event and outcome by name, the request id', async () => {
    installFakeApi({ 'GET /api/v1/audit-records': () => pageOf([FAILED_LOGIN, DENIED], 2) });
    renderPage(<AuditRecordListPage />, { url: '/system/audit', user: ADMINISTRATOR });
    const table = await screen.findByTestId('audit-record-table');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['时间', '事件', '结果', '用户', '角色', '地址', '对象', '说明', '请求编号']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '2026-11-23 15:50:07',
      '登录',
      '失败',
      'qiye',
      '—',
      '203.0.113.7',
      '—',
      '密码错误',
      'req-7f3a9c21',
    ]);
    expect(within(second!).getByText('拒绝访问')).toBeTruthy();
    expect(screen.getByText('共 2 条记录')).toBeTruthy();
  });

  it('asks for the filters and page the URL holds', async () => {
    const api = installFakeApi({ 'GET /api/v1/audit-records': () => pageOf([FAILED_LOGIN], 41, 3, 20) });
    renderPage(<AuditRecordListPage />, { url: '/system/audit?page=3&event=login&outcome=failure&user=qiye&from=2026-11-01&to=2026-11-23', user: ADMINISTRATOR });
    await screen.findByText('req-7f3a9c21');
    const url = api.callsTo('/api/v1/audit-records')[0]?.url;
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      page: '3',
      pageSize: '20',
      event: 'login',
      outcome: 'failure',
      user: 'qiye',
      from: '2026-11-01',
      to: '2026-11-23',
    });
  });

  it('searches by the chosen event and outcome', async () => {
    const api = installFakeApi({ 'GET /api/v1/audit-records': () => pageOf([]) });
    renderPage(<AuditRecordListPage />, { url: '/system/audit', user: ADMINISTRATOR });
    await screen.findByTestId('audit-record-empty');
    const filters = screen.getByTestId('audit-record-filters');
    fireEvent.change(within(filters).getByRole('combobox', { name: '事件' }), { target: { value: 'login-locked' } });
    fireEvent.change(within(filters).getByRole('combobox', { name: '结果' }), { target: { value: 'failure' } });
    fireEvent.click(within(filters).getByRole('button', { name: '查询' }));
    await vi.waitFor(() => {
      const last = api.callsTo('/api/v1/audit-records').at(-1)?.url;
      expect(last?.searchParams.get('event')).toBe('login-locked');
      expect(last?.searchParams.get('outcome')).toBe('failure');
    });
  });

  it('asks again when 查询 is pressed with the filters already applied (the URL does not change)', async () => {
    const api = installFakeApi({ 'GET /api/v1/audit-records': () => pageOf([FAILED_LOGIN], 1) });
    renderPage(<AuditRecordListPage />, { url: '/system/audit?event=login', user: ADMINISTRATOR });
    await screen.findByText('req-7f3a9c21');
    const before = api.callsTo('/api/v1/audit-records').length;
    fireEvent.click(within(screen.getByTestId('audit-record-filters')).getByRole('button', { name: '查询' }));
    await vi.waitFor(() => expect(api.callsTo('/api/v1/audit-records').length).toBe(before + 1));
    expect(api.callsTo('/api/v1/audit-records').at(-1)?.url.searchParams.get('event')).toBe('login');
  });
});
