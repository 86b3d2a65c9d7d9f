import { OPEN_INSPECTION_APPLICATION_STATES } from '@portal/contract';
import { inspectionStateWord, type WireInspectionApplicationState } from '@portal/legacy-protocol';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { equipment, inspectionApplicationItems, inspectionApplications } from '../../db/schema';

const OPEN_WORDS: readonly WireInspectionApplicationState[] = OPEN_INSPECTION_APPLICATION_STATES.map(inspectionStateWord);

export type OpenInspection = { equipmentId: string; registerCode: string; applicationNo: string };

/** The first open inspection application (not archived, cancelled, …) that holds one of the equipment, if any. */
export async function openInspectionOf(db: Db, equipmentIds: readonly string[]): Promise<OpenInspection | null> {
  if (equipmentIds.length === 0) return null;
  const [held] = await db
    .select({ equipmentId: equipment.id, registerCode: equipment.registerCode, applicationNo: inspectionApplications.applicationNo })
    .from(inspectionApplicationItems)
    .innerJoin(inspectionApplications, eq(inspectionApplications.id, inspectionApplicationItems.applicationId))
    .innerJoin(equipment, eq(equipment.id, inspectionApplicationItems.equipmentId))
    .where(and(inArray(inspectionApplicationItems.equipmentId, [...equipmentIds]), inArray(inspectionApplications.state, [...OPEN_WORDS])))
    .limit(1);
  return held ? { equipmentId: held.equipmentId, registerCode: held.registerCode ?? '', applicationNo: held.applicationNo } : null;
}
