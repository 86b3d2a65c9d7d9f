import type { AccessId } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { preparedPerDb } from '../db/prepared';
import { roles, type UserRow } from '../db/schema';

/**
 * Whether the user's current role carries a menu id: the platform's permission check (Shiro's
 * `@RequiresPermissions`) on the institute's audit and account calls, whatever a client checked before.
 */
export async function holdsAccess(db: Db, user: UserRow, access: AccessId): Promise<boolean> {
  return (await menuIdsOf(db, user)).includes(access);
}

const roleMenuIds = preparedPerDb((db) => db.select({ menuIds: roles.menuIds }).from(roles).where(eq(roles.id, sql.placeholder('id'))).prepare('role_menu_ids'));

/** The menu ids of the user's current role (none without one). */
export async function menuIdsOf(db: Db, user: UserRow): Promise<readonly string[]> {
  if (!user.currentRoleId) return [];
  const [role] = await roleMenuIds(db).execute({ id: user.currentRoleId });
  return role?.menuIds ?? [];
}
