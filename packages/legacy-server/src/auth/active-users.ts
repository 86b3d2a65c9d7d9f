import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users, USER_STATUS, type UserRow } from '../db/schema';

/** Accounts that may act: found and not disabled. */

export async function findActiveUserById(db: Db, id: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user && user.status === USER_STATUS.normal ? user : null;
}

export async function findActiveUserByLoginName(db: Db, loginName: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.loginName, loginName));
  return user && user.status === USER_STATUS.normal ? user : null;
}
