import { describe, expect, expectTypeOf, it } from 'vitest';
import { encodeLoginText, DEFAULT_CIPHER_KEY } from '../cipher';
import {
  ZWireLoginAnswer,
  ZWireRole,
  ZWireUserInfo,
  type WireUserInfo,
  changeRoleForm,
  loginForm,
} from './session';

const role = { id: 'r-ent', name: '使用单位', roleType: 'enterprise', menuIdList: ['home', 'equipment'] };

const userInfo = {
  id: 'u1',
  loginName: 'qiye01',
  name: '张三',
  phone: '0571-88888888',
  mobile: '13800000000',
  idCard: '330102199001011234',
  userUnitAreacode: '330102',
  unitId: 'unit1',
  currentRole: role,
  roleList: [role],
  roles: [{ id: 'r-ent', name: '使用单位' }],
  isSimplePwd: '1',
  loginDate: '2024-05-01 08:00:00',
};

describe('ZWireRole', () => {
  it('keeps an array menuIdList', () => {
    expect(ZWireRole.parse(role).menuIdList).toEqual(['home', 'equipment']);
  });

  it('splits a comma-separated menuIdList', () => {
    expect(ZWireRole.parse({ ...role, menuIdList: 'home, equipment,,unit' }).menuIdList).toEqual([
      'home',
      'equipment',
      'unit',
    ]);
  });

  it('gives an empty menuIdList when it is missing or null', () => {
    expect(ZWireRole.parse({ id: 'r', name: 'x' }).menuIdList).toEqual([]);
    expect(ZWireRole.parse({ id: 'r', name: 'x', menuIdList: null }).menuIdList).toEqual([]);
  });

  it('turns numeric ids into strings', () => {
    expect(ZWireRole.parse({ ...role, id: 7, menuIdList: [1, 2] })).toMatchObject({ id: '7', menuIdList: ['1', '2'] });
  });

  it('rejects a role without a name', () => {
    expect(ZWireRole.safeParse({ id: 'r' }).success).toBe(false);
  });
});

describe('ZWireUserInfo', () => {
  it('parses the user info fields', () => {
    const info = ZWireUserInfo.parse(userInfo);
    expect(info).toMatchObject({
      id: 'u1',
      loginName: 'qiye01',
      name: '张三',
      userUnitAreacode: '330102',
      currentRole: { id: 'r-ent', roleType: 'enterprise', menuIdList: ['home', 'equipment'] },
      roleList: [{ id: 'r-ent' }],
      roles: [{ id: 'r-ent', name: '使用单位' }],
      isSimplePwd: true,
    });
  });

  it('accepts fields the platform adds and leaves them out', () => {
    expect(ZWireUserInfo.parse(userInfo)).not.toHaveProperty('loginDate');
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
    [undefined, false],
  ])('normalises isSimplePwd %j to %j', (value, expected) => {
    expect(ZWireUserInfo.parse({ ...userInfo, isSimplePwd: value }).isSimplePwd).toBe(expected);
  });

  it('rejects an unknown isSimplePwd spelling', () => {
    expect(ZWireUserInfo.safeParse({ ...userInfo, isSimplePwd: 'yes' }).success).toBe(false);
  });

  it('turns null optional fields into undefined and missing lists into empty ones', () => {
    const info = ZWireUserInfo.parse({ id: 'u2', loginName: 'a', name: '李四', phone: null, currentRole: null });
    expect(info.phone).toBeUndefined();
    expect(info.currentRole).toBeUndefined();
    expect(info.roleList).toEqual([]);
    expect(info.roles).toEqual([]);
  });

  it('rejects an answer without loginName', () => {
    const { loginName: _omitted, ...rest } = userInfo;
    expect(ZWireUserInfo.safeParse(rest).success).toBe(false);
  });

  it('reads the area code spelt userUnitAreaCode and a numeric user id', () => {
    const { userUnitAreacode: _spelling, id: _id, ...rest } = userInfo;
    const info = ZWireUserInfo.parse({ ...rest, ID: 1001, userUnitAreaCode: '330206' });
    expect(info).toMatchObject({ id: '1001', userUnitAreacode: '330206' });
  });
});

describe('ZWireLoginAnswer', () => {
  const answer = { result: 'true', message: '登录成功！', sessionid: 's1', __extend: 'e1', user: { id: 'u1' } };

  it('parses the success answer', () => {
    expect(ZWireLoginAnswer.parse(answer)).toMatchObject({ sessionid: 's1', __extend: 'e1', user: { id: 'u1' } });
  });

  it('requires both session ids', () => {
    expect(ZWireLoginAnswer.safeParse({ ...answer, __extend: undefined }).success).toBe(false);
    expect(ZWireLoginAnswer.safeParse({ ...answer, sessionid: '' }).success).toBe(false);
  });

  it('does not accept the failure answer', () => {
    expect(ZWireLoginAnswer.safeParse({ result: 'false', message: '账号或密码错误，请重试。' }).success).toBe(false);
  });
});

describe('form builders', () => {
  it('builds the password login form with __ajax=json', () => {
    const username = encodeLoginText('qiye01', DEFAULT_CIPHER_KEY);
    const password = encodeLoginText('Abc@12345', DEFAULT_CIPHER_KEY);
    expect(loginForm({ username, password })).toEqual({ username, password, __ajax: 'json' });
  });

  it('adds a validCode only when one is given', () => {
    expect(loginForm({ username: 'u', password: 'p', validCode: 'ab12' })).toEqual({
      username: 'u',
      password: 'p',
      validCode: 'ab12',
      __ajax: 'json',
    });
    expect(loginForm({ username: 'u', password: 'p', validCode: '' })).not.toHaveProperty('validCode');
  });

  it('builds the single sign-on form', () => {
    expect(loginForm({ ssotoken: 't1' })).toEqual({ ssotoken: 't1', __ajax: 'json' });
  });

  it('builds the change role form', () => {
    expect(changeRoleForm('r-ent')).toEqual({ id: 'r-ent' });
  });

});

describe('wire types', () => {
  it('exposes normalised field types', () => {
    expectTypeOf<WireUserInfo['isSimplePwd']>().toEqualTypeOf<boolean>();
    expectTypeOf<WireUserInfo['roleList'][number]['menuIdList']>().toEqualTypeOf<string[]>();
    expectTypeOf<WireUserInfo['phone']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<WireUserInfo['id']>().toEqualTypeOf<string>();
  });
});
