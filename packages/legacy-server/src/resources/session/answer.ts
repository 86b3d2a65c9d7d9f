import { asc, eq } from 'drizzle-orm';
import type { RoleType } from '@portal/contract';
import type { Db } from '../../db/database';
import { roles, units, userRoles, type RoleRow, type UserRow } from '../../db/schema';

export type WireRoleAnswer = { id: string; name: string; roleType: RoleType; menuIdList: string[] };

/** The user info map, as `/a/stone/user/info` merges it into its answer and the login returns it. */
export type UserInfoAnswer = {
  id: string;
  loginName: string;
  name: string;
  phone: string | null;
  mobile: string | null;
  idCard: string | null;
  userUnitAreacode: string | null;
  unitId: string | null;
  currentRole: WireRoleAnswer | null;
  roleList: WireRoleAnswer[];
  roles: { id: string; name: string }[];
  // JeeSite writes flags as '1' / '0' strings.
  isSimplePwd: '1' | '0';
};

async function rolesOfUser(db: Db, userId: string): Promise<RoleRow[]> {
  const rows = await db
    .select({ role: roles })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.createdAt), asc(roles.id));
  return rows.map((row) => row.role);
}

const roleAnswer = (role: RoleRow): WireRoleAnswer => ({
  id: role.id,
  name: role.name,
  roleType: role.roleType,
  menuIdList: [...role.menuIds],
});

/** The stored current role when the user still holds it, else the first role. */
function currentRoleOf(user: UserRow, held: RoleRow[]): RoleRow | null {
  return held.find((role) => role.id === user.currentRoleId) ?? held[0] ?? null;
}

export async function userInfoAnswer(db: Db, user: UserRow): Promise<UserInfoAnswer> {
  const held = await rolesOfUser(db, user.id);
  const [unit] = user.unitId
    ? await db.select({ areaCode: units.areaCode }).from(units).where(eq(units.id, user.unitId))
    : [];
  const current = currentRoleOf(user, held);
  return {
    id: user.id,
    loginName: user.loginName,
    name: user.name,
    phone: user.phone,
    mobile: user.mobile,
    idCard: user.idCard,
    userUnitAreacode: unit?.areaCode ?? user.areaCode,
    unitId: user.unitId,
    currentRole: current ? roleAnswer(current) : null,
    roleList: held.map(roleAnswer),
    roles: held.map((role) => ({ id: role.id, name: role.name })),
    isSimplePwd: user.isSimplePwd ? '1' : '0',
  };
}
