import { ROLE_PRESETS } from '@portal/contract';
import { ZWireUnit, ZWireUserInfo } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { RunningLegacyServer } from '../../server';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_ROLE_IDS, DEMO_UNIT_IDS, startTestLegacyServer } from '../../testing';
import { get, login, post, type WireSession } from '../../http/wire-test-client';

const EXPIRED = { result: 'login', message: '您的登录信息已过期，请重新登录。' };
const VALID_ID_CARD = '110101199003074477';

let server: RunningLegacyServer;

beforeAll(async () => {
  server = await startTestLegacyServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /a/stone/user/info', () => {
  it('answers the user info map merged into the top level', async () => {
    const session = await login(server.url, 'qiye', DEMO_PASSWORD);
    const { body } = await get(server.url, '/a/stone/user/info', session);
    expect(body).toMatchObject({
      result: 'true',
      id: DEMO_ACCOUNTS.qiye.id,
      loginName: 'qiye',
      name: '张丽',
      phone: DEMO_ACCOUNTS.qiye.phone,
      mobile: DEMO_ACCOUNTS.qiye.mobile,
      idCard: DEMO_ACCOUNTS.qiye.idCard,
      userUnitAreacode: '330212',
      unitId: DEMO_UNIT_IDS.yuelan,
      currentRole: { id: DEMO_ROLE_IDS.enterprise, name: '企业用户', roleType: 'enterprise' },
      roles: [{ id: DEMO_ROLE_IDS.enterprise, name: '企业用户' }],
      isSimplePwd: '0',
    });
    expect(body.roleList).toEqual([
      { id: DEMO_ROLE_IDS.enterprise, name: '企业用户', roleType: 'enterprise', menuIdList: ROLE_PRESETS.enterprise },
    ]);
    expect(ZWireUserInfo.safeParse(body).success).toBe(true);
  });

  it('lists every role of a user with several, the stored current role first chosen', async () => {
    const session = await login(server.url, 'admin', DEMO_PASSWORD);
    const { body } = await get(server.url, '/a/stone/user/info', session);
    expect(body.currentRole).toMatchObject({ id: DEMO_ROLE_IDS.administrator, roleType: 'institute' });
    expect(body.roles).toEqual([
      { id: DEMO_ROLE_IDS.administrator, name: '系统管理员' },
      { id: DEMO_ROLE_IDS.enterprise, name: '企业用户' },
    ]);
  });

  it('flags a simple password with "1"', async () => {
    const session = await login(server.url, 'weak', '123456');
    expect((await get(server.url, '/a/stone/user/info', session)).body.isSimplePwd).toBe('1');
  });

  it('answers POST as well, like a Spring mapping without a method', async () => {
    const session = await login(server.url, 'qiye', DEMO_PASSWORD);
    expect((await post(server.url, '/a/stone/user/info', {}, session)).body.loginName).toBe('qiye');
  });
});

describe('POST /a/stone/user/changeRole', () => {
  let session: WireSession;
  beforeAll(async () => {
    session = await login(server.url, 'admin', DEMO_PASSWORD);
  });

  it('switches to a role the user holds and keeps it', async () => {
    const { body } = await post(server.url, '/a/stone/user/changeRole', { id: DEMO_ROLE_IDS.enterprise }, session);
    expect(body).toEqual({ result: 'true', message: '切换角色成功' });
    const info = await get(server.url, '/a/stone/user/info', session);
    expect(info.body.currentRole).toMatchObject({ id: DEMO_ROLE_IDS.enterprise, menuIdList: ROLE_PRESETS.enterprise });
    await post(server.url, '/a/stone/user/changeRole', { id: DEMO_ROLE_IDS.administrator }, session);
  });

  it('refuses a role the user does not hold', async () => {
    const { body } = await post(server.url, '/a/stone/user/changeRole', { id: DEMO_ROLE_IDS.auditor }, session);
    expect(body).toEqual({ result: 'false', message: '您没有该角色，无法切换' });
    const info = await get(server.url, '/a/stone/user/info', session);
    expect(info.body.currentRole).toMatchObject({ id: DEMO_ROLE_IDS.administrator });
  });

  it('refuses a missing role id', async () => {
    expect((await post(server.url, '/a/stone/user/changeRole', {}, session)).body.result).toBe('false');
  });

  it('answers "login" without a session', async () => {
    expect((await post(server.url, '/a/stone/user/changeRole', { id: DEMO_ROLE_IDS.enterprise })).body).toEqual(EXPIRED);
  });
});

describe('POST /a/stone/user/updateInfo', () => {
  let session: WireSession;
  beforeAll(async () => {
    session = await login(server.url, 'zhenhai', DEMO_PASSWORD);
  });
  const form = { name: '王建国', identityCard: VALID_ID_CARD, phone: '0574-86502277', mobile: '13912345678' };

  // A profile that keeps its mobile needs nothing more; moving the mobile is mobile-change.test.ts.
  it('stores a valid profile that keeps the mobile', async () => {
    const kept = { ...form, mobile: DEMO_ACCOUNTS.zhenhai.mobile ?? '' };
    const { body } = await post(server.url, '/a/stone/user/updateInfo', kept, session);
    expect(body).toEqual({ result: 'true', message: '保存个人信息成功' });
    const info = await get(server.url, '/a/stone/user/info', session);
    expect(info.body).toMatchObject({ name: '王建国', idCard: VALID_ID_CARD, mobile: DEMO_ACCOUNTS.zhenhai.mobile });
  });

  it('refuses a mobile number outside 1[3-9] and 11 digits', async () => {
    const { body } = await post(server.url, '/a/stone/user/updateInfo', { ...form, mobile: '12912345678' }, session);
    expect(body).toEqual({ result: 'false', message: '请输入正确的手机号码' });
  });

  it('refuses an ID card number whose check character is wrong', async () => {
    const { body } = await post(server.url, '/a/stone/user/updateInfo', { ...form, identityCard: '110101199003074478' }, session);
    expect(body).toEqual({ result: 'false', message: '请输入正确的身份证号码' });
  });

  it('refuses an empty name', async () => {
    expect((await post(server.url, '/a/stone/user/updateInfo', { ...form, name: ' ' }, session)).body.result).toBe('false');
  });

  it('refuses a malformed landline', async () => {
    expect((await post(server.url, '/a/stone/user/updateInfo', { ...form, phone: '0574' }, session)).body.result).toBe('false');
  });
});

describe('POST /a/stone/user/updatePwd', () => {
  it('refuses a wrong old password', async () => {
    const session = await login(server.url, 'qiye', DEMO_PASSWORD);
    const { body } = await post(server.url, '/a/stone/user/updatePwd', { oldPassword: 'Nope@2024', newPassword: 'New@2024x' }, session);
    expect(body).toEqual({ result: 'false', message: '原密码错误' });
  });

  it('refuses a new password outside the password rule', async () => {
    const session = await login(server.url, 'qiye', DEMO_PASSWORD);
    for (const weak of ['Ab1!xyz', 'alllower@2024', 'ALLUPPER@2024', 'NoDigits@abc', 'NoSpecial2024a', 'Toolong@2024abcde']) {
      const { body } = await post(server.url, '/a/stone/user/updatePwd', { oldPassword: DEMO_PASSWORD, newPassword: weak }, session);
      expect(body, weak).toEqual({ result: 'false', message: '新密码不符合密码规则' });
    }
    expect((await get(server.url, '/a/stone/user/info', session)).body.result).toBe('true');
  });

  it('changes the password, clears the simple-password flag and ends every session of the user', async () => {
    const first = await login(server.url, 'weak', '123456');
    const second = await login(server.url, 'weak', '123456');
    const { body } = await post(server.url, '/a/stone/user/updatePwd', { oldPassword: '123456', newPassword: 'Strong@2024' }, first);
    expect(body).toEqual({ result: 'true', message: '修改密码成功，请重新登录' });
    expect((await get(server.url, '/a/stone/user/info', first)).body).toEqual(EXPIRED);
    expect((await get(server.url, '/a/stone/user/info', second)).body).toEqual(EXPIRED);
    await expect(login(server.url, 'weak', '123456')).rejects.toThrow();
    const fresh = await login(server.url, 'weak', 'Strong@2024');
    expect((await get(server.url, '/a/stone/user/info', fresh)).body.isSimplePwd).toBe('0');
    const [row] = await server.db.select({ hash: users.passwordHash }).from(users).where(eq(users.loginName, 'weak'));
    expect(row?.hash).toMatch(/^scrypt\$/);
    expect(row?.hash).not.toContain('Strong@2024');
  });
});

describe('GET /a/stone/user/unit', () => {
  it("answers the enterprise user's unit merged into the top level", async () => {
    const session = await login(server.url, 'qiye', DEMO_PASSWORD);
    const { body } = await get(server.url, '/a/stone/user/unit', session);
    expect(body).toMatchObject({
      result: 'true',
      id: DEMO_UNIT_IDS.yuelan,
      orgname: '宁波悦澜酒店管理有限公司',
      areaCode: '330212',
      postcode: '315100',
    });
    expect(body.uscc).toMatch(/^91330212[0-9A-HJ-NPQRTUWXY]{10}$/);
    expect(ZWireUnit.safeParse(body).success).toBe(true);
  });

  it('answers the institute for institute staff without a unit', async () => {
    const session = await login(server.url, 'shenhe', DEMO_PASSWORD);
    const { body } = await get(server.url, '/a/stone/user/unit', session);
    expect(body).toMatchObject({ result: 'true', orgname: '宁波市特种设备检验研究院', areaCode: '330200' });
    expect(ZWireUnit.safeParse(body).success).toBe(true);
  });
});
