import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { equipment, type RecordState } from '../db/schema';
import type { WireParams } from '../http/params';
import { findOwnEquipment } from './equipment-detail';
import { readEquipmentForm } from './equipment-form';
import type { EquipmentScope } from './filters';
import { failed, passed, type Checked } from './checked';
import { EQM_MESSAGES } from './messages';

/** The unit edits a file while it is a draft or came back; afterwards only a change application may. */
export const EDITABLE_RECORD_STATES: readonly RecordState[] = ['草稿', '退回'];

export type SavedAnswer = { id: string; state: RecordState };

export const newId = (): string => randomUUID().replaceAll('-', '');

async function registerCodeTaken(db: Db, registerCode: string | null, ownId: string | undefined): Promise<boolean> {
  if (registerCode === null) return false;
  const condition = ownId ? and(eq(equipment.registerCode, registerCode), ne(equipment.id, ownId)) : eq(equipment.registerCode, registerCode);
  const [found] = await db.select({ id: equipment.id }).from(equipment).where(condition);
  return found !== undefined;
}

/**
 * `eqm/save`: adds a file (no `id`) or edits a draft or returned one of the user's unit. `isCommit`
 * false keeps a 草稿, true submits it (已提交); a new file is 待注册 until the institute registers it.
 */
export async function saveEquipment(db: Db, scope: EquipmentScope, params: WireParams, now: Date): Promise<Checked<SavedAnswer>> {
  if (scope.unitId === null) return failed(EQM_MESSAGES.noUnit);
  const id = params.id?.trim() || undefined;
  if (id) {
    const existing = await findOwnEquipment(db, scope, id);
    if (!existing.ok) return existing;
    if (!EDITABLE_RECORD_STATES.includes(existing.value.recordState)) return failed(EQM_MESSAGES.notEditable);
  }
  const form = readEquipmentForm(params);
  if (!form.ok) return form;
  if (await registerCodeTaken(db, form.value.registerCode, id)) return failed(EQM_MESSAGES.registerCodeTaken);

  const state: RecordState = params.isCommit === 'true' ? '已提交' : '草稿';
  if (id) {
    await db.update(equipment).set({ ...form.value, recordState: state, updatedAt: now }).where(eq(equipment.id, id));
    return passed({ id, state });
  }
  const created = newId();
  await db.insert(equipment).values({
    ...form.value,
    id: created,
    unitId: scope.unitId,
    registerState: '待注册',
    recordState: state,
    createdAt: now,
    updatedAt: now,
  });
  return passed({ id: created, state });
}
