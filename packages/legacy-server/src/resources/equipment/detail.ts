import { categoryBySlug, findCategory } from '@portal/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { equipment, equipmentInspections, type EquipmentRow } from '../../db/schema';
import { equipmentAnswer, type WireEquipmentAnswer } from './answer';
import { findOwn } from '../../http/review';
import type { UnitScope } from '../../http/scope';
import { failed, passed, type Checked } from '../../http/checked';
import { EQUIPMENT_MESSAGES } from './messages';

export type WireInspectionAnswer = {
  id: string;
  checkDate: string;
  checkType: string;
  checkOrg: string;
  reportNo: string;
  checkResult: string;
  nextCheckDate: string | null;
};

export type WireEquipmentDetailAnswer = WireEquipmentAnswer & {
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
  checkList: WireInspectionAnswer[];
};

/** A file of the user's own unit; another unit's file is refused as 无权访问该设备. */
export function findOwnEquipment(db: Db, scope: UnitScope, id: string | undefined): Promise<Checked<EquipmentRow>> {
  const load = async (fileId: string) => (await db.select().from(equipment).where(eq(equipment.id, fileId)))[0];
  return findOwn(scope, id, load, { missing: EQUIPMENT_MESSAGES.idRequired, ...EQUIPMENT_MESSAGES });
}

/** The category segment of `detail/{equCategory}/{id}`: a code (3000) or a legacy route slug (elevator). */
function categoryCodeOf(segment: string): string | undefined {
  return findCategory(segment)?.code ?? categoryBySlug(segment)?.code;
}

/** `detail/{equCategory}/{id}`: the file, its parameters and its inspections, newest first. */
export async function equipmentDetail(
  db: Db,
  scope: UnitScope,
  categorySegment: string,
  id: string,
): Promise<Checked<WireEquipmentDetailAnswer>> {
  const found = await findOwnEquipment(db, scope, id);
  if (!found.ok) return found;
  const row = found.value;
  if (categoryCodeOf(categorySegment) !== row.categoryCode) return failed(EQUIPMENT_MESSAGES.notFound);
  const checks = await db
    .select()
    .from(equipmentInspections)
    .where(eq(equipmentInspections.equipmentId, row.id))
    .orderBy(desc(equipmentInspections.checkDate), desc(equipmentInspections.id));
  return passed({
    ...equipmentAnswer(row, scope.unitName),
    makeUnit: row.manufacturer,
    makeDate: row.manufactureDate,
    installUnit: row.installer,
    propertyUnit: row.propertyUnit,
    safetyManager: row.safetyManager,
    safetyManagerPhone: row.safetyManagerPhone,
    checkOrg: row.inspectionInstitute,
    checkType: row.inspectionKind,
    reportNo: row.inspectionReportNo,
    params: row.params,
    checkList: checks.map((check) => ({
      id: check.id,
      checkDate: check.checkDate,
      checkType: check.kind,
      checkOrg: check.institute,
      reportNo: check.reportNo,
      checkResult: check.conclusion,
      nextCheckDate: check.nextCheckDate,
    })),
  });
}
