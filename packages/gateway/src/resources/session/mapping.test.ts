import { ZWireUserInfo } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { toCurrentUser } from './mapping';

const wire = (overrides: Record<string, unknown> = {}) =>
  ZWireUserInfo.parse({
    id: 'u-admin',
    loginName: 'admin',
    name: '管理员',
    unitId: 'unit-1',
    userUnitAreacode: '330203',
    isSimplePwd: '0',
    currentRole: { id: 'r-admin', name: '系统管理员', roleType: 'institute', menuIdList: 'account:manage,system:account' },
    roleList: [
      { id: 'r-admin', name: '系统管理员', roleType: 'institute', menuIdList: 'account:manage,system:account' },
      { id: 'r-ent', name: '企业用户', roleType: 'enterprise', menuIdList: ['equipment:view'] },
    ],
    roles: [
      { id: 'r-admin', name: '系统管理员' },
      { id: 'r-ent', name: '企业用户' },
    ],
    ...overrides,
  });

describe('toCurrentUser', () => {
  it("takes the platform's current role and its menu ids", () => {
    const user = toCurrentUser(wire());
    expect(user.currentRole).toEqual({
      id: 'r-admin',
      name: '系统管理员',
      roleType: 'institute',
      menuIds: ['account:manage', 'system:account'],
    });
    expect(user.menuIds).toEqual(['account:manage', 'system:account']);
    expect(user.roles.map((r) => r.id)).toEqual(['r-admin', 'r-ent']);
    expect(user).toMatchObject({ unitId: 'unit-1', areaCode: '330203', isSimplePwd: false });
  });

  it('prefers the role the session holds', () => {
    const user = toCurrentUser(wire(), 'r-ent');
    expect(user.currentRole.id).toBe('r-ent');
    expect(user.menuIds).toEqual(['equipment:view']);
  });

  it('ignores a preferred role the user no longer holds', () => {
    expect(toCurrentUser(wire(), 'r-gone').currentRole.id).toBe('r-admin');
  });

  it('makes the first role current when the platform has none', () => {
    const user = toCurrentUser(wire({ currentRole: null }));
    expect(user.currentRole.id).toBe('r-admin');
  });

  it('reads isSimplePwd "1" as true', () => {
    expect(toCurrentUser(wire({ isSimplePwd: '1' })).isSimplePwd).toBe(true);
  });

  it('gives a user without roles an empty role that reaches nothing', () => {
    const user = toCurrentUser(wire({ currentRole: null, roleList: [], roles: [] }));
    expect(user.menuIds).toEqual([]);
    expect(user.roles).toEqual([]);
  });

  it('never carries platform extras such as session ids', () => {
    const user = toCurrentUser(wire({ __sid: 'S', sessionid: 'S', __extend: 'E' }));
    expect(JSON.stringify(user)).not.toMatch(/__sid|__extend|sessionid/);
  });
});
