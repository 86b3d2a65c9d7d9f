import type { WireInspectionApplicationState } from '@portal/legacy-protocol';
import { and, count, eq, inArray } from 'drizzle-orm';
import { noticeSummaryAnswer } from '../notices/answer';
import { recentNotices } from '../notices/store';
import type { Db } from '../../db/database';
import { equipment, inspectionApplications, useRegistrations } from '../../db/schema';
import { DUE_WINDOW_DAYS, inspectionDue, overdue, unqualified } from '../equipment/views';
import { formatWireDate } from '../../http/wire-date';

const RECENT_NOTICES = 5;
/** Applications the unit must act on: complete a draft, correct a returned one, answer an opinion notice. */
const UNIT_ACTION_WORDS: WireInspectionApplicationState[] = ['草稿', '退回', '意见通知书'];

async function countOf(db: Db, table: typeof equipment | typeof useRegistrations | typeof inspectionApplications, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

// The equipment figures use the query views' own conditions, so each matches the rows of its list.
async function unitFigures(db: Db, unitId: string, today: string) {
  const ofUnit = eq(equipment.unitId, unitId);
  const ofUnitApplications = eq(useRegistrations.unitId, unitId);
  const ofUnitInspections = eq(inspectionApplications.unitId, unitId);
  const [inspectionDueCount, overdueCount, unqualifiedCount, useRegistDraftCount, useRegistReturnedCount, appOnlineWaitCount, appOnlinePayCount, equipmentCounts] = await Promise.all([
    countOf(db, equipment, and(ofUnit, inspectionDue(today, DUE_WINDOW_DAYS))),
    countOf(db, equipment, and(ofUnit, overdue(today))),
    countOf(db, equipment, and(ofUnit, unqualified())),
    countOf(db, useRegistrations, and(ofUnitApplications, eq(useRegistrations.state, '草稿'))),
    countOf(db, useRegistrations, and(ofUnitApplications, eq(useRegistrations.state, '退回补正'))),
    // Inspection applications waiting for the unit (drafts, returned ones, opinion notices to answer), and those awaiting payment.
    countOf(db, inspectionApplications, and(ofUnitInspections, inArray(inspectionApplications.state, UNIT_ACTION_WORDS))),
    countOf(db, inspectionApplications, and(ofUnitInspections, eq(inspectionApplications.state, '待缴费'))),
    db
      .select({ equCategory: equipment.categoryCode, useState: equipment.useState, count: count() })
      .from(equipment)
      .where(ofUnit)
      .groupBy(equipment.categoryCode, equipment.useState)
      .orderBy(equipment.categoryCode, equipment.useState),
  ]);
  return { inspectionDueCount, overdueCount, unqualifiedCount, useRegistDraftCount, useRegistReturnedCount, appOnlineWaitCount, appOnlinePayCount, equipmentCounts };
}

const NO_UNIT = {
  inspectionDueCount: 0,
  overdueCount: 0,
  unqualifiedCount: 0,
  useRegistDraftCount: 0,
  useRegistReturnedCount: 0,
  appOnlineWaitCount: 0,
  appOnlinePayCount: 0,
  equipmentCounts: [],
};

/**
 * `index/overview`: what the unit must look at today (Asia/Shanghai): equipment due for inspection
 * within DUE_WINDOW_DAYS (today included), overdue, or whose last conclusion failed (the query
 * views' definitions), its drafts and applications returned for correction, its equipment per
 * category and use state, and the latest notices. Staff without a unit get only the notices.
 */
export async function dashboardOverview(db: Db, unitId: string | null, now: Date) {
  const today = formatWireDate(now);
  const [figures, notices] = await Promise.all([
    unitId ? unitFigures(db, unitId, today) : Promise.resolve(NO_UNIT),
    recentNotices(db, RECENT_NOTICES),
  ]);
  return { dueDays: DUE_WINDOW_DAYS, ...figures, recentArticles: notices.map(noticeSummaryAnswer) };
}
