import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { units, type UnitRow, type UserRow } from '../db/schema';

export const NO_UNIT_MESSAGE = '当前账号未关联使用单位';

/** The 使用单位 an enterprise account acts for; null for institute staff. */
export async function ownUnit(db: Db, user: UserRow): Promise<UnitRow | null> {
  if (!user.unitId) return null;
  const [unit] = await db.select().from(units).where(eq(units.id, user.unitId));
  return unit ?? null;
}
