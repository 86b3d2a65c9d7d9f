import { isLastLevel, isPhoneOrMobile, message } from '@portal/contract';
import { EQUIPMENT_CHANGEABLE_FIELDS, type EquipmentChangeableField } from '@portal/legacy-protocol';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { equipmentChangeApplications, equipmentChanges, type EquipmentChangeRow, type EquipmentRow } from '../../db/schema';
import type { WireParams } from '../../http/params';
import { formatWireDateTime } from '../../http/wire-date';
import { findOwnEquipment } from './detail';
import { newId } from '../../db/ids';
import type { UnitScope } from '../../http/scope';
import { failed, passed, type Checked } from '../../http/checked';
import { EQUIPMENT_MESSAGES } from './messages';

export type WireEquipmentChangeAnswer = {
  id: string;
  field: string;
  fieldLabel: string;
  oldValue: string | null;
  newValue: string | null;
  reason: string | null;
  changeDate: string;
  status: string;
  opinion: string | null;
};

const COLUMN_OF: Record<EquipmentChangeableField, keyof EquipmentRow> = {
  equName: 'name',
  usePlace: 'usePlace',
  areaCode: 'areaCode',
  unitInnerNo: 'unitInternalNo',
  propertyUnit: 'propertyUnit',
  safetyManager: 'safetyManager',
  safetyManagerPhone: 'safetyManagerPhone',
};

const MAX_CHANGES = 20;

function isChangeable(field: string): field is EquipmentChangeableField {
  return Object.hasOwn(EQUIPMENT_CHANGEABLE_FIELDS, field);
}

function answerOf(row: EquipmentChangeRow, reason: string | null): WireEquipmentChangeAnswer {
  return {
    id: row.id,
    field: row.field,
    // Rows from before change applications stored the label itself as the field.
    fieldLabel: row.fieldLabel ?? row.field,
    oldValue: row.oldValue,
    newValue: row.newValue,
    reason,
    changeDate: formatWireDateTime(row.appliedAt),
    status: row.state,
    opinion: row.opinion,
  };
}

/** `eqm/changeHistory?id=`: every change of one of the unit's files, newest first. */
export async function changeHistory(db: Db, scope: UnitScope, id: string | undefined): Promise<Checked<WireEquipmentChangeAnswer[]>> {
  const found = await findOwnEquipment(db, scope, id);
  if (!found.ok) return found;
  const rows = await db
    .select({ change: equipmentChanges, reason: equipmentChangeApplications.reason })
    .from(equipmentChanges)
    .leftJoin(equipmentChangeApplications, eq(equipmentChangeApplications.id, equipmentChanges.applicationId))
    .where(eq(equipmentChanges.equipmentId, found.value.id))
    .orderBy(desc(equipmentChanges.appliedAt), desc(equipmentChanges.id));
  return passed(rows.map((row) => answerOf(row.change, row.reason)));
}

type RequestedChange = { field: EquipmentChangeableField; newValue: string };

function readChanges(params: WireParams): Checked<RequestedChange[]> {
  const changes: RequestedChange[] = [];
  for (let index = 0; index < MAX_CHANGES; index += 1) {
    const field = params[`changes[${index}].field`]?.trim();
    if (field === undefined) break;
    if (!isChangeable(field)) return failed(EQUIPMENT_MESSAGES.changeField);
    if (changes.some((change) => change.field === field)) return failed(EQUIPMENT_MESSAGES.changeField);
    changes.push({ field, newValue: (params[`changes[${index}].newValue`] ?? '').trim() });
  }
  return changes.length === 0 ? failed(EQUIPMENT_MESSAGES.changeEmpty) : passed(changes);
}

function checkValue(change: RequestedChange): string | null {
  const label = EQUIPMENT_CHANGEABLE_FIELDS[change.field];
  if (change.field === 'areaCode' && !isLastLevel(change.newValue)) return message('areaLastLevel');
  if (change.field === 'safetyManagerPhone' && change.newValue !== '' && !isPhoneOrMobile(change.newValue)) return message('phone');
  if ((change.field === 'equName' || change.field === 'usePlace') && change.newValue === '') return `${label}不能为空`;
  if (Array.from(change.newValue).length > 200) return `${label}过长`;
  return null;
}

async function pendingFieldOf(db: Db, equipmentId: string, changes: RequestedChange[]): Promise<EquipmentChangeableField | undefined> {
  const pending = await db
    .select({ field: equipmentChanges.field })
    .from(equipmentChanges)
    .where(and(eq(equipmentChanges.equipmentId, equipmentId), eq(equipmentChanges.state, '待审核')));
  return changes.find((change) => pending.some((row) => row.field === change.field))?.field;
}

/**
 * `eqm/changeApply`: applies to change registered fields of an accepted file. The file keeps its
 * values until the institute accepts (已审核); one field has at most one change waiting (待审核).
 */
export async function applyChange(
  db: Db,
  scope: UnitScope,
  params: WireParams,
  userId: string,
  now: Date,
): Promise<Checked<WireEquipmentChangeAnswer[]>> {
  const found = await findOwnEquipment(db, scope, params.id);
  if (!found.ok) return found;
  const file = found.value;
  if (file.recordState !== '已通过') return failed(EQUIPMENT_MESSAGES.changeNotAccepted);
  const reason = params.reason?.trim() ?? '';
  if (reason === '') return failed(EQUIPMENT_MESSAGES.changeReason);
  const changes = readChanges(params);
  if (!changes.ok) return changes;
  for (const change of changes.value) {
    const problem = checkValue(change);
    if (problem) return failed(problem);
    if ((file[COLUMN_OF[change.field]] ?? '') === change.newValue) return failed(EQUIPMENT_MESSAGES.changeSame(EQUIPMENT_CHANGEABLE_FIELDS[change.field]));
  }
  const pending = await pendingFieldOf(db, file.id, changes.value);
  if (pending) return failed(EQUIPMENT_MESSAGES.changePending(EQUIPMENT_CHANGEABLE_FIELDS[pending]));

  const applicationId = newId();
  const attachmentIds = (params.attachmentIds ?? '').split(',').map((value) => value.trim()).filter((value) => value !== '');
  const rows = changes.value.map((change) => ({
    id: newId(),
    equipmentId: file.id,
    applicationId,
    field: change.field,
    fieldLabel: EQUIPMENT_CHANGEABLE_FIELDS[change.field],
    oldValue: (file[COLUMN_OF[change.field]] as string | null) ?? null,
    newValue: change.newValue,
    appliedAt: now,
    state: '待审核' as const,
  }));
  await db.transaction(async (tx) => {
    await tx.insert(equipmentChangeApplications).values({
      id: applicationId,
      equipmentId: file.id,
      unitId: file.unitId,
      reason,
      attachmentIds,
      appliedBy: userId,
      appliedAt: now,
    });
    await tx.insert(equipmentChanges).values(rows);
  });
  const saved = await db.select().from(equipmentChanges).where(eq(equipmentChanges.applicationId, applicationId));
  return passed(saved.map((row) => answerOf(row, reason)));
}
