import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { equipment, type EquipmentRow } from '../../db/schema';
import { failed, passed, type Checked } from '../../http/checked';
import type { WireParams } from '../../http/params';
import { EDITABLE_RECORD_STATES, saveOrSubmit, type SavedAnswer } from '../../http/review';
import type { UnitScope } from '../../http/scope';
import { findOwnEquipment } from './detail';
import { readEquipmentForm, type EquipmentFields } from './form';
import { EQUIPMENT_MESSAGES } from './messages';

async function registerCodeTaken(db: Db, registerCode: string | null, ownId: string | undefined): Promise<boolean> {
  if (registerCode === null) return false;
  const condition = ownId ? and(eq(equipment.registerCode, registerCode), ne(equipment.id, ownId)) : eq(equipment.registerCode, registerCode);
  const [found] = await db.select({ id: equipment.id }).from(equipment).where(condition);
  return found !== undefined;
}

/**
 * `eqm/save`: adds a file (no `id`) or edits a draft or returned one of the user's unit; afterwards
 * only a change application may change it. A new file is 待注册 until the institute registers it.
 */
export function saveEquipment(db: Db, scope: UnitScope, params: WireParams, now: Date): Promise<Checked<SavedAnswer>> {
  return saveOrSubmit<EquipmentRow, EquipmentFields>(scope, params, {
    find: (id) => findOwnEquipment(db, scope, id),
    locked: (row) => (EDITABLE_RECORD_STATES.includes(row.recordState) ? null : EQUIPMENT_MESSAGES.notEditable),
    read: readEquipmentForm,
    check: async (fields, id) =>
      (await registerCodeTaken(db, fields.registerCode, id)) ? failed(EQUIPMENT_MESSAGES.registerCodeTaken) : passed(fields),
    update: async (id, fields, recordState) => {
      await db.update(equipment).set({ ...fields, recordState, updatedAt: now }).where(eq(equipment.id, id));
    },
    insert: async (id, unitId, fields, recordState) => {
      await db.insert(equipment).values({ ...fields, id, unitId, registerState: '待注册', recordState, createdAt: now, updatedAt: now });
    },
  });
}
