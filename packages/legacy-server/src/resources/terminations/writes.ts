import {
  TERMINATION_MESSAGES,
  WIRE_EDITABLE_SERVICE_REVIEW_STATES,
  type WireAttachmentBizType,
  type WireServiceReviewState,
  type WireTerminationFormFields,
  type WireTerminationType,
} from '@portal/legacy-protocol';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { equipment, terminationHistory, terminationItems, terminations, type TerminationRow, type UserRow } from '../../db/schema';
import type { Checked } from '../../http/checked';
import { Refusal, refusalsAsFailures } from '../../http/refusal';
import { formatWireDate } from '../../http/wire-date';
import { linkAttachments, scopeOf } from '../attachments/store';
import { openInspectionOf } from './open-inspections';
import { findTermination } from './store';

export const TERMINATION_BIZ_TYPE: WireAttachmentBizType = 'pemEqmRlvBasic';
const ATTACHMENT_FOREIGN = '附件不存在、不属于本单位或已关联其他业务';

/** A running number for the unit's service applications: prefix + day + serial, e.g. TYBF2026112300012. */
export async function nextServiceApplicationNo(db: Db, prefix: string, now: Date): Promise<string> {
  const result = (await db.execute(sql`SELECT nextval('service_application_no_seq') AS n`)) as unknown as { rows: { n: string | number }[] };
  return `${prefix}${formatWireDate(now).replaceAll('-', '')}${String(result.rows[0]?.n ?? '0').padStart(5, '0')}`;
}

/** What may not be terminated now: an equipment in an open inspection application or in another submitted termination. */
async function heldElsewhere(db: Db, equipmentIds: readonly string[], exceptId: string | undefined): Promise<string | null> {
  const inspection = await openInspectionOf(db, equipmentIds);
  if (inspection) return TERMINATION_MESSAGES.inOpenInspection(inspection.registerCode, inspection.applicationNo);
  const [other] = await db
    .select({ registerCode: terminationItems.registerCode, applicationNo: terminations.applicationNo })
    .from(terminationItems)
    .innerJoin(terminations, eq(terminations.id, terminationItems.terminationId))
    .where(
      and(
        inArray(terminationItems.equipmentId, [...equipmentIds]),
        eq(terminations.state, '已提交'),
        exceptId === undefined ? undefined : ne(terminations.id, exceptId),
      ),
    )
    .limit(1);
  return other ? TERMINATION_MESSAGES.inOpenTermination(other.registerCode, other.applicationNo) : null;
}

export type TerminationActor = { user: UserRow; unitId: string };

/** `save`: a new application (no `id`) or an edit of a draft / returned one; `isCommit` submits it. */
export function saveTermination(
  db: Db,
  actor: TerminationActor,
  id: string | undefined,
  fields: WireTerminationFormFields,
  now: Date,
): Promise<Checked<TerminationRow>> {
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      const current = id === undefined ? undefined : await findTermination(tx, actor.unitId, id);
      if (id !== undefined && !current) throw new Refusal(TERMINATION_MESSAGES.notFound);
      if (current && !WIRE_EDITABLE_SERVICE_REVIEW_STATES.includes(current.row.state)) throw new Refusal(TERMINATION_MESSAGES.notEditable);
      const ids = [...new Set(fields.equipmentIds)];
      const chosen = await tx
        .select({ id: equipment.id, registerCode: equipment.registerCode, name: equipment.name })
        .from(equipment)
        .where(and(eq(equipment.unitId, actor.unitId), inArray(equipment.id, ids)));
      if (chosen.length !== ids.length) throw new Refusal(TERMINATION_MESSAGES.equipmentForeign);
      const held = await heldElsewhere(tx, ids, id);
      if (held) throw new Refusal(held);
      const state: WireServiceReviewState = fields.isCommit ? '已提交' : (current?.row.state ?? '草稿');
      const columns = {
        type: fields.rlvType,
        reason: fields.reason,
        stopFrom: fields.stopBeginDate || null,
        stopTo: fields.stopEndDate || null,
        handler: fields.handler,
        remark: fields.remark,
        state,
        ...(fields.isCommit ? { submittedAt: now } : {}),
        updatedAt: now,
      };
      const rowId = id ?? newId();
      const [row] = current
        ? await tx.update(terminations).set(columns).where(eq(terminations.id, rowId)).returning()
        : await tx
            .insert(terminations)
            .values({ id: rowId, unitId: actor.unitId, applicationNo: await nextServiceApplicationNo(tx, 'TYBF', now), ...columns, createdBy: actor.user.id, createdAt: now })
            .returning();
      await tx.delete(terminationItems).where(eq(terminationItems.terminationId, rowId));
      const byId = new Map(chosen.map((item) => [item.id, item]));
      await tx.insert(terminationItems).values(
        ids.map((equipmentId, position) => ({
          id: newId(),
          terminationId: rowId,
          position,
          equipmentId,
          registerCode: byId.get(equipmentId)?.registerCode ?? '',
          equipmentName: byId.get(equipmentId)?.name ?? '',
        })),
      );
      if (!(await linkAttachments(tx, scopeOf(actor.user), fields.attachmentIds, TERMINATION_BIZ_TYPE, rowId))) throw new Refusal(ATTACHMENT_FOREIGN);
      if (!current || fields.isCommit) {
        const remark = fields.isCommit ? (current?.row.state === '已退回' ? '修改后重新提交' : '提交申请') : '保存草稿';
        await tx.insert(terminationHistory).values({ id: newId(), terminationId: rowId, state, operator: actor.user.name, remark, changedAt: now });
      }
      return row!;
    }),
  );
}

/** 停用 → 使用状态 停用; 报废 → 使用状态 报废; 注销 → 注册状态 注销 (docs/service-registrations.md). */
function equipmentChange(type: WireTerminationType) {
  if (type === '停用') return { useState: '停用' as const };
  if (type === '报废') return { useState: '报废' as const };
  return { registerState: '注销' as const };
}

export type Decision = { id: string; pass: boolean; opinion: string };

/**
 * `audit`: the institute approves (the equipment's state follows) or returns (opinion required) a
 * submitted application. An equipment that entered an inspection application meanwhile is refused.
 */
export function decideTermination(db: Db, reviewer: UserRow, decision: Decision, now: Date): Promise<Checked<TerminationRow>> {
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      const found = await findTermination(tx, null, decision.id);
      if (!found) throw new Refusal(TERMINATION_MESSAGES.notFound);
      if (found.row.state !== '已提交') throw new Refusal(TERMINATION_MESSAGES.notSubmitted);
      if (!decision.pass && decision.opinion === '') throw new Refusal(TERMINATION_MESSAGES.opinionRequired);
      const items = await tx.select({ equipmentId: terminationItems.equipmentId }).from(terminationItems).where(eq(terminationItems.terminationId, decision.id));
      const equipmentIds = items.map((item) => item.equipmentId);
      if (decision.pass) {
        const inspection = await openInspectionOf(tx, equipmentIds);
        if (inspection) throw new Refusal(TERMINATION_MESSAGES.inOpenInspection(inspection.registerCode, inspection.applicationNo));
        await tx.update(equipment).set({ ...equipmentChange(found.row.type), updatedAt: now }).where(inArray(equipment.id, equipmentIds));
      }
      const state: WireServiceReviewState = decision.pass ? '已通过' : '已退回';
      // Conditional on the state read above, so that two decisions at once cannot both pass.
      const [row] = await tx
        .update(terminations)
        .set({ state, opinion: decision.opinion || null, reviewer: reviewer.name, reviewedAt: now, updatedAt: now })
        .where(and(eq(terminations.id, decision.id), eq(terminations.state, '已提交')))
        .returning();
      if (!row) throw new Refusal(TERMINATION_MESSAGES.notSubmitted);
      await tx.insert(terminationHistory).values({
        id: newId(),
        terminationId: decision.id,
        state,
        operator: reviewer.name,
        remark: decision.opinion || (decision.pass ? '审核通过' : null),
        changedAt: now,
      });
      return row;
    }),
  );
}
