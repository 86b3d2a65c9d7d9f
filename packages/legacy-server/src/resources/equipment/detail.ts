import { categoryBySlug, findCategory } from '@portal/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { equipment, equipmentInspections, type EquipmentRow } from '../db/schema';
import { eqmAnswer, type WireEqmAnswer } from './equipment-answer';
import type { EquipmentScope } from './filters';
import { failed, passed, type Checked } from './checked';
import { EQM_MESSAGES } from './messages';

export type WireEqmCheckAnswer = {
  id: string;
  checkDate: string;
  checkType: string;
  checkOrg: string;
  reportNo: string;
  checkResult: string;
  nextCheckDate: string | null;
};

export type WireEqmDetailAnswer = WireEqmAnswer & {
  makeUnit: string | null;
  makeDate: string | null;
  installUnit: string | null;
  propertyUnit: string | null;
  safetyManager: string | null;
  safetyManagerPhone: string | null;
  checkOrg: string | null;
  checkType: string | null;
  reportNo: string | null;
  params: Record<string, number | string | null>;
  checkList: WireEqmCheckAnswer[];
};

/**
 * A file of the user's own unit. Another unit's file is refused as 无权访问该设备: the platform checks
 * the owner on every call by id, whatever the caller already knows.
 */
export async function findOwnEquipment(db: Db, scope: EquipmentScope, id: string | undefined): Promise<Checked<EquipmentRow>> {
  if (!id) return failed(EQM_MESSAGES.idRequired);
  const [row] = await db.select().from(equipment).where(eq(equipment.id, id));
  if (!row) return failed(EQM_MESSAGES.notFound);
  if (row.unitId !== scope.unitId) return failed(EQM_MESSAGES.forbidden);
  return passed(row);
}

/** The category segment of `detail/{equCategory}/{id}`: a code (3000) or a legacy route slug (elevator). */
export function categoryCodeOf(segment: string): string | undefined {
  return findCategory(segment)?.code ?? categoryBySlug(segment)?.code;
}

/** `detail/{equCategory}/{id}`: the file, its parameters and its inspections, newest first. */
export async function equipmentDetail(
  db: Db,
  scope: EquipmentScope,
  categorySegment: string,
  id: string,
): Promise<Checked<WireEqmDetailAnswer>> {
  const found = await findOwnEquipment(db, scope, id);
  if (!found.ok) return found;
  const row = found.value;
  if (categoryCodeOf(categorySegment) !== row.categoryCode) return failed(EQM_MESSAGES.notFound);
  const checks = await db
    .select()
    .from(equipmentInspections)
    .where(eq(equipmentInspections.equipmentId, row.id))
    .orderBy(desc(equipmentInspections.checkDate), desc(equipmentInspections.id));
  return passed({
    ...eqmAnswer(row, scope.unitName),
    makeUnit: row.maker,
    makeDate: row.makeDate,
    installUnit: row.installer,
    propertyUnit: row.ownerUnit,
    safetyManager: row.safetyManager,
    safetyManagerPhone: row.safetyManagerPhone,
    checkOrg: row.checkOrg,
    checkType: row.checkKind,
    reportNo: row.reportNo,
    params: row.params,
    checkList: checks.map((check) => ({
      id: check.id,
      checkDate: check.checkDate,
      checkType: check.kind,
      checkOrg: check.org,
      reportNo: check.reportNo,
      checkResult: check.conclusion,
      nextCheckDate: check.nextCheckDate,
    })),
  });
}
