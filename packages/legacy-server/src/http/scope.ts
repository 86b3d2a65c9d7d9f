import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { units, type UserRow } from '../db/schema';
import { sessionUser } from '../http/session-guard';
import { formatWireDate } from '../http/wire-date';
import type { EquipmentScope } from './filters';

export type ScopedUser = { user: UserRow; scope: EquipmentScope };

/** The signed-in user and the unit whose equipment they see; null when the session's user is gone. */
export async function scopedUser(context: AppContext, request: FastifyRequest): Promise<ScopedUser | null> {
  const user = await sessionUser(context, request);
  if (!user) return null;
  const today = formatWireDate(context.now());
  if (!user.unitId) return { user, scope: { unitId: null, unitName: null, today } };
  const [unit] = await context.db.select({ orgname: units.orgname }).from(units).where(eq(units.id, user.unitId));
  return { user, scope: { unitId: user.unitId, unitName: unit?.orgname ?? null, today } };
}
