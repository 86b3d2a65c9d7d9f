import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { equipment } from '../../db/schema';
import { openHolders } from '../inspection-applications/store';

export type OpenInspection = { equipmentId: string; registerCode: string; applicationNo: string };

/** The first open inspection application (not archived, cancelled, …) that holds one of the equipment, if any. */
export async function openInspectionOf(db: Db, equipmentIds: readonly string[]): Promise<OpenInspection | null> {
  const [held] = await openHolders(db, equipmentIds);
  if (!held) return null;
  const [equipmentId, { applicationNo }] = held;
  const [row] = await db.select({ registerCode: equipment.registerCode }).from(equipment).where(eq(equipment.id, equipmentId));
  return { equipmentId, registerCode: row?.registerCode ?? '', applicationNo };
}
