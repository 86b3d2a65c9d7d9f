import { describe, expect, it } from 'vitest';
import { ZErrorLogBodySchema } from './error-logs';
import { ZProfileUpdateBodySchema } from './me';
import { ZCurrentUserSchema, ZLoginBodySchema } from './session';

describe('ZLoginBodySchema', () => {
  it('trims the user name but keeps the password as typed', () => {
    expect(ZLoginBodySchema.parse({ username: '  ylq  ', password: ' Abc@1234 ' })).toEqual({
      username: 'ylq',
      password: ' Abc@1234 ',
    });
  });
  it('asks for both fields in Chinese', () => {
    const issues = ZLoginBodySchema.safeParse({ username: ' ', password: '' }).error?.issues;
    expect(issues?.map((i) => [i.path[0], i.message])).toEqual([
      ['username', '请输入用户名'],
      ['password', '请输入密码'],
    ]);
  });
  it('limits both fields to 64 characters', () => {
    expect(ZLoginBodySchema.safeParse({ username: 'a'.repeat(65), password: 'x' }).success).toBe(false);
    expect(ZLoginBodySchema.safeParse({ username: 'a', password: 'x'.repeat(65) }).success).toBe(false);
  });
});

describe('ZCurrentUserSchema', () => {
  it('rejects an unknown role type', () => {
    const role = { id: 'r', name: '管理员', roleType: 'admin', menuIds: [] };
    const user = {
      id: 'u',
      loginName: 'a',
      name: '甲',
      unitId: null,
      areaCode: null,
      isSimplePwd: true,
      currentRole: role,
      roles: [role],
      menuIds: [],
    };
    expect(ZCurrentUserSchema.safeParse(user).success).toBe(false);
    expect(ZCurrentUserSchema.safeParse({ ...user, currentRole: { ...role, roleType: 'institute' }, roles: [] }).success).toBe(true);
  });
});

describe('ZProfileUpdateBodySchema', () => {
  it('requires a name and checks the optional numbers by the field rules', () => {
    const result = ZProfileUpdateBodySchema.safeParse({ name: '', idCard: '123', phone: '0574-123456', mobile: '2' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      '请输入姓名',
      '请输入正确的身份证号码',
      '请输入正确的手机号码或固定电话',
      '请输入正确的手机号码',
    ]);
  });
  it('lets the numbers stay empty', () => {
    expect(ZProfileUpdateBodySchema.safeParse({ name: '张三', idCard: '', phone: '', mobile: '' }).success).toBe(true);
  });
});

describe('ZErrorLogBodySchema', () => {
  const entry = { type: 'script', mes: 'x is not defined', url: '/home', time: '2024-05-01 10:00:00' };
  it('turns a numeric code into text', () => {
    expect(ZErrorLogBodySchema.parse({ ...entry, code: 0 }).code).toBe('0');
  });
  it('rejects an unknown type, an empty message and an over-long code', () => {
    expect(ZErrorLogBodySchema.safeParse({ ...entry, code: 0, type: 'console' }).success).toBe(false);
    expect(ZErrorLogBodySchema.safeParse({ ...entry, code: 0, mes: '' }).success).toBe(false);
    expect(ZErrorLogBodySchema.safeParse({ ...entry, code: 'x'.repeat(33) }).success).toBe(false);
  });
});
