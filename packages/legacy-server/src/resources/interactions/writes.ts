import {
  INTERACTION_MESSAGES,
  type WireInteractionFormFields,
  type WireInteractionMessageFields,
  type WireInteractionSide,
  type WireInteractionTopic,
} from '@portal/legacy-protocol';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { equipment, inspectionApplications, interactionMessages, interactions, type InteractionRow, type UserRow } from '../../db/schema';
import { failed, passed, type Checked } from '../../http/checked';
import { Refusal, refusalsAsFailures } from '../../http/refusal';
import { linkAttachments, scopeOf } from '../attachments/store';
import { findInteraction, INTERACTION_BIZ_TYPE } from './store';

/** The label of the record a thread is about (an application's number, an equipment's code), of the unit's own records only. */
async function relatedLabelOf(db: Db, unitId: string, topic: WireInteractionTopic, relatedId: string): Promise<string | null | undefined> {
  if (topic === '一般咨询') return null;
  if (topic === '检验申请') {
    const [found] = await db
      .select({ label: inspectionApplications.applicationNo })
      .from(inspectionApplications)
      .where(and(eq(inspectionApplications.id, relatedId), eq(inspectionApplications.unitId, unitId)));
    return found?.label;
  }
  const [found] = await db
    .select({ code: equipment.registerCode, name: equipment.name })
    .from(equipment)
    .where(and(eq(equipment.id, relatedId), eq(equipment.unitId, unitId)));
  return found ? (found.code ?? found.name) : undefined;
}

type Sender = { user: UserRow; side: WireInteractionSide };

async function insertMessage(tx: Db, sender: Sender, interactionId: string, content: string, attachmentIds: readonly string[], now: Date): Promise<void> {
  const id = newId();
  await tx.insert(interactionMessages).values({
    id,
    interactionId,
    side: sender.side,
    author: sender.user.name,
    authorId: sender.user.id,
    content,
    attachmentIds: [...new Set(attachmentIds)],
    sentAt: now,
  });
  if (!(await linkAttachments(tx, scopeOf(sender.user), attachmentIds, INTERACTION_BIZ_TYPE, id))) throw new Refusal(INTERACTION_MESSAGES.attachmentForeign);
}

/** `save`: the unit starts a thread with its first message. */
export function startInteraction(db: Db, actor: { user: UserRow; unitId: string }, fields: WireInteractionFormFields, now: Date): Promise<Checked<InteractionRow>> {
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      const relatedId = fields.topicType === '一般咨询' ? null : fields.relId;
      if (fields.topicType !== '一般咨询' && !relatedId) throw new Refusal(INTERACTION_MESSAGES.relatedForeign);
      const label = relatedId === null ? null : await relatedLabelOf(tx, actor.unitId, fields.topicType, relatedId);
      if (label === undefined) throw new Refusal(INTERACTION_MESSAGES.relatedForeign);
      const [row] = await tx
        .insert(interactions)
        .values({
          id: newId(),
          unitId: actor.unitId,
          subject: fields.title,
          topic: fields.topicType,
          relatedId,
          relatedLabel: label,
          state: '进行中',
          lastMessageAt: now,
          createdBy: actor.user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await insertMessage(tx, { user: actor.user, side: '企业' }, row!.id, fields.content, fields.attachmentIds, now);
      return row!;
    }),
  );
}

/**
 * `saveMsg` (the unit, `unitId` its own) and `reply` (the institute, `unitId` null): a message on an
 * open thread.
 */
export function addMessage(db: Db, sender: Sender & { unitId: string | null }, fields: WireInteractionMessageFields, now: Date): Promise<Checked<InteractionRow>> {
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      const found = await findInteraction(tx, sender.unitId, fields.id);
      if (!found) throw new Refusal(INTERACTION_MESSAGES.notFound);
      if (found.row.state === '已关闭') throw new Refusal(INTERACTION_MESSAGES.closed);
      await insertMessage(tx, sender, fields.id, fields.content, fields.attachmentIds, now);
      const [row] = await tx
        .update(interactions)
        .set({ lastMessageAt: now, updatedAt: now })
        .where(and(eq(interactions.id, fields.id), eq(interactions.state, '进行中')))
        .returning();
      if (!row) throw new Refusal(INTERACTION_MESSAGES.closed);
      return row;
    }),
  );
}

/** `close`: the institute ends a thread; closing a closed one is refused. */
export async function closeInteraction(db: Db, user: UserRow, id: string, now: Date): Promise<Checked<InteractionRow>> {
  const found = await findInteraction(db, null, id);
  if (!found) return failed(INTERACTION_MESSAGES.notFound);
  const [row] = await db
    .update(interactions)
    .set({ state: '已关闭', closedBy: user.name, closedAt: now, updatedAt: now })
    .where(and(eq(interactions.id, id), eq(interactions.state, '进行中')))
    .returning();
  return row ? passed(row) : failed(INTERACTION_MESSAGES.closed);
}
