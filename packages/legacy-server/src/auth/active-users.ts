import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { preparedPerDb } from '../db/prepared';
import { users, USER_STATUS, type UserRow } from '../db/schema';

/** Accounts that may act: found and not disabled. */

// Every signed-in request reads its user.
const userById = preparedPerDb((db) => db.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare('user_by_id'));

export async function findActiveUserById(db: Db, id: string): Promise<UserRow | null> {
  const [user] = await userById(db).execute({ id });
  return user && user.status === USER_STATUS.normal ? user : null;
}

export async function findActiveUserByLoginName(db: Db, loginName: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.loginName, loginName));
  return user && user.status === USER_STATUS.normal ? user : null;
}
