import { ACCESS } from '@portal/contract';
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { roles, units, userRoles, users, USER_STATUS, type RoleRow, type UserRow } from '../../db/schema';
import { likePattern, type Paging, type WirePage } from '../../http/paging';

/** Columns `orderBy` may name, by the snake-case names of their wire fields. */
export const ACCOUNT_SORTABLE = {
  login_name: users.loginName,
  user_name: users.name,
  status: users.status,
  create_date: users.createdAt,
};

export type AccountFilters = { id?: string; keyword?: string; status?: string; roleId?: string };

export type AccountRow = UserRow & { unitName: string | null; roles: Pick<RoleRow, 'id' | 'name' | 'roleType'>[] };

function conditions(filters: AccountFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.id) where.push(eq(users.id, filters.id));
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    where.push(or(ilike(users.loginName, pattern), ilike(users.name, pattern), ilike(units.name, pattern)));
  }
  if (filters.status) where.push(eq(users.status, filters.status));
  if (filters.roleId) {
    where.push(sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${filters.roleId})`);
  }
  return and(...where);
}

/** The roles of each account, in the order it was given them. */
async function rolesOf(db: Db, userIds: readonly string[]): Promise<Map<string, AccountRow['roles']>> {
  const byUser = new Map<string, AccountRow['roles']>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name, roleType: roles.roleType })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, [...userIds]))
    .orderBy(asc(userRoles.createdAt), asc(roles.id));
  for (const { userId, ...role } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), role]);
  return byUser;
}

/** One page of every account with its unit's name and roles, newest first unless asked otherwise. */
export async function listAccounts(db: Db, filters: AccountFilters, paging: Paging): Promise<WirePage<AccountRow>> {
  const order = paging.orderBy.length > 0 ? paging.orderBy : [desc(users.createdAt)];
  const rows = db
    .select({ user: users, unitName: units.name })
    .from(users)
    .leftJoin(units, eq(units.id, users.unitId))
    .$dynamic();
  const where = conditions(filters);
  const [total] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(units, eq(units.id, users.unitId))
    .where(where);
  const found = await rows.where(where).orderBy(...order, desc(users.id)).limit(paging.pageSize).offset(paging.offset);
  const byUser = await rolesOf(db, found.map((row) => row.user.id));
  return {
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    count: total?.value ?? 0,
    list: found.map(({ user, unitName }) => ({ ...user, unitName, roles: byUser.get(user.id) ?? [] })),
  };
}

export async function findAccount(db: Db, id: string): Promise<AccountRow | null> {
  const page = await listAccounts(db, { id }, { pageNo: 1, pageSize: 1, offset: 0, orderBy: [] });
  return page.list[0] ?? null;
}

export async function rolesById(db: Db, ids: readonly string[]): Promise<RoleRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(roles).where(inArray(roles.id, [...ids]));
}

export async function allRoles(db: Db): Promise<RoleRow[]> {
  return db.select().from(roles).orderBy(asc(roles.roleType), asc(roles.id));
}

export async function unitExists(db: Db, unitId: string): Promise<boolean> {
  const [row] = await db.select({ id: units.id }).from(units).where(eq(units.id, unitId));
  return row !== undefined;
}

export async function loginNameTaken(db: Db, loginName: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.loginName, loginName));
  return row !== undefined;
}

/** Whether a role list lets its holder manage accounts (an administrator). */
export function managesAccounts(held: readonly Pick<RoleRow, 'menuIds'>[]): boolean {
  return held.some((role) => role.menuIds.includes(ACCESS.accountManage));
}

/** Enabled administrators other than `userId`: the last one may be neither deleted, disabled nor demoted. */
export async function otherAdministrators(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(distinct ${users.id})::int` })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        ne(users.id, userId),
        eq(users.status, USER_STATUS.normal),
        sql`${roles.menuIds} @> ${JSON.stringify([ACCESS.accountManage])}::jsonb`,
      ),
    );
  return row?.value ?? 0;
}

