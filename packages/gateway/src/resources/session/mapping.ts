import { ROLE_TYPES, type CurrentUser, type Role, type RoleType } from '@portal/contract';
import type { WireRole, WireUserInfo } from '@portal/legacy-protocol';

function roleTypeOf(wire: string | undefined): RoleType {
  return (ROLE_TYPES as readonly string[]).includes(wire ?? '') ? (wire as RoleType) : 'enterprise';
}

function toRole(wire: WireRole): Role {
  return { id: wire.id, name: wire.name, roleType: roleTypeOf(wire.roleType), menuIds: wire.menuIdList };
}

// A user the platform gave no role at all may still sign in; they simply reach nothing.
const NO_ROLE: Role = { id: '', name: '无角色', roleType: 'enterprise', menuIds: [] };

/**
 * The clean API's current user. The role chosen by the caller (the session's role) wins when the user
 * still holds it; else the platform's current role; else the first role.
 */
export function toCurrentUser(info: WireUserInfo, preferredRoleId?: string): CurrentUser {
  const roles = info.roleList.map(toRole);
  if (roles.length === 0 && info.currentRole) roles.push(toRole(info.currentRole));
  const fromList = (id: string | undefined) =>
    id === undefined || id === '' ? undefined : roles.find((role) => role.id === id);
  const currentRole =
    fromList(preferredRoleId) ?? fromList(info.currentRole?.id) ?? roles[0] ?? NO_ROLE;
  return {
    id: info.id,
    loginName: info.loginName,
    name: info.name,
    unitId: info.unitId ?? null,
    areaCode: info.userUnitAreacode ?? null,
    isSimplePwd: info.isSimplePwd,
    currentRole,
    roles,
    menuIds: currentRole.menuIds,
  };
}
