import { fireEvent, screen, waitFor } from '@testing-library/react';
import { message } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test-support/fake-api';
import { INSTITUTE_USER, PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { AccountAddPage } from './account-add-page';

afterEach(() => vi.unstubAllGlobals());

const ROLES = [
  { id: 'enterprise_user', name: '企业用户', roleType: 'enterprise' },
  { id: 'account_auditor', name: '账号审核员', roleType: 'institute' },
];

describe('AccountAddPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('names each role checkbox by its role and asks for one', async () => {
    const api = installFakeApi({ 'GET /api/v1/roles': () => ({ body: ROLES }) });
    renderPage(<AccountAddPage />, { url: '/account/add-account?unitId=20002', user: INSTITUTE_USER });
    expect(await screen.findByRole('checkbox', { name: '企业用户' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '所属单位编号' }) as HTMLInputElement).value).toBe('20002');
    fireEvent.click(screen.getByTestId('account-save'));
    expect((await screen.findAllByText(message('required'))).length).toBeGreaterThan(0);
    expect(api.callsTo('/api/v1/accounts')).toHaveLength(0);
  });

  it('creates the account with the chosen role', async () => {
    const api = installFakeApi({
      'GET /api/v1/roles': () => ({ body: ROLES }),
      'POST /api/v1/accounts': () => ({
        status: 201,
        body: { id: 'u9', loginName: 'yuelan_safety', name: '周安全', mobile: '13967801234', unitId: '20002', unitName: '宁波悦澜酒店管理有限公司', roles: [ROLES[0]], state: 'enabled', createdAt: '2024-05-08 10:00:00' },
      }),
      'GET /api/v1/accounts/:id': () => ({ body: {} }),
    });
    renderPage(<AccountAddPage />, { url: '/account/add-account?unitId=20002', user: INSTITUTE_USER });
    const role = await screen.findByRole('checkbox', { name: '企业用户' });
    fireEvent.click(role);
    // The checkbox group reports the choice once its state machine has taken the click.
    await waitFor(() => expect(role.closest('label')?.getAttribute('data-state')).toBe('checked'));
    fireEvent.change(screen.getByRole('textbox', { name: '登录账号' }), { target: { value: 'yuelan_safety' } });
    fireEvent.change(document.querySelector('input[name=password]')!, { target: { value: 'Safe@2024x' } });
    fireEvent.change(screen.getByRole('textbox', { name: '姓名' }), { target: { value: '周安全' } });
    fireEvent.change(screen.getByRole('textbox', { name: '手机号码' }), { target: { value: '13967801234' } });
    fireEvent.click(screen.getByTestId('account-save'));
    await waitFor(() => expect(api.callsTo('/api/v1/accounts')).toHaveLength(1));
    expect(api.callsTo('/api/v1/accounts')[0]?.body).toMatchObject({ loginName: 'yuelan_safety', unitId: '20002', roleIds: ['enterprise_user'], state: 'enabled' });
  });
});
