import { WIRE_EDITABLE_SERVICE_REVIEW_STATES, type WireServiceReviewState } from '@portal/legacy-protocol';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { nextDayNumber } from '../db/sequences';
import { equipment, type UserRow } from '../db/schema';
import type { Checked } from '../http/checked';
import { Refusal, refusalsAsFailures } from '../http/refusal';
import { deleteAttachmentsOf, linkAttachments, scopeOf } from '../resources/attachments/store';
import type { Decision } from './form';
import type { ServiceApplicationKind, ServiceFilters, ServiceFormFields } from './kind';
import { findServiceApplication } from './store';
import type { ServiceApplicationTable } from './tables';

const ATTACHMENT_FOREIGN = '附件不存在、不属于本单位或已关联其他业务';

/** A running number for the unit's service applications: prefix + day + serial, e.g. TYBF2026112300012. */
export const nextServiceApplicationNo = (db: Db, prefix: string, now: Date): Promise<string> => nextDayNumber(db, 'service_application_no_seq', prefix, now);

export type ServiceActor = { user: UserRow; unitId: string };

/** `save`: a new application (no `id`) or an edit of a draft / returned one; `isCommit` submits it. */
export function saveServiceApplication<T extends ServiceApplicationTable, F extends ServiceFormFields, Q extends ServiceFilters>(
  db: Db,
  kind: ServiceApplicationKind<T, F, Q>,
  actor: ServiceActor,
  id: string | undefined,
  fields: F,
  now: Date,
): Promise<Checked<{ id: string }>> {
  const table: ServiceApplicationTable = kind.table;
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      const current = id === undefined ? undefined : await findServiceApplication(tx, kind, actor.unitId, id);
      if (id !== undefined && !current) throw new Refusal(kind.messages.notFound);
      if (current && !WIRE_EDITABLE_SERVICE_REVIEW_STATES.includes(current.row.state)) throw new Refusal(kind.messages.notEditable);
      const ids = [...new Set(fields.equipmentIds)];
      const chosen = await tx
        .select({ id: equipment.id, registerCode: equipment.registerCode, name: equipment.name })
        .from(equipment)
        .where(and(eq(equipment.unitId, actor.unitId), inArray(equipment.id, ids)));
      if (chosen.length !== ids.length) throw new Refusal(kind.messages.equipmentForeign);
      const held = kind.heldElsewhere ? await kind.heldElsewhere(tx, ids, id) : null;
      if (held) throw new Refusal(held);
      const state: WireServiceReviewState = fields.isCommit ? '已提交' : (current?.row.state ?? '草稿');
      const columns = { ...kind.columnsOf(fields), state, ...(fields.isCommit ? { submittedAt: now } : {}), updatedAt: now };
      const rowId = id ?? newId();
      if (current) await tx.update(table).set(columns).where(eq(table.id, rowId));
      else {
        const applicationNo = await nextServiceApplicationNo(tx, kind.numberPrefix, now);
        await tx.insert(table).values({ ...columns, id: rowId, unitId: actor.unitId, applicationNo, createdBy: actor.user.id, createdAt: now });
      }
      await tx.delete(kind.items).where(eq(kind.items.applicationId, rowId));
      const byId = new Map(chosen.map((item) => [item.id, item]));
      await tx.insert(kind.items).values(
        ids.map((equipmentId, position) => ({
          id: newId(),
          applicationId: rowId,
          position,
          equipmentId,
          registerCode: byId.get(equipmentId)?.registerCode ?? '',
          equipmentName: byId.get(equipmentId)?.name ?? '',
        })),
      );
      if (!(await linkAttachments(tx, scopeOf(actor.user), fields.attachmentIds, kind.bizType, rowId))) throw new Refusal(ATTACHMENT_FOREIGN);
      if (!current || fields.isCommit) {
        const remark = fields.isCommit ? (current?.row.state === '已退回' ? '修改后重新提交' : kind.submitRemark) : '保存草稿';
        await tx.insert(kind.history).values({ id: newId(), applicationId: rowId, state, operator: actor.user.name, remark, changedAt: now });
      }
      return { id: rowId };
    }),
  );
}

/**
 * `audit`: the institute approves (with the kind's consequences) or returns (opinion required) a
 * submitted application. Answers the application as it was read before the decision.
 */
export function decideServiceApplication<T extends ServiceApplicationTable, F extends ServiceFormFields, Q extends ServiceFilters>(
  db: Db,
  kind: ServiceApplicationKind<T, F, Q>,
  reviewer: UserRow,
  decision: Decision,
  now: Date,
): Promise<Checked<T['$inferSelect']>> {
  const table: ServiceApplicationTable = kind.table;
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      const found = await findServiceApplication(tx, kind, null, decision.id);
      if (!found) throw new Refusal(kind.messages.notFound);
      if (found.row.state !== '已提交') throw new Refusal(kind.messages.notSubmitted);
      if (!decision.pass && decision.opinion === '') throw new Refusal(kind.messages.opinionRequired);
      if (decision.pass && kind.onApprove) {
        const items = await tx.select({ equipmentId: kind.items.equipmentId }).from(kind.items).where(eq(kind.items.applicationId, decision.id));
        await kind.onApprove(tx, found.row, items.map((item) => item.equipmentId), now);
      }
      const state: WireServiceReviewState = decision.pass ? '已通过' : '已退回';
      // Conditional on the state read above, so that two decisions at once cannot both pass.
      const [row] = await tx
        .update(table)
        .set({ state, opinion: decision.opinion || null, reviewer: reviewer.name, reviewedAt: now, updatedAt: now })
        .where(and(eq(table.id, decision.id), eq(table.state, '已提交')))
        .returning({ id: table.id });
      if (!row) throw new Refusal(kind.messages.notSubmitted);
      await tx.insert(kind.history).values({
        id: newId(),
        applicationId: decision.id,
        state,
        operator: reviewer.name,
        remark: decision.opinion || (decision.pass ? '审核通过' : null),
        changedAt: now,
      });
      return found.row;
    }),
  );
}

/** `del`: a draft goes with its equipment list, history and files; anything further along stays. */
export function deleteServiceDraft<T extends ServiceApplicationTable>(
  db: Db,
  kind: { table: T; bizType: ServiceApplicationKind<T, ServiceFormFields, ServiceFilters>['bizType']; messages: { notFound: string; notDeletable: string } },
  unitId: string,
  id: string,
): Promise<Checked<{ id: string }>> {
  const table: ServiceApplicationTable = kind.table;
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      const found = await findServiceApplication(tx, kind, unitId, id);
      if (!found) throw new Refusal(kind.messages.notFound);
      if (found.row.state !== '草稿') throw new Refusal(kind.messages.notDeletable);
      await deleteAttachmentsOf(tx, kind.bizType, id);
      await tx.delete(table).where(eq(table.id, id));
      return { id };
    }),
  );
}
