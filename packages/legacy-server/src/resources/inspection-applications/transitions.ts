import {
  canTransition,
  INSPECTION_APPLICATION_TRANSITIONS,
} from '@portal/contract';
import {
  INSPECTION_APPLICATION_MESSAGES,
  inspectionStateCode,
  type WireInspectionApplicationState,
  type WirePaymentState,
} from '@portal/legacy-protocol';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { Refusal } from '../../http/refusal';
import { SMS_SIGNATURE } from '../sms-codes/sender';
import { bookSmsSend } from '../sms-sends/ledger';
import {
  inspectionApplicationHistory,
  inspectionApplications,
  type InspectionApplicationRow,
  type NewInspectionApplicationRow,
} from './table';

/** Whether the contract's state machine allows the move between two stored words. */
export function isAllowedMove(from: WireInspectionApplicationState, to: WireInspectionApplicationState): boolean {
  const fromCode = inspectionStateCode(from);
  const toCode = inspectionStateCode(to);
  return fromCode !== undefined && toCode !== undefined && canTransition(INSPECTION_APPLICATION_TRANSITIONS, fromCode, toCode);
}

/** Columns a move may set along with the state (the institute's opinion, the quoted fee, ...). */
export type TransitionColumns = Partial<
  Pick<NewInspectionApplicationRow, 'opinion' | 'feeTotal' | 'paymentState' | 'institute' | 'wishedDate'>
>;

export type TransitionRequest = {
  id: string;
  to: WireInspectionApplicationState;
  /** Who moved it (the user's name), written to the history. */
  operator: string;
  remark?: string;
  now: Date;
  /** When given, an application of another unit is refused as not found. */
  unitId?: string;
  set?: TransitionColumns;
};

/**
 * Moves an application to `to` when the contract's state machine allows it from its current state:
 * updates the state and `updated_at` (and `submitted_at` + clears the authorisation code on a
 * submit; `payment_state` 已缴费 on 已缴费), writes a history row, and answers the updated row.
 * Throws `Refusal` (not found, or the move not allowed) and changes nothing then.
 * The update is conditional on the state read, so two concurrent moves cannot both pass; pass a
 * transaction as `db` to make the move part of a larger write.
 */
export async function transitionApplication(db: Db, request: TransitionRequest): Promise<InspectionApplicationRow> {
  const { id, to, operator, remark, now, unitId, set } = request;
  const scope = unitId === undefined ? eq(inspectionApplications.id, id) : and(eq(inspectionApplications.id, id), eq(inspectionApplications.unitId, unitId));
  const [current] = await db.select().from(inspectionApplications).where(scope);
  if (!current) throw new Refusal(INSPECTION_APPLICATION_MESSAGES.notFound);
  if (!isAllowedMove(current.state, to)) {
    throw new Refusal(`${INSPECTION_APPLICATION_MESSAGES.transitionRefused}（${current.state} → ${to}）`);
  }
  const paymentState: WirePaymentState | undefined = to === '已缴费' ? '已缴费' : set?.paymentState;
  const [row] = await db
    .update(inspectionApplications)
    .set({
      ...set,
      state: to,
      ...(paymentState ? { paymentState } : {}),
      ...(to === '已提交' ? { submittedAt: now, authCode: null, authCodeExpiresAt: null } : {}),
      ...(to === '已取消' ? { authCode: null, authCodeExpiresAt: null } : {}),
      updatedAt: now,
    })
    .where(and(eq(inspectionApplications.id, id), eq(inspectionApplications.state, current.state)))
    .returning();
  if (!row) throw new Refusal(`${INSPECTION_APPLICATION_MESSAGES.transitionRefused}（${current.state} → ${to}）`);
  await addApplicationHistory(db, { applicationId: id, state: to, operator, remark: remark ?? '', now });
  return row;
}

/** The remark a history row keeps: none when it only repeats the state's own word (已受理 / 已受理). */
export function historyRemark(state: WireInspectionApplicationState, remark: string): string {
  return remark.trim() === state ? '' : remark;
}

/** One history row (also used for saves that keep the state, e.g. 保存草稿). */
export async function addApplicationHistory(
  db: Db,
  entry: { applicationId: string; state: WireInspectionApplicationState; operator: string; remark: string; now: Date },
): Promise<void> {
  await db.insert(inspectionApplicationHistory).values({
    id: newId(),
    applicationId: entry.applicationId,
    state: entry.state,
    operator: entry.operator,
    remark: historyRemark(entry.state, entry.remark),
    changedAt: entry.now,
  });
}

/**
 * Texts the application's site contact: `text` after the platform's signature and the application
 * number, e.g. notifyApplicant(context, row, '已通过预审，请缴纳检验费用。'). A failed send is
 * swallowed (the state move stands; the SMS is a courtesy), and so is one past the caps on texts to
 * a number the unit typed (sms-sends/ledger.ts): the unit sees the state on its screens anyway.
 */
export async function notifyApplicant(
  context: Pick<AppContext, 'sms' | 'db' | 'now'>,
  application: Pick<InspectionApplicationRow, 'id' | 'unitId' | 'applicationNo' | 'siteContactMobile'>,
  text: string,
): Promise<void> {
  if (!application.siteContactMobile) return;
  const booked = await bookSmsSend(context.db, {
    purpose: 'application-notice',
    mobile: application.siteContactMobile,
    unitId: application.unitId,
    userId: null,
    recordId: application.id,
    now: context.now(),
  });
  if (booked) return;
  await textApplicant(context, application, text);
}

/** Sends the text of notifyApplicant without booking it: for a text its caller has booked itself. */
export async function textApplicant(
  context: Pick<AppContext, 'sms'>,
  application: Pick<InspectionApplicationRow, 'applicationNo' | 'siteContactMobile'>,
  text: string,
): Promise<void> {
  if (!application.siteContactMobile) return;
  const content = `${SMS_SIGNATURE}您的报检申请 ${application.applicationNo} ${text}`;
  await context.sms.send({ mobile: application.siteContactMobile, content }).catch(() => undefined);
}
