import type { InspectionApplicationState } from '@portal/contract';
import { inspectionStateWord } from '@portal/legacy-protocol';
import { and, asc, count, desc, eq, ilike, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { units } from '../../db/schema';
import { likePattern, wirePage, type Paging, type WirePage } from '../../http/paging';
import { formatWireDateTime } from '../../http/wire-date';
import { attachmentAnswer } from '../attachments/answer';
import { listAttachments } from '../attachments/store';
import { inspectionApplicationAnswer, inspectionApplicationDetailAnswer } from '../inspection-applications/answer';
import { inspectionApplicationConditions, historyOf, itemsOf, type InspectionApplicationFilters, type InspectionApplicationListRow } from '../inspection-applications/store';
import { inspectionApplications, type InspectionApplicationRow } from '../inspection-applications/table';
import { INSPECTION_APPLICATION_BIZ_TYPE } from '../inspection-applications/writes';
import { reports, type ReportRow } from '../reports/table';
import { safetyGradesOf } from './next-check';
import { rectificationOf } from './rectification';
import { inspectionSchedules, type InspectionScheduleRow } from './table';

/** The names of the units of `rows`, by unit id. */
export async function unitNamesOf(db: Db, unitIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(unitIds)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: units.id, name: units.name }).from(units).where(inArray(units.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A row of the institute's list: the application as `appOnline/list` writes it, and its unit. */
export function processingRowAnswer(row: InspectionApplicationListRow, unitName: string) {
  return { application: inspectionApplicationAnswer(row), unitName };
}

export async function scheduleOf(db: Db, applicationId: string): Promise<InspectionScheduleRow | null> {
  const [row] = await db.select().from(inspectionSchedules).where(eq(inspectionSchedules.applicationId, applicationId));
  return row ?? null;
}

/** The reports recorded for an application (pending ones have no `issued_at`), in item order. */
export function reportsOfApplication(db: Db, applicationId: string): Promise<ReportRow[]> {
  return db.select().from(reports).where(eq(reports.applicationId, applicationId)).orderBy(asc(reports.createdAt), asc(reports.reportNo));
}

export function resultAnswer(row: ReportRow) {
  return {
    itemId: row.applicationItemId ?? '',
    reportId: row.id,
    reportNo: row.reportNo,
    checkDate: row.checkDate,
    checkConclusion: row.conclusion,
    nextCheckDate: row.nextCheckDate,
    nextCheckReason: row.nextCheckReason,
    issueDate: row.issuedAt ? formatWireDateTime(row.issuedAt) : null,
  };
}

/** `appOnlineAudit/detail/{id}`: the application in full, its unit, schedule, results and files. */
export async function processingDetailAnswer(db: Db, row: InspectionApplicationRow, viewerId: string) {
  const items = await itemsOf(db, row.id);
  const [history, schedule, results, names, files, rectification, grades] = await Promise.all([
    historyOf(db, row.id),
    scheduleOf(db, row.id),
    reportsOfApplication(db, row.id),
    unitNamesOf(db, [row.unitId]),
    listAttachments(db, { unitId: row.unitId, userId: viewerId }, INSPECTION_APPLICATION_BIZ_TYPE, row.id),
    rectificationOf(db, row.id),
    safetyGradesOf(db, items),
  ]);
  return {
    application: inspectionApplicationDetailAnswer(row, items, history),
    unitName: names.get(row.unitId) ?? '',
    unitId: row.unitId,
    scheduleDate: schedule?.scheduledDate ?? null,
    inspector: schedule?.inspector ?? null,
    checkDate: schedule?.checkDate ?? null,
    resultRemark: schedule?.resultRemark ?? '',
    results: results.filter((report) => report.applicationItemId !== null).map(resultAnswer),
    safetyGrades: [...grades].map(([itemId, safetyGrade]) => ({ itemId, safetyGrade })),
    attachments: files.map(attachmentAnswer),
    rectifyDeadline: rectification?.deadline ?? null,
    rectifyContent: rectification?.content ?? null,
    rectifyDate: rectification?.submittedAt ? formatWireDateTime(rectification.submittedAt) : null,
    rectifyBy: rectification?.submittedBy ?? null,
  };
}

const itemsOfApplication = sql`(SELECT count(*)::int FROM inspection_application_items i WHERE i.application_id = inspection_applications.id)`;
const categoriesOfApplication = sql`(SELECT coalesce(string_agg(DISTINCT i.category_code, ','), '') FROM inspection_application_items i WHERE i.application_id = inspection_applications.id)`;

/** `awaiting`: only the applications in these states (the caller's queue), or only the others. */
export type ProcessingFilters = InspectionApplicationFilters & { unitName?: string; awaiting?: { states: readonly InspectionApplicationState[]; included: boolean } };

function awaitingCondition(awaiting: ProcessingFilters['awaiting']) {
  if (awaiting === undefined) return undefined;
  const words = awaiting.states.map(inspectionStateWord);
  return awaiting.included ? inArray(inspectionApplications.state, words) : notInArray(inspectionApplications.state, words);
}

/**
 * The institute's desk: every unit's applications but drafts (a draft is the unit's own business),
 * oldest submission first unless `orderBy` says otherwise, each with its unit's name.
 */
export async function listForInstitute(db: Db, filters: ProcessingFilters, paging: Paging): Promise<WirePage<InspectionApplicationListRow & { unitName: string }>> {
  const where = and(
    inspectionApplicationConditions(null, filters),
    ne(inspectionApplications.state, '草稿'),
    filters.unitName ? ilike(units.name, likePattern(filters.unitName)) : undefined,
    awaitingCondition(filters.awaiting),
  );
  const order = paging.orderBy.length > 0 ? paging.orderBy : [desc(inspectionApplications.submittedAt)];
  const [total] = await db
    .select({ value: count() })
    .from(inspectionApplications)
    .innerJoin(units, eq(units.id, inspectionApplications.unitId))
    .where(where);
  const rows = await db
    .select({
      application: inspectionApplications,
      unitName: units.name,
      equipmentCount: itemsOfApplication.mapWith(Number),
      categoryCodes: categoriesOfApplication.mapWith(String),
    })
    .from(inspectionApplications)
    .innerJoin(units, eq(units.id, inspectionApplications.unitId))
    .where(where)
    .orderBy(...order, desc(inspectionApplications.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return wirePage(
    paging,
    total?.value ?? 0,
    rows.map((row) => ({ ...row.application, unitName: row.unitName, equipmentCount: row.equipmentCount, categoryCodes: row.categoryCodes })),
  );
}
