import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { equipment } from '../../db/schema';

export type Elevator = { id: string; name: string; usePlace: string | null };

/** The unit's elevator (category 3000) with this registration code, or null. */
export async function unitElevator(db: Db, unitId: string, registerCode: string): Promise<Elevator | null> {
  const [found] = await db
    .select({ id: equipment.id, name: equipment.name, usePlace: equipment.usePlace })
    .from(equipment)
    .where(and(eq(equipment.unitId, unitId), eq(equipment.registerCode, registerCode), eq(equipment.categoryCode, '3000')));
  return found ?? null;
}
