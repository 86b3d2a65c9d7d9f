import { INSPECTION_APPLICATION_MESSAGES, INSPECTION_PROCESSING_MESSAGES, type WireItemFee } from '@portal/legacy-protocol';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { Refusal } from '../../http/refusal';
import { fenOf, yuanOf } from './fees';
import { findApplication, itemsOf } from './store';
import { inspectionApplicationItems, inspectionApplications, type InspectionApplicationRow } from './table';
import { addApplicationHistory } from './transitions';

const M = INSPECTION_PROCESSING_MESSAGES;

/** The breakdown line pre-review adds to an item whose fee it changed: the difference, so lines still add up. */
export const FEE_CHANGE_LABEL = '预审调整';


/** What pre-review changes: the applications' new fees and the reason (docs/inspection-processing.md). */
export type FeeChange = { fees: readonly WireItemFee[]; reason: string };

/**
 * Sets the items' new fees inside the pre-review's transaction and answers the columns the
 * application keeps: the new total, the total quoted before, the reason and when. A fee equal to the
 * quoted one changes nothing; when none differs the answer is null (an ordinary pass). Refused: a fee
 * for an item not on this application, more than two decimals, or a change without a reason.
 */
export async function changeFees(tx: Db, row: InspectionApplicationRow, change: FeeChange, now: Date) {
  const items = await itemsOf(tx, row.id);
  const byId = new Map(items.map((item) => [item.id, item]));
  const changed = change.fees.filter((entry) => fenOf(entry.fee) !== fenOf(byId.get(entry.itemId)?.fee ?? Number.NaN));
  if (change.fees.some((entry) => !byId.has(entry.itemId) || Math.abs(entry.fee * 100 - fenOf(entry.fee)) > 1e-6)) throw new Refusal(M.feeInvalid);
  if (changed.length === 0) return null;
  if (change.reason === '') throw new Refusal(M.feeReasonRequired);
  for (const entry of changed) {
    const item = byId.get(entry.itemId)!;
    const delta = yuanOf(fenOf(entry.fee) - fenOf(item.fee ?? 0));
    await tx
      .update(inspectionApplicationItems)
      .set({ fee: entry.fee, feeBreakdown: [...item.feeBreakdown, { label: FEE_CHANGE_LABEL, amount: delta }] })
      .where(eq(inspectionApplicationItems.id, item.id));
  }
  const newFee = new Map(changed.map((entry) => [entry.itemId, entry.fee]));
  const total = yuanOf(items.reduce((sum, item) => sum + fenOf(newFee.get(item.id) ?? item.fee ?? 0), 0));
  return { feeTotal: total, quotedFeeTotal: row.feeTotal, feeChangeReason: change.reason, feeChangedAt: now, feeAcceptedAt: null };
}

/** Whether the unit still has to accept a fee pre-review changed before it pays. */
export const awaitsFeeAcceptance = (row: Pick<InspectionApplicationRow, 'feeChangedAt' | 'feeAcceptedAt'>): boolean =>
  row.feeChangedAt !== null && row.feeAcceptedAt === null;

/**
 * appOnline/acceptFee: the unit accepts the changed fee of an application awaiting payment, once
 * (a second accept, or one without a change, is refused); the history keeps who and when.
 */
export async function acceptFee(db: Db, actor: { unitId: string; operator: string }, id: string, now: Date): Promise<InspectionApplicationRow> {
  const current = await findApplication(db, actor.unitId, id);
  if (!current) throw new Refusal(INSPECTION_APPLICATION_MESSAGES.notFound);
  if (current.state !== '待缴费' || !awaitsFeeAcceptance(current)) throw new Refusal(INSPECTION_APPLICATION_MESSAGES.noFeeChange);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(inspectionApplications)
      .set({ feeAcceptedAt: now, updatedAt: now })
      .where(and(eq(inspectionApplications.id, id), eq(inspectionApplications.state, '待缴费'), isNotNull(inspectionApplications.feeChangedAt), isNull(inspectionApplications.feeAcceptedAt)))
      .returning();
    if (!row) throw new Refusal(INSPECTION_APPLICATION_MESSAGES.noFeeChange);
    await addApplicationHistory(tx, { applicationId: id, state: '待缴费', operator: actor.operator, remark: `申请单位确认调整后的检验费用 ${row.feeTotal ?? 0} 元`, now });
    return row;
  });
}
