import { message } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { formMessages } from '../../ui/form';
import { accountValues, CREATE_SCHEMA, newAccountValues } from './account-form';

describe('the add-account form', () => {
  it("says the spec's words for a bad mobile, a weak password and no role", async () => {
    const values = { ...newAccountValues('20002'), loginName: 'yuelan_safety', name: '周安全', mobile: '123', password: '123456' };
    const messages = await formMessages(CREATE_SCHEMA, values, { enforceRequired: true });
    expect(messages.mobile).toBe(message('mobile'));
    expect(messages.password).toBeDefined();
    expect(messages.roleIds).toBe(message('required'));
  });

  it('accepts a complete account', async () => {
    const values = { ...newAccountValues('20002'), loginName: 'yuelan_safety', name: '周安全', mobile: '13967801234', password: 'Safe@2024x', roleIds: ['enterprise_user'] };
    expect(await formMessages(CREATE_SCHEMA, values, { enforceRequired: true })).toEqual({});
  });
});

describe('accountValues', () => {
  it('edits a stored account with its role ids and no unit as empty', () => {
    expect(
      accountValues({ id: '1', loginName: 'shenhe', name: '陈审核', mobile: '13805747731', unitId: null, unitName: null, roles: [{ id: 'account_auditor', name: '账号审核员', roleType: 'institute' }], state: 'enabled', createdAt: '2024-05-08 10:00:00' }),
    ).toEqual({ name: '陈审核', mobile: '13805747731', unitId: '', roleIds: ['account_auditor'], state: 'enabled' });
  });
});
