import { message, pageOf, ZAccountSchema, ZAuditRecordSchema, ZRoleOptionSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { login, setUpGatewayTests } from '../../integration-support';

const ZPage = pageOf(ZAccountSchema);
const ZAuditPage = pageOf(ZAuditRecordSchema);

const NEW_ACCOUNT = {
  loginName: 'yuelan_safety',
  password: 'Safe@2024x',
  name: '周安全',
  mobile: '13967801234',
  unitId: '20002',
  roleIds: ['enterprise_user'],
  state: 'enabled',
};

const gateway = setUpGatewayTests(['admin', 'shenhe', 'qiye']);
const { cookies, inject } = gateway;

async function logins(query = ''): Promise<string[]> {
  const res = await inject(cookies.admin, 'GET', `/api/v1/accounts?pageSize=50&sort=loginName:asc${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZPage.parse(res.json()).items.map((item) => item.loginName);
}

describe('GET /api/v1/accounts', () => {
  it('lists the accounts with roles and masked mobiles', async () => {
    const res = await inject(cookies.admin, 'GET', '/api/v1/accounts?sort=loginName:asc');
    const page = ZPage.parse(res.json());
    expect(page.items.map((item) => item.loginName)).toEqual(['admin', 'jianyan', 'pizhun', 'qiye', 'shenhe', 'shouli', 'weak', 'zhenhai']);
    expect(page.items[3]).toMatchObject({ name: '张丽', mobile: '139****1746', unitName: '宁波悦澜酒店管理有限公司', state: 'enabled', roles: [{ id: 'enterprise_user', roleType: 'enterprise' }] });
    expect(res.body).not.toContain('13958201746');
  });

  it('filters by keyword, role and state', async () => {
    expect(await logins('&keyword=宏泰')).toEqual(['zhenhai']);
    expect(await logins('&roleId=account_auditor')).toEqual(['shenhe']);
    expect(await logins('&state=disabled')).toEqual([]);
  });

  it('answers 401 without a session, 403 to the auditor and to an enterprise user', async () => {
    expect((await inject(undefined, 'GET', '/api/v1/accounts')).statusCode).toBe(401);
    expect((await inject(cookies.shenhe, 'GET', '/api/v1/accounts')).statusCode).toBe(403);
    expect((await inject(cookies.qiye, 'GET', '/api/v1/accounts')).statusCode).toBe(403);
    expect((await inject(cookies.qiye, 'POST', '/api/v1/accounts', NEW_ACCOUNT)).statusCode).toBe(403);
    expect((await inject(cookies.qiye, 'DELETE', '/api/v1/accounts/10004')).statusCode).toBe(403);
  });
});

describe('GET /api/v1/accounts/:id and /api/v1/roles', () => {
  it('answers one account with its full mobile', async () => {
    const res = await inject(cookies.admin, 'GET', '/api/v1/accounts/10001');
    expect(ZAccountSchema.parse(res.json())).toMatchObject({ loginName: 'qiye', mobile: '13958201746' });
  });

  it('answers 404 for an unknown account', async () => {
    expect((await inject(cookies.admin, 'GET', '/api/v1/accounts/nope')).statusCode).toBe(404);
  });

  it('answers the roles an account can be given', async () => {
    const res = await inject(cookies.admin, 'GET', '/api/v1/roles');
    expect(z.array(ZRoleOptionSchema).parse(res.json()).map((role) => role.name).sort()).toEqual(['企业用户', '系统管理员', '账号审核员', '受理员', '检验员', '审核批准'].sort());
  });
});

describe('POST, PUT and DELETE /api/v1/accounts', () => {
  it('refuses bad input with the field messages and creates nothing', async () => {
    const res = await inject(cookies.admin, 'POST', '/api/v1/accounts', { ...NEW_ACCOUNT, mobile: '123', password: 'short', roleIds: [] });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['mobile', 'password', 'roleIds']));
    expect(res.json().errors).toContainEqual({ path: 'mobile', code: 'invalid_format', message: message('mobile') });
    expect(await logins('&keyword=yuelan_safety')).toEqual([]);
  });

  it('creates an account, who must change the password at the first sign-in', async () => {
    const res = await inject(cookies.admin, 'POST', '/api/v1/accounts', NEW_ACCOUNT);
    expect(res.statusCode, res.body).toBe(201);
    expect(ZAccountSchema.parse(res.json())).toMatchObject({ loginName: 'yuelan_safety', unitName: '宁波悦澜酒店管理有限公司', mobile: '13967801234' });
    const session = await login(gateway.app, 'yuelan_safety', 'Safe@2024x');
    expect((await inject(session, 'GET', '/api/v1/session')).json()).toMatchObject({ isSimplePwd: true });
  });

  it('answers 409 for a login name already taken', async () => {
    const res = await inject(cookies.admin, 'POST', '/api/v1/accounts', { ...NEW_ACCOUNT, loginName: 'qiye' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('登录账号已存在');
  });

  it('updates an account and disables it', async () => {
    const [id] = ZPage.parse((await inject(cookies.admin, 'GET', '/api/v1/accounts?keyword=yuelan_safety')).json()).items.map((item) => item.id);
    const res = await inject(cookies.admin, 'PUT', `/api/v1/accounts/${id}`, { name: '周安', mobile: '13967801235', unitId: '20002', roleIds: ['enterprise_user'], state: 'disabled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZAccountSchema.parse(res.json())).toMatchObject({ name: '周安', state: 'disabled' });
    await expect(login(gateway.app, 'yuelan_safety', 'Safe@2024x')).rejects.toThrow();
  });

  it('keeps the last administrator (409)', async () => {
    const demote = await inject(cookies.admin, 'PUT', '/api/v1/accounts/10003', { name: '管理员', mobile: '13586629910', unitId: '20002', roleIds: ['enterprise_user'], state: 'enabled' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().detail).toBe('不能删除或停用最后一个管理员账号');
    expect((await inject(cookies.admin, 'DELETE', '/api/v1/accounts/10003')).statusCode).toBe(409);
  });

  it('deletes an account (204), then answers 404', async () => {
    const [id] = ZPage.parse((await inject(cookies.admin, 'GET', '/api/v1/accounts?keyword=yuelan_safety')).json()).items.map((item) => item.id);
    expect((await inject(cookies.admin, 'DELETE', `/api/v1/accounts/${id}`)).statusCode).toBe(204);
    expect((await inject(cookies.admin, 'DELETE', `/api/v1/accounts/${id}`)).statusCode).toBe(404);
  });

  it('writes every change to the security audit trail, without passwords or mobiles', async () => {
    const res = await inject(cookies.admin, 'GET', '/api/v1/audit-records?pageSize=100');
    const records = ZAuditPage.parse(res.json()).items.filter((record) => record.event.startsWith('account-'));
    expect(records.map((record) => [record.event, record.outcome])).toEqual(
      expect.arrayContaining([
        ['account-created', 'success'],
        ['account-created', 'failure'],
        ['account-updated', 'success'],
        ['account-updated', 'failure'],
        ['account-deleted', 'success'],
        ['account-deleted', 'failure'],
      ]),
    );
    expect(JSON.stringify(records)).not.toMatch(/Safe@2024x|13967801234/);
  });
});
