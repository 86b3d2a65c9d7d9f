import { ACCOUNT_MESSAGES, ACCOUNT_WIRE_PATHS, wirePage, ZWireAccount, ZWireAccountRole } from '@portal/legacy-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, type WireSession } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, DEMO_ROLE_IDS, DEMO_UNIT_IDS, startTestLegacyServer } from '../../testing';

const paths = ACCOUNT_WIRE_PATHS;
const ZPage = wirePage(ZWireAccount);

const NEW_ACCOUNT = {
  loginName: 'yuelan_safety',
  password: 'Safe@2024x',
  userName: '周安全',
  mobile: '13967801234',
  unitId: DEMO_UNIT_IDS.yuelan,
  roleIds: DEMO_ROLE_IDS.enterprise,
  status: '0',
};

let server: RunningLegacyServer;
let admin: WireSession;
let shenhe: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  admin = await login(server.url, 'admin', DEMO_PASSWORD);
  shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

async function accounts(query: Record<string, string> = {}) {
  const { body } = await get(server.url, paths.list, admin, query);
  expect(body.result, JSON.stringify(body)).toBe('true');
  return ZPage.parse(body.data);
}

describe('account/findAccount', () => {
  it('lists accounts with their unit and roles, never a password hash', async () => {
    const { body } = await get(server.url, paths.list, admin, { orderBy: 'login_name asc' });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password/i);
    const page = ZPage.parse((body as { data: unknown }).data);
    expect(page.list.map((row) => row.loginName)).toEqual(['admin', 'jianyan', 'pizhun', 'qiye', 'shenhe', 'shouli', 'weak', 'zhenhai']);
    expect(page.list[0]).toMatchObject({ unitName: '宁波悦澜酒店管理有限公司', roleList: [{ id: DEMO_ROLE_IDS.administrator }, { id: DEMO_ROLE_IDS.enterprise }] });
  });

  it('filters by keyword (unit name too), role and one id', async () => {
    expect((await accounts({ keyword: '宏泰' })).list.map((row) => row.loginName)).toEqual(['zhenhai']);
    expect((await accounts({ roleId: DEMO_ROLE_IDS.auditor })).list.map((row) => row.loginName)).toEqual(['shenhe']);
    expect((await accounts({ id: '10001' })).list.map((row) => row.loginName)).toEqual(['qiye']);
  });

  it('refuses a role without the account-manage menu', async () => {
    expect((await get(server.url, paths.list, shenhe)).body).toEqual({ result: 'false', errorMsg: ACCOUNT_MESSAGES.forbidden });
  });
});

describe('account/create, update, delete', () => {
  it('creates an account that must change its password at the first sign-in', async () => {
    const { body } = await post(server.url, paths.create, NEW_ACCOUNT, admin);
    expect(body.result, JSON.stringify(body)).toBe('true');
    expect(ZWireAccount.parse(body.data)).toMatchObject({ loginName: 'yuelan_safety', unitName: '宁波悦澜酒店管理有限公司', status: '0' });
    const session = await login(server.url, 'yuelan_safety', 'Safe@2024x');
    expect((await get(server.url, '/a/stone/user/info', session)).body).toMatchObject({ isSimplePwd: '1', name: '周安全' });
  });

  it('refuses a login name already taken, a weak password, an unknown role and an enterprise role without a unit', async () => {
    const refusal = async (form: Record<string, string>) => (await post(server.url, paths.create, { ...NEW_ACCOUNT, ...form }, admin)).body.errorMsg;
    expect(await refusal({ loginName: 'qiye' })).toBe(ACCOUNT_MESSAGES.loginNameTaken);
    expect(await refusal({ loginName: 'weak_one', password: '123456' })).toBe(ACCOUNT_MESSAGES.passwordInvalid);
    expect(await refusal({ loginName: 'weak_one', roleIds: 'nope' })).toBe(ACCOUNT_MESSAGES.unknownRole);
    expect(await refusal({ loginName: 'weak_one', unitId: '' })).toBe(ACCOUNT_MESSAGES.unitRequired);
    expect((await accounts({ keyword: 'weak_one' })).count).toBe(0);
  });

  it('updates name, roles and state; disabling signs the account out', async () => {
    const [created] = (await accounts({ keyword: 'yuelan_safety' })).list;
    const session = await login(server.url, 'yuelan_safety', 'Safe@2024x');
    const { body } = await post(server.url, paths.update, { id: created!.id, userName: '周安', mobile: '13967801235', unitId: DEMO_UNIT_IDS.yuelan, roleIds: DEMO_ROLE_IDS.enterprise, status: '2' }, admin);
    expect(ZWireAccount.parse(body.data)).toMatchObject({ userName: '周安', mobile: '13967801235', status: '2' });
    expect((await get(server.url, '/a/stone/user/info', session)).body.result).toBe('login');
  });

  it('keeps the last administrator: it cannot disable or demote itself, nor delete itself', async () => {
    const update = { id: '10003', userName: '管理员', mobile: '13586629910', unitId: DEMO_UNIT_IDS.yuelan, roleIds: DEMO_ROLE_IDS.enterprise, status: '0' };
    expect((await post(server.url, paths.update, update, admin)).body.errorMsg).toBe(ACCOUNT_MESSAGES.lastAdministrator);
    expect((await post(server.url, paths.update, { ...update, roleIds: DEMO_ROLE_IDS.administrator, status: '2' }, admin)).body.errorMsg).toBe(ACCOUNT_MESSAGES.lastAdministrator);
    expect((await post(server.url, paths.del, { id: '10003' }, admin)).body.errorMsg).toBe(ACCOUNT_MESSAGES.deleteSelf);
  });

  it('deletes an account', async () => {
    const [created] = (await accounts({ keyword: 'yuelan_safety' })).list;
    expect((await post(server.url, paths.del, { id: created!.id }, admin)).body).toEqual({ result: 'true', message: '删除成功' });
    expect((await accounts({ keyword: 'yuelan_safety' })).count).toBe(0);
    expect((await post(server.url, paths.del, { id: created!.id }, admin)).body.errorMsg).toBe(ACCOUNT_MESSAGES.notFound);
  });
});

describe('account/roleList', () => {
  it('answers the roles an account can be given', async () => {
    const { body } = await get(server.url, paths.roles, admin);
    expect((body.data as unknown[]).map((role) => ZWireAccountRole.parse(role).id).sort()).toEqual(Object.values(DEMO_ROLE_IDS).sort());
  });
});
