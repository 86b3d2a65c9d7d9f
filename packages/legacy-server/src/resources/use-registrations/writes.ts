import {
  USE_REGISTRATION_MESSAGES,
  WIRE_EDITABLE_USE_REGISTRATION_STATES,
  type WireAttachmentBizType,
  type WireUseRegistrationFormFields,
  type WireUseRegistrationState,
} from '@portal/legacy-protocol';
import { and, eq } from 'drizzle-orm';
import { deleteAttachmentsOf, linkAttachments, scopeOf } from '../attachments/store';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { columnsOfForm } from '../../http/wire-columns';
import { nextDayNumber } from '../../db/sequences';
import {
  equipment,
  useRegistrationHistory,
  useRegistrations,
  type NewUseRegistrationRow,
  type UnitRow,
  type UseRegistrationRow,
  type UserRow,
} from '../../db/schema';
import type { Checked } from '../../http/checked';
import { Refusal, refusalsAsFailures } from '../../http/refusal';
import { USE_REGISTRATION_WIRE_COLUMNS } from './answer';
import { findRegistration } from './store';

/** The attachments of an application are filed under its module's name. */
export const USE_REGISTRATION_BIZ_TYPE: WireAttachmentBizType = 'epPemUseregistApply';

export const WRITE_MESSAGES = {
  equipmentForeign: '所选设备不存在或不属于本单位',
  attachmentForeign: '附件不存在、不属于本单位或已关联其他业务',
} as const;

export type Actor = { user: UserRow; unit: UnitRow };

function columnsOf(fields: WireUseRegistrationFormFields, unit: UnitRow) {
  return {
    ...columnsOfForm(fields, USE_REGISTRATION_WIRE_COLUMNS, ['equipmentId', 'areaCode', 'useDate', 'checkConclusion', 'nextCheckDate']),
    // The unit block is the signed-in unit's, as registered, whatever the form says.
    unitName: unit.name,
    creditCode: unit.creditCode,
    unitAddress: unit.businessAddress ?? unit.regAddress ?? '',
  } satisfies Partial<NewUseRegistrationRow>;
}

async function checkEquipment(db: Db, unitId: string, equipmentId: string): Promise<void> {
  if (equipmentId === '') return;
  const [found] = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(and(eq(equipment.id, equipmentId), eq(equipment.unitId, unitId)));
  if (!found) throw new Refusal(WRITE_MESSAGES.equipmentForeign);
}

async function addHistory(db: Db, registrationId: string, state: WireUseRegistrationState, actor: Actor, remark: string, now: Date) {
  await db.insert(useRegistrationHistory).values({
    id: newId(),
    registrationId,
    state,
    operator: actor.user.name,
    remark,
    changedAt: now,
  });
}

/** `useManage/save`: a new application, as a draft or (isCommit) submitted at once. */
export function createRegistration(db: Db, actor: Actor, fields: WireUseRegistrationFormFields, now: Date): Promise<Checked<UseRegistrationRow>> {
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      await checkEquipment(tx, actor.unit.id, fields.equipmentId);
      const id = newId();
      const state: WireUseRegistrationState = fields.isCommit ? '已提交' : '草稿';
      const [row] = await tx
        .insert(useRegistrations)
        .values({
          id,
          unitId: actor.unit.id,
          applicationNo: await nextDayNumber(tx, 'use_registration_no_seq', 'SYDJ', now),
          state,
          ...columnsOf(fields, actor.unit),
          submittedAt: fields.isCommit ? now : null,
          createdBy: actor.user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!(await linkAttachments(tx, scopeOf(actor.user), fields.attachmentIds, USE_REGISTRATION_BIZ_TYPE, id))) {
        throw new Refusal(WRITE_MESSAGES.attachmentForeign);
      }
      await addHistory(tx, id, state, actor, fields.isCommit ? '提交申请' : '保存草稿', now);
      return row!;
    }),
  );
}

/** `useManage/modify`: only a draft or an application returned for correction may change. */
export function modifyRegistration(
  db: Db,
  actor: Actor,
  id: string,
  fields: WireUseRegistrationFormFields,
  now: Date,
): Promise<Checked<UseRegistrationRow>> {
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      const current = await findRegistration(tx, actor.unit.id, id);
      if (!current) throw new Refusal(USE_REGISTRATION_MESSAGES.notFound);
      if (!WIRE_EDITABLE_USE_REGISTRATION_STATES.includes(current.state)) throw new Refusal(USE_REGISTRATION_MESSAGES.notEditable);
      await checkEquipment(tx, actor.unit.id, fields.equipmentId);
      const state: WireUseRegistrationState = fields.isCommit ? '已提交' : current.state;
      const [row] = await tx
        .update(useRegistrations)
        .set({
          ...columnsOf(fields, actor.unit),
          state,
          ...(fields.isCommit ? { submittedAt: now } : {}),
          updatedAt: now,
        })
        .where(eq(useRegistrations.id, id))
        .returning();
      if (!(await linkAttachments(tx, scopeOf(actor.user), fields.attachmentIds, USE_REGISTRATION_BIZ_TYPE, id))) {
        throw new Refusal(WRITE_MESSAGES.attachmentForeign);
      }
      if (fields.isCommit) await addHistory(tx, id, state, actor, current.state === '退回补正' ? '补正后重新提交' : '提交申请', now);
      return row!;
    }),
  );
}

/** `useManage/del`: a draft goes with its attachments and history; anything further along stays. */
export async function deleteRegistration(db: Db, unitId: string, id: string): Promise<{ ok: true } | { ok: false; message: string }> {
  return db.transaction(async (tx) => {
    const current = await findRegistration(tx, unitId, id);
    if (!current) return { ok: false as const, message: USE_REGISTRATION_MESSAGES.notFound };
    if (current.state !== '草稿') return { ok: false as const, message: USE_REGISTRATION_MESSAGES.notDeletable };
    await deleteAttachmentsOf(tx, USE_REGISTRATION_BIZ_TYPE, id);
    await tx.delete(useRegistrations).where(eq(useRegistrations.id, id));
    return { ok: true as const };
  });
}
