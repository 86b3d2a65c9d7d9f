import type { WireInspectionApplicationState } from '@portal/legacy-protocol';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { equipmentInspections, inspectionSchedules, reports, type EquipmentRow } from '../db/schema';
import { formatWireDate } from '../http/wire-date';
import type { InspectionApplicationItemRow, InspectionApplicationRow } from '../resources/inspection-applications/table';
import { issueRemark, resultRemark, resultReportRow, scheduleRemark } from '../resources/inspection-processing/writes';
import { DEMO_ACCOUNTS } from './demo-accounts';

const DAY_MS = 24 * 3600 * 1000;
/** The institute's steps are recorded under the name of the account that takes them, as the workflow does. */
const INSTITUTE_OPERATOR = DEMO_ACCOUNTS.shenhe.name;

/** The institute's part of a finished demo application: when it was scheduled, who inspected, when the report was issued. */
export type DemoInspection = { scheduledDaysAgo: number; inspector: string; issuedDaysAgo: number };

export type DemoStep = [WireInspectionApplicationState, number, string, string];

const daysAgo = (now: Date, date: string): number => Math.round((Date.parse(formatWireDate(now)) - Date.parse(date)) / DAY_MS);

/**
 * A finished inspection is the equipment's current inspection: the day, conclusion, report number and
 * next date of each item's file (the seeded inspection history), so the file, the report and the
 * application tell one story.
 */
function checkOf(files: readonly EquipmentRow[]) {
  const checkDate = files[0]?.lastCheckDate;
  if (!checkDate || files.some((file) => file.lastCheckDate !== checkDate || !file.inspectionReportNo || !file.checkConclusion)) {
    throw new Error('demo inspection: every item needs the same last check with a report and a conclusion');
  }
  return checkDate;
}

/** The history steps 约检 → 报告编制中 → 报告已出具, with the remarks the workflow writes. */
export function inspectionSteps(inspection: DemoInspection, files: readonly EquipmentRow[], now: Date): DemoStep[] {
  const checkDate = checkOf(files);
  const checkDaysAgo = daysAgo(now, checkDate);
  if (!(inspection.scheduledDaysAgo > checkDaysAgo && checkDaysAgo > inspection.issuedDaysAgo)) {
    throw new Error(`demo inspection: schedule (${inspection.scheduledDaysAgo}) → check (${checkDaysAgo}) → issue (${inspection.issuedDaysAgo}) out of order`);
  }
  return [
    ['已约检', inspection.scheduledDaysAgo, INSTITUTE_OPERATOR, scheduleRemark(checkDate, inspection.inspector)],
    ['报告编制中', checkDaysAgo, INSTITUTE_OPERATOR, resultRemark(checkDate, files.map((file) => file.checkConclusion!), '')],
    ['报告已出具', inspection.issuedDaysAgo, INSTITUTE_OPERATOR, issueRemark(files.map((file) => file.inspectionReportNo!))],
  ];
}

/**
 * The rows those steps write: the schedule (appointment on the inspection day) and one issued report
 * per item, built by the workflow's own row builder and tied to the file's inspection history entry.
 * Runs before `seedReportsFromHistory`, which then skips these report numbers.
 */
export async function insertInspectionOutcome(
  db: Db,
  application: InspectionApplicationRow,
  items: readonly InspectionApplicationItemRow[],
  files: ReadonlyMap<string, EquipmentRow>,
  inspection: DemoInspection,
  now: Date,
): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const itemFiles = items.map((item) => files.get(item.equipmentId ?? '')!);
  const checkDate = checkOf(itemFiles);
  const recordedAt = at(daysAgo(now, checkDate));
  await db.insert(inspectionSchedules).values({
    applicationId: application.id,
    scheduledDate: checkDate,
    inspector: inspection.inspector,
    checkDate,
    resultRemark: '',
    updatedAt: recordedAt,
  });
  for (const [position, item] of items.entries()) {
    const file = itemFiles[position]!;
    const [history] = await db
      .select({ id: equipmentInspections.id })
      .from(equipmentInspections)
      .where(and(eq(equipmentInspections.equipmentId, file.id), eq(equipmentInspections.reportNo, file.inspectionReportNo!)));
    const result = {
      reportNo: file.inspectionReportNo!,
      inspector: inspection.inspector,
      checkDate,
      conclusion: file.checkConclusion!,
      nextCheckDate: file.nextCheckDate,
      remark: '',
    };
    await db.insert(reports).values({
      ...resultReportRow(application, item, result, recordedAt),
      // The id seedReportsFromHistory would give this inspection's report.
      id: `r-${history?.id ?? `${application.id}-${position + 1}`}`,
      inspectionId: history?.id ?? null,
      issuedAt: at(inspection.issuedDaysAgo),
    });
  }
}
