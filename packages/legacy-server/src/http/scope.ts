import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { Db } from '../db/database';
import { preparedPerDb } from '../db/prepared';
import { units, type UnitRow, type UserRow } from '../db/schema';
import { sessionUser } from './session-guard';
import { formatWireDate } from './wire-date';

export const NO_UNIT_MESSAGE = '当前账号未关联使用单位';

/**
 * Whose rows and as of which day: the signed-in user's unit and today in Asia/Shanghai. Institute
 * staff belong to no unit (`unitId` null) and so own no records.
 */
export type UnitScope = { unitId: string | null; unitName: string | null; today: string };

export type ScopedUser = { user: UserRow; scope: UnitScope };

/** `unit_id = ?` of the scope; nothing at all for a user without a unit. */
export function ownUnit(column: AnyColumn, scope: UnitScope): SQL {
  return scope.unitId === null ? sql`false` : eq(column, scope.unitId);
}

/** The 使用单位 an enterprise account acts for; null for institute staff. */
export async function unitOf(db: Db, user: UserRow): Promise<UnitRow | null> {
  if (!user.unitId) return null;
  const [unit] = await db.select().from(units).where(eq(units.id, user.unitId));
  return unit ?? null;
}

const unitNameById = preparedPerDb((db) => db.select({ name: units.name }).from(units).where(eq(units.id, sql.placeholder('id'))).prepare('unit_name_by_id'));

/** The signed-in user and the unit whose records they see; null when the session's user is gone. */
export async function scopedUser(context: AppContext, request: FastifyRequest): Promise<ScopedUser | null> {
  const user = await sessionUser(context, request);
  if (!user) return null;
  const today = formatWireDate(context.now());
  if (!user.unitId) return { user, scope: { unitId: null, unitName: null, today } };
  const [unit] = await unitNameById(context.db).execute({ id: user.unitId });
  return { user, scope: { unitId: user.unitId, unitName: unit?.name ?? null, today } };
}
