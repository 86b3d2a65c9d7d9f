import { describe, expect, it } from 'vitest';
import { toAccount, toAccountForm, toAccountListQuery } from './mapping';

const WIRE = {
  id: '10001',
  loginName: 'qiye',
  userName: '张丽',
  mobile: '13958201746',
  unitId: '20002',
  unitName: '宁波悦澜酒店管理有限公司',
  roleList: [{ id: 'enterprise_user', name: '企业用户', roleType: 'enterprise' as const }],
  status: '0' as const,
  createDate: '2024-05-08 10:00:00',
};

describe('toAccount', () => {
  it('masks the mobile for a list and keeps it whole for the detail', () => {
    expect(toAccount(WIRE, true)).toMatchObject({ mobile: '139****1746', state: 'enabled', unitName: '宁波悦澜酒店管理有限公司' });
    expect(toAccount(WIRE, false).mobile).toBe('13958201746');
  });

  it("answers JeeSite's status 2 as disabled and a missing unit as null", () => {
    expect(toAccount({ ...WIRE, status: '2', unitId: undefined, unitName: undefined }, true)).toMatchObject({ state: 'disabled', unitId: null, unitName: null });
  });
});

describe('toAccountListQuery', () => {
  it("sends the state as JeeSite's status code and the sort by the wire field", () => {
    expect(toAccountListQuery({ page: 1, pageSize: 20, state: 'disabled', sort: 'name:desc', keyword: '悦澜' })).toEqual({
      pageNo: '1',
      pageSize: '20',
      orderBy: 'user_name desc',
      keyword: '悦澜',
      status: '2',
      roleId: undefined,
    });
  });

  it('refuses a field the list cannot sort by', () => {
    expect(toAccountListQuery({ page: 1, pageSize: 20, sort: 'mobile:asc' })).toBeUndefined();
  });
});

describe('toAccountForm', () => {
  it('carries the fields both writes share', () => {
    expect(toAccountForm({ name: '周安全', mobile: '13967801234', roleIds: ['enterprise_user'], state: 'enabled', unitId: '20002' })).toEqual({
      name: '周安全',
      mobile: '13967801234',
      unitId: '20002',
      roleIds: ['enterprise_user'],
      enabled: true,
    });
  });
});
