import {
  MAINTENANCE_PROJECT_MESSAGES,
  WIRE_EDITABLE_SERVICE_REVIEW_STATES,
  type WireAttachmentBizType,
  type WireMaintenanceProjectFormFields,
  type WireServiceReviewState,
} from '@portal/legacy-protocol';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { equipment, maintenanceProjectHistory, maintenanceProjectItems, maintenanceProjects, type MaintenanceProjectRow, type UserRow } from '../../db/schema';
import type { Checked } from '../../http/checked';
import { Refusal, refusalsAsFailures } from '../../http/refusal';
import { deleteAttachmentsOf, linkAttachments, scopeOf } from '../attachments/store';
import { nextServiceApplicationNo, type Decision, type TerminationActor } from '../terminations/writes';
import { findMaintenanceProject } from './store';

export const MAINTENANCE_PROJECT_BIZ_TYPE: WireAttachmentBizType = 'epPemMaiprojApply';
const ATTACHMENT_FOREIGN = '附件不存在、不属于本单位或已关联其他业务';

/** `save`: a new notice (no `id`) or an edit of a draft / returned one; `isCommit` submits it. */
export function saveMaintenanceProject(
  db: Db,
  actor: TerminationActor,
  id: string | undefined,
  fields: WireMaintenanceProjectFormFields,
  now: Date,
): Promise<Checked<MaintenanceProjectRow>> {
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      const current = id === undefined ? undefined : await findMaintenanceProject(tx, actor.unitId, id);
      if (id !== undefined && !current) throw new Refusal(MAINTENANCE_PROJECT_MESSAGES.notFound);
      if (current && !WIRE_EDITABLE_SERVICE_REVIEW_STATES.includes(current.row.state)) throw new Refusal(MAINTENANCE_PROJECT_MESSAGES.notEditable);
      const ids = [...new Set(fields.equipmentIds)];
      const chosen = await tx
        .select({ id: equipment.id, registerCode: equipment.registerCode, name: equipment.name })
        .from(equipment)
        .where(and(eq(equipment.unitId, actor.unitId), inArray(equipment.id, ids)));
      if (chosen.length !== ids.length) throw new Refusal(MAINTENANCE_PROJECT_MESSAGES.equipmentForeign);
      const state: WireServiceReviewState = fields.isCommit ? '已提交' : (current?.row.state ?? '草稿');
      const columns = {
        kind: fields.projType,
        constructionUnit: fields.constructUnit,
        licenseNo: fields.licenceNo,
        noticeDate: fields.noticeDate,
        plannedCompletionDate: fields.planFinishDate || null,
        content: fields.content,
        state,
        ...(fields.isCommit ? { submittedAt: now } : {}),
        updatedAt: now,
      };
      const rowId = id ?? newId();
      const [row] = current
        ? await tx.update(maintenanceProjects).set(columns).where(eq(maintenanceProjects.id, rowId)).returning()
        : await tx
            .insert(maintenanceProjects)
            .values({ id: rowId, unitId: actor.unitId, applicationNo: await nextServiceApplicationNo(tx, 'WBXM', now), ...columns, createdBy: actor.user.id, createdAt: now })
            .returning();
      await tx.delete(maintenanceProjectItems).where(eq(maintenanceProjectItems.projectId, rowId));
      const byId = new Map(chosen.map((item) => [item.id, item]));
      await tx.insert(maintenanceProjectItems).values(
        ids.map((equipmentId, position) => ({
          id: newId(),
          projectId: rowId,
          position,
          equipmentId,
          registerCode: byId.get(equipmentId)?.registerCode ?? '',
          equipmentName: byId.get(equipmentId)?.name ?? '',
        })),
      );
      if (!(await linkAttachments(tx, scopeOf(actor.user), fields.attachmentIds, MAINTENANCE_PROJECT_BIZ_TYPE, rowId))) throw new Refusal(ATTACHMENT_FOREIGN);
      if (!current || fields.isCommit) {
        const remark = fields.isCommit ? (current?.row.state === '已退回' ? '修改后重新提交' : '提交告知') : '保存草稿';
        await tx.insert(maintenanceProjectHistory).values({ id: newId(), projectId: rowId, state, operator: actor.user.name, remark, changedAt: now });
      }
      return row!;
    }),
  );
}

/** `del`: a draft goes with its equipment list, history and files; anything further along stays. */
export function deleteMaintenanceProject(db: Db, unitId: string, id: string): Promise<Checked<{ id: string }>> {
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      const found = await findMaintenanceProject(tx, unitId, id);
      if (!found) throw new Refusal(MAINTENANCE_PROJECT_MESSAGES.notFound);
      if (found.row.state !== '草稿') throw new Refusal(MAINTENANCE_PROJECT_MESSAGES.notDeletable);
      await deleteAttachmentsOf(tx, MAINTENANCE_PROJECT_BIZ_TYPE, id);
      await tx.delete(maintenanceProjects).where(eq(maintenanceProjects.id, id));
      return { id };
    }),
  );
}

/** `audit`: the institute approves or returns (opinion required) a submitted notice. */
export function decideMaintenanceProject(db: Db, reviewer: UserRow, decision: Decision, now: Date): Promise<Checked<MaintenanceProjectRow>> {
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      const found = await findMaintenanceProject(tx, null, decision.id);
      if (!found) throw new Refusal(MAINTENANCE_PROJECT_MESSAGES.notFound);
      if (found.row.state !== '已提交') throw new Refusal(MAINTENANCE_PROJECT_MESSAGES.notSubmitted);
      const state: WireServiceReviewState = decision.pass ? '已通过' : '已退回';
      const [row] = await tx
        .update(maintenanceProjects)
        .set({ state, opinion: decision.opinion || null, reviewer: reviewer.name, reviewedAt: now, updatedAt: now })
        .where(and(eq(maintenanceProjects.id, decision.id), eq(maintenanceProjects.state, '已提交')))
        .returning();
      if (!row) throw new Refusal(MAINTENANCE_PROJECT_MESSAGES.notSubmitted);
      await tx.insert(maintenanceProjectHistory).values({
        id: newId(),
        projectId: decision.id,
        state,
        operator: reviewer.name,
        remark: decision.opinion || (decision.pass ? '审核通过' : null),
        changedAt: now,
      });
      return row;
    }),
  );
}
