import { WORKER_MESSAGES, type WireAttachmentBizType, type WireWorkerFormFields } from '@portal/legacy-protocol';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { workerQualifications, workers, type UnitRow, type UserRow, type WorkerRow } from '../../db/schema';
import type { Checked } from '../../http/checked';
import { Refusal, refusalsAsFailures } from '../../http/refusal';
import { deleteAttachmentsOf, linkAttachments, scopeOf } from '../attachments/store';
import { findWorker } from './store';

/** The attachments of an operator (scans of certificates) are filed under its module's name. */
export const WORKER_BIZ_TYPE: WireAttachmentBizType = 'operator';

const ATTACHMENT_FOREIGN = '附件不存在、不属于本单位或已关联其他业务';

export type Actor = { user: UserRow; unit: UnitRow };
async function checkUniqueIdCard(db: Db, unitId: string, idCard: string, exceptId?: string): Promise<void> {
  const [found] = await db
    .select({ id: workers.id })
    .from(workers)
    .where(and(eq(workers.unitId, unitId), eq(workers.idCard, idCard), exceptId ? ne(workers.id, exceptId) : undefined));
  if (found) throw new Refusal(WORKER_MESSAGES.duplicateIdCard);
}

function columnsOf(fields: WireWorkerFormFields) {
  return {
    name: fields.name,
    gender: fields.sex,
    idCard: fields.identityCard,
    mobile: fields.mobile,
    employmentState: fields.status,
    remark: fields.remark,
  };
}

// The form carries the whole set: the operator's certificates become exactly these.
// A qualification keeps its id only when it was this operator's already.
async function replaceQualifications(db: Db, worker: WorkerRow, fields: WireWorkerFormFields, now: Date): Promise<void> {
  const previous = await db.select({ id: workerQualifications.id }).from(workerQualifications).where(eq(workerQualifications.workerId, worker.id));
  const kept = new Set(previous.map((row) => row.id));
  await db.delete(workerQualifications).where(eq(workerQualifications.workerId, worker.id));
  if (fields.qualifications.length === 0) return;
  await db.insert(workerQualifications).values(
    fields.qualifications.map((qualification) => ({
      id: kept.has(qualification.id) ? qualification.id : newId(),
      workerId: worker.id,
      unitId: worker.unitId,
      operatorCode: qualification.workType,
      certificateNo: qualification.certNo,
      issuingAuthority: qualification.issueOrg,
      issueDate: qualification.issueDate,
      validTo: qualification.validDate,
      reviewDate: qualification.reviewDate || null,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/** `operator/add`. */
export function createWorker(db: Db, actor: Actor, fields: WireWorkerFormFields, now: Date): Promise<Checked<WorkerRow>> {
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      await checkUniqueIdCard(tx, actor.unit.id, fields.identityCard);
      const [row] = await tx
        .insert(workers)
        .values({ id: newId(), unitId: actor.unit.id, ...columnsOf(fields), createdBy: actor.user.id, createdAt: now, updatedAt: now })
        .returning();
      await replaceQualifications(tx, row!, fields, now);
      if (!(await linkAttachments(tx, scopeOf(actor.user), fields.attachmentIds, WORKER_BIZ_TYPE, row!.id))) {
        throw new Refusal(ATTACHMENT_FOREIGN);
      }
      return row!;
    }),
  );
}

/** `operator/update`: the operator and the whole set of its qualifications. */
export function updateWorker(db: Db, actor: Actor, id: string, fields: WireWorkerFormFields, now: Date): Promise<Checked<WorkerRow>> {
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      const current = await findWorker(tx, actor.unit.id, id);
      if (!current) throw new Refusal(WORKER_MESSAGES.notFound);
      await checkUniqueIdCard(tx, actor.unit.id, fields.identityCard, id);
      const [row] = await tx.update(workers).set({ ...columnsOf(fields), updatedAt: now }).where(eq(workers.id, id)).returning();
      await replaceQualifications(tx, row!, fields, now);
      if (!(await linkAttachments(tx, scopeOf(actor.user), fields.attachmentIds, WORKER_BIZ_TYPE, id))) {
        throw new Refusal(ATTACHMENT_FOREIGN);
      }
      return row!;
    }),
  );
}

/** `operator/del`: the operator goes with its certificates and attachments. */
export async function deleteWorker(db: Db, unitId: string, id: string): Promise<{ ok: true } | { ok: false; message: string }> {
  return db.transaction(async (tx) => {
    const current = await findWorker(tx, unitId, id);
    if (!current) return { ok: false as const, message: WORKER_MESSAGES.notFound };
    await deleteAttachmentsOf(tx, WORKER_BIZ_TYPE, id);
    await tx.delete(workers).where(eq(workers.id, id));
    return { ok: true as const };
  });
}
