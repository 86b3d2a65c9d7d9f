import { conclusionsForCategory, INSPECTION_CONCLUSIONS, type InspectionConclusion, type InspectionStage } from '@portal/contract';
import { INSPECTION_PROCESSING_MESSAGES, type WireInspectionApplicationState, type WireResultForm } from '@portal/legacy-protocol';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { nextSequenceValue } from '../../db/sequences';
import { equipment, equipmentInspections } from '../../db/schema';
import { Refusal } from '../../http/refusal';
import { formatWireDate } from '../../http/wire-date';
import { changeFees, type FeeChange } from '../inspection-applications/fee-change';
import { findApplication, itemsOf } from '../inspection-applications/store';
import { inspectionApplicationHistory } from '../inspection-applications/table';
import type { InspectionApplicationItemRow, InspectionApplicationRow } from '../inspection-applications/table';
import { transitionApplication } from '../inspection-applications/transitions';
import { isFailedConclusion } from '../reports/store';
import { reports, type NewReportRow } from '../reports/table';
import { checkNextCheckDates, overrideRemark, safetyGradesOf } from './next-check';
import { storedCheckItems } from './check-items';
import { openRectification } from './rectification';
import { inspectionSchedules } from './table';

const M = INSPECTION_PROCESSING_MESSAGES;

/** Who makes a move: the user's id (for the rules that compare people), name (for the history) and the time. */
export type Decider = { userId: string; name: string; now: Date };

async function load(db: Db, id: string): Promise<InspectionApplicationRow> {
  const row = await findApplication(db, null, id);
  if (!row) throw new Refusal('报检申请不存在或无权查看');
  return row;
}

/**
 * 预审: passing asks the applicant to pay the quoted fee (待缴费), or a fee changed with a reason,
 * which the applicant accepts before paying (fee-change.ts); returning (退回) needs a reason.
 */
export async function preReview(db: Db, id: string, pass: boolean, opinion: string, by: Decider, feeChange: FeeChange = { fees: [], reason: '' }): Promise<InspectionApplicationRow> {
  const row = await load(db, id);
  if (!pass && opinion === '') throw new Refusal(M.reasonRequired);
  if (!pass) return transitionApplication(db, { id, to: '退回', operator: by.name, remark: opinion, now: by.now, set: { opinion } });
  if (row.state === '已提交' && row.feeTotal === null) throw new Refusal(M.noFee);
  return db.transaction(async (tx) => {
    const changed = await changeFees(tx, row, feeChange, by.now);
    const quoted = changed ? `预审通过，检验费用由 ${row.feeTotal ?? 0} 元调整为 ${changed.feeTotal} 元，原因：${changed.feeChangeReason}` : `预审通过，检验费用 ${row.feeTotal ?? 0} 元`;
    const remark = changed && opinion ? `${quoted}；${opinion}` : opinion || quoted;
    return transitionApplication(tx, { id, to: '待缴费', operator: by.name, remark, now: by.now, set: { opinion: opinion || null, ...changed } });
  });
}

/** 受理: only a paid application; one awaiting payment is refused with that reason. */
export async function accept(db: Db, id: string, remark: string, by: Decider): Promise<InspectionApplicationRow> {
  const row = await load(db, id);
  if (row.state === '待缴费') throw new Refusal(M.notPaid);
  return transitionApplication(db, { id, to: '已受理', operator: by.name, remark, now: by.now });
}

/** When the application was last accepted (受理), from its history; null when it never was. */
async function acceptedAt(db: Db, id: string): Promise<Date | null> {
  const [row] = await db
    .select({ changedAt: inspectionApplicationHistory.changedAt })
    .from(inspectionApplicationHistory)
    .where(and(eq(inspectionApplicationHistory.applicationId, id), eq(inspectionApplicationHistory.state, '已受理')))
    .orderBy(desc(inspectionApplicationHistory.changedAt))
    .limit(1);
  return row?.changedAt ?? null;
}

/** The history remarks of the institute's steps (the demo seed writes the same). */
export const scheduleRemark = (scheduledDate: string, inspector: string): string => `约检日期 ${scheduledDate}，检验人员 ${inspector}`;
export const resultRemark = (checkDate: string, conclusions: readonly string[], remark: string): string =>
  `检验日期 ${checkDate}，结论：${conclusions.join('、')}${remark ? `；${remark}` : ''}`;
export const issueRemark = (reportNos: readonly string[]): string => `出具报告 ${reportNos.join('、')}`;

export type ItemResult = {
  reportNo: string;
  inspector: string;
  checkDate: string;
  conclusion: string;
  nextCheckDate: string | null;
  /** Why the next check date is not its rule's (absent or '' when it is). */
  nextCheckReason?: string;
  remark: string;
};

/** The report an item's recorded result writes (pending: no `issuedAt`); the demo seed builds its rows with it too. */
export function resultReportRow(application: InspectionApplicationRow, item: InspectionApplicationItemRow, result: ItemResult, now: Date): NewReportRow {
  return {
    id: newId(),
    unitId: application.unitId,
    equipmentId: item.equipmentId,
    applicationId: application.id,
    applicationItemId: item.id,
    reportNo: result.reportNo,
    kind: application.kind,
    categoryCode: item.categoryCode,
    subTypeCode: item.subTypeCode,
    equipmentName: item.equipmentName,
    registerCode: item.registerCode,
    deviceCode: item.deviceCode,
    usePlace: item.usePlace,
    institute: application.institute || '宁波市特种设备检验研究院',
    inspector: result.inspector,
    checkDate: result.checkDate,
    conclusion: result.conclusion,
    nextCheckDate: result.nextCheckDate || null,
    nextCheckReason: result.nextCheckReason ?? '',
    remark: result.remark,
    createdAt: now,
  };
}

export const reinspectionRemark = (scheduledDate: string, inspector: string): string => `复检日期 ${scheduledDate}，检验人员 ${inspector}`;

/** 约检 (again to re-schedule), or 安排复检 after the unit's rectification: the appointment and the inspector. */
export async function schedule(db: Db, id: string, scheduledDate: string, inspector: string, by: Decider, stage: InspectionStage = 'first'): Promise<InspectionApplicationRow> {
  return db.transaction(async (tx) => {
    const reinspection = stage === 'reinspection';
    const moved = await transitionApplication(tx, {
      id,
      to: reinspection ? '复检' : '已约检',
      operator: by.name,
      remark: reinspection ? reinspectionRemark(scheduledDate, inspector) : scheduleRemark(scheduledDate, inspector),
      now: by.now,
    });
    await tx
      .insert(inspectionSchedules)
      .values({ applicationId: id, scheduledDate, inspector, updatedAt: by.now })
      .onConflictDoUpdate({ target: inspectionSchedules.applicationId, set: { scheduledDate, inspector, updatedAt: by.now } });
    return moved;
  });
}

const REPORT_PREFIX: Record<string, string> = {
  '1000': 'GL',
  '2000': 'RQ',
  '3000': 'DT',
  '4000': 'QZ',
  '5000': 'CC',
  '6000': 'YL',
  '7000': 'YJ',
  '8000': 'GD',
  '9000': 'SD',
};

export async function nextReportNo(db: Db, categoryCode: string, checkDate: string): Promise<string> {
  const value = Number(await nextSequenceValue(db, 'report_no_seq'));
  // Above the seeded numbers (5-digit serials of the equipment ids).
  return `NBTJ-${REPORT_PREFIX[categoryCode] ?? 'QT'}-${checkDate.slice(0, 4)}-${String(100000 + value)}`;
}

function conclusionWord(code: InspectionConclusion): string {
  return INSPECTION_CONCLUSIONS.find((conclusion) => conclusion.code === code)?.label ?? code;
}

function conclusionCodeOf(word: string): InspectionConclusion | undefined {
  return INSPECTION_CONCLUSIONS.find((conclusion) => conclusion.label === word)?.code;
}

/** Refuses a conclusion the item's category cannot reach, or one of the other stage (复检合格 at a first inspection). */
function checkConclusion(item: InspectionApplicationItemRow, word: string, stage: InspectionStage): void {
  const code = conclusionCodeOf(word);
  if (code && conclusionsForCategory(item.categoryCode, stage).includes(code)) return;
  const otherStage: InspectionStage = stage === 'first' ? 'reinspection' : 'first';
  const message = code && conclusionsForCategory(item.categoryCode, otherStage).includes(code) ? M.conclusionStage : M.conclusionInvalid;
  throw new Refusal(`${message}（${item.equipmentName}）`);
}

/**
 * The inspection result: one conclusion (valid for the item's category and the stage) and next date
 * per item, the rule's or another with a reason (`checkNextCheckDates`). Writes a pending report per item (replacing earlier pending ones) and moves the
 * application to 报告编制中; a failed first inspection goes to 意见通知书 instead, with the
 * rectification deadline, and a re-inspection (复检) goes to the report whatever it found.
 */
export async function recordResult(db: Db, form: WireResultForm, by: Decider): Promise<InspectionApplicationRow> {
  const row = await load(db, form.id);
  const items = await itemsOf(db, row.id);
  const byItem = new Map(form.results.map((result) => [result.itemId, result]));
  if (byItem.size !== form.results.length || items.length !== form.results.length || items.some((item) => !byItem.has(item.id))) {
    throw new Refusal(M.resultInvalid);
  }
  // A result is recorded after the visit: a check date after today (Beijing's) is refused, and so is
  // one before the application was accepted (no visit happens before 受理).
  if (form.checkDate > formatWireDate(by.now)) throw new Refusal(M.checkDateFuture);
  const accepted = await acceptedAt(db, row.id);
  if (accepted && form.checkDate < formatWireDate(accepted)) throw new Refusal(M.checkDateBeforeAcceptance);
  const stage: InspectionStage = row.state === '复检' ? 'reinspection' : 'first';
  for (const item of items) checkConclusion(item, byItem.get(item.id)!.checkConclusion, stage);
  const overridden = checkNextCheckDates(row, items, form, await safetyGradesOf(db, items));
  const notice = stage === 'first' && form.results.some((result) => isFailedConclusion(result.checkConclusion));
  if (notice && form.rectifyDeadline === '') throw new Refusal(M.deadlineRequired);
  if (notice && form.rectifyDeadline < form.checkDate) throw new Refusal(M.deadlineBeforeCheck);
  const to: WireInspectionApplicationState = notice ? '意见通知书' : '报告编制中';
  const scheduled = await db.select().from(inspectionSchedules).where(eq(inspectionSchedules.applicationId, row.id));
  const inspector = scheduled[0]?.inspector ?? '';
  return db.transaction(async (tx) => {
    const moved = await transitionApplication(tx, {
      id: row.id,
      to,
      operator: by.name,
      // The history keeps each date set against its rule, with the reason given.
      remark: [resultRemark(form.checkDate, form.results.map((result) => result.checkConclusion), form.remark), overrideRemark(overridden)].filter(Boolean).join('；'),
      now: by.now,
    });
    await tx.delete(reports).where(and(eq(reports.applicationId, row.id), isNull(reports.issuedAt)));
    for (const item of items) {
      const result = byItem.get(item.id)!;
      const reportNo = await nextReportNo(tx, item.categoryCode, form.checkDate);
      const recorded = { reportNo, inspector, checkDate: form.checkDate, conclusion: result.checkConclusion, nextCheckDate: result.nextCheckDate, nextCheckReason: result.nextCheckReason, remark: form.remark };
      const checkItems = storedCheckItems(item, result.checkConclusion, result.checkItems ?? []);
      await tx.insert(reports).values({ ...resultReportRow(row, item, recorded, by.now), recordedBy: by.userId, checkItems: checkItems.length > 0 ? checkItems : null });
    }
    await tx
      .insert(inspectionSchedules)
      .values({ applicationId: row.id, scheduledDate: form.checkDate, inspector, checkDate: form.checkDate, resultRemark: form.remark, updatedAt: by.now })
      .onConflictDoUpdate({ target: inspectionSchedules.applicationId, set: { checkDate: form.checkDate, resultRemark: form.remark, updatedAt: by.now } });
    if (notice) await openRectification(tx, row.id, form.rectifyDeadline, by.now);
    return moved;
  });
}

/**
 * Issues the reports of an application in 报告编制中: stamps them, adds each inspection to its
 * equipment's history and moves the file's inspection block on (last check, conclusion, report
 * no., next inspection date).
 */
export async function issueReports(db: Db, id: string, by: Decider): Promise<InspectionApplicationRow> {
  const row = await load(db, id);
  const pending = await db.select().from(reports).where(and(eq(reports.applicationId, id), isNull(reports.issuedAt)));
  if (row.state === '报告编制中' && pending.length === 0) throw new Refusal(M.noResult);
  // 审核批准 is a second person: whoever recorded a result cannot issue its report.
  if (pending.some((report) => report.recordedBy === by.userId)) throw new Refusal(M.issuerIsRecorder);
  return db.transaction(async (tx) => {
    const moved = await transitionApplication(tx, { id, to: '报告已出具', operator: by.name, remark: issueRemark(pending.map((report) => report.reportNo)), now: by.now });
    for (const report of pending) {
      let inspectionId: string | null = null;
      if (report.equipmentId) {
        inspectionId = newId();
        await tx.insert(equipmentInspections).values({
          id: inspectionId,
          equipmentId: report.equipmentId,
          checkDate: report.checkDate,
          kind: report.kind,
          institute: report.institute,
          reportNo: report.reportNo,
          conclusion: report.conclusion,
          nextCheckDate: report.nextCheckDate,
          createdAt: by.now,
          updatedAt: by.now,
        });
        await tx
          .update(equipment)
          .set({
            inspectionInstitute: report.institute,
            inspectionKind: report.kind,
            inspectionReportNo: report.reportNo,
            lastCheckDate: report.checkDate,
            checkConclusion: report.conclusion,
            nextCheckDate: report.nextCheckDate,
            updatedAt: by.now,
          })
          .where(eq(equipment.id, report.equipmentId));
      }
      await tx.update(reports).set({ issuedAt: by.now, issuedBy: by.userId, inspectionId }).where(eq(reports.id, report.id));
    }
    return moved;
  });
}

export { conclusionWord };
