import { INSPECTION_PROCESSING_MESSAGES, REISSUE_MESSAGES } from '@portal/legacy-protocol';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { equipment, equipmentInspections } from '../../db/schema';
import { Refusal } from '../../http/refusal';
import { nextReportNo, type Decider } from '../inspection-processing/writes';
import { reportDocument } from './documents';
import { reportFileTypes } from './store';
import { reports, type ReportRow } from './table';

/** What a re-issue made: the superseded report's number and the new one's. */
export type ReissuedReport = { oldReportNo: string; newReportNo: string; newReportId: string };

/**
 * 重新出具检验报告 (docs/inspection-processing.md, "Documents"): a new report row — a new number, the
 * same equipment, application, result and people, `version` + 1, issued now by the decider — that
 * supersedes the unit's issued report `reportNo`; the old row keeps its number and its kept files
 * (never rendered again). The equipment's file and its inspection history then name the new number,
 * and the new report's files are rendered and kept in the same transaction `tx`.
 * The old row is claimed with a conditional update, so two re-issues of one report at once make one
 * new version: the second is refused and rolled back.
 */
export async function reissueReport(
  context: Pick<AppContext, 'db' | 'samples'>,
  tx: Db,
  entry: { unitId: string; reportNo: string; by: Decider; origin: string },
): Promise<ReissuedReport> {
  const [old] = await tx
    .select()
    .from(reports)
    .where(and(eq(reports.unitId, entry.unitId), eq(reports.reportNo, entry.reportNo), isNotNull(reports.issuedAt)));
  if (!old) throw new Refusal(REISSUE_MESSAGES.reportNotFound);
  if (old.supersededBy) throw new Refusal(REISSUE_MESSAGES.reportSuperseded);
  // 审核批准 is a second person here too: whoever recorded the result cannot issue its new version.
  if (old.recordedBy && old.recordedBy === entry.by.userId) throw new Refusal(INSPECTION_PROCESSING_MESSAGES.issuerIsRecorder);
  const newReportNo = await nextReportNo(tx, old.categoryCode, old.checkDate);
  const next: ReportRow = {
    ...old,
    id: newId(),
    reportNo: newReportNo,
    version: old.version + 1,
    supersedes: old.id,
    supersededBy: null,
    supersededAt: null,
    issuedAt: entry.by.now,
    issuedBy: entry.by.userId,
    createdAt: entry.by.now,
  };
  const { verifyCode: _drawnAgain, ...row } = next;
  const [inserted] = await tx.insert(reports).values(row).returning();
  if (!inserted) throw new Error('the new report version was not stored');
  const claimed = await tx
    .update(reports)
    .set({ supersededBy: inserted.id, supersededAt: entry.by.now })
    .where(and(eq(reports.id, old.id), isNull(reports.supersededBy)))
    .returning({ id: reports.id });
  if (claimed.length === 0) throw new Refusal(REISSUE_MESSAGES.reportSuperseded);
  if (old.inspectionId) {
    await tx.update(equipmentInspections).set({ reportNo: newReportNo, updatedAt: entry.by.now }).where(eq(equipmentInspections.id, old.inspectionId));
  }
  if (old.equipmentId) {
    // Only while the old report is still the file's latest: a later inspection's report stays.
    await tx
      .update(equipment)
      .set({ inspectionReportNo: newReportNo, updatedAt: entry.by.now })
      .where(and(eq(equipment.id, old.equipmentId), eq(equipment.inspectionReportNo, old.reportNo)));
  }
  for (const type of reportFileTypes(inserted.conclusion)) await reportDocument(context, inserted, type, entry.origin, tx);
  return { oldReportNo: old.reportNo, newReportNo, newReportId: inserted.id };
}
