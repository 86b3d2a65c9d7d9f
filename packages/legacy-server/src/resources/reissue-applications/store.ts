import type { WireReissueOutcome, WireReissueState } from '@portal/legacy-protocol';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { units } from '../../db/schema';
import { wirePage, type PageNumbers, type WirePage } from '../../http/paging';
import { keywordCondition } from '../../http/query-params';
import { reissueApplications, type ReissueApplicationRow } from './table';

export type ReissueListRow = ReissueApplicationRow & { unitName: string };

/** A page of re-issue applications, newest first: the unit's (`unitId`) or every unit's (null, the institute). */
export async function listReissues(
  db: Db,
  unitId: string | null,
  filters: { state?: WireReissueState; keyword?: string },
  paging: PageNumbers,
): Promise<WirePage<ReissueListRow>> {
  const where: (SQL | undefined)[] = [];
  if (unitId !== null) where.push(eq(reissueApplications.unitId, unitId));
  if (filters.state) where.push(eq(reissueApplications.state, filters.state));
  if (filters.keyword) where.push(keywordCondition(filters.keyword, [reissueApplications.reportNo, reissueApplications.reason, units.name]));
  const condition = and(...where);
  const [total] = await db.select({ value: count() }).from(reissueApplications).innerJoin(units, eq(units.id, reissueApplications.unitId)).where(condition);
  const rows = await db
    .select({ application: reissueApplications, unitName: units.name })
    .from(reissueApplications)
    .innerJoin(units, eq(units.id, reissueApplications.unitId))
    .where(condition)
    .orderBy(desc(reissueApplications.appliedAt), desc(reissueApplications.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return wirePage(paging, total?.value ?? 0, rows.map((row) => ({ ...row.application, unitName: row.unitName })));
}

/** One application, the unit's when `unitId` is given (another unit's is as absent as a missing one). */
export async function findReissue(db: Db, unitId: string | null, id: string): Promise<ReissueListRow | null> {
  const scope = unitId === null ? eq(reissueApplications.id, id) : and(eq(reissueApplications.id, id), eq(reissueApplications.unitId, unitId));
  const [row] = await db
    .select({ application: reissueApplications, unitName: units.name })
    .from(reissueApplications)
    .innerJoin(units, eq(units.id, reissueApplications.unitId))
    .where(scope);
  return row ? { ...row.application, unitName: row.unitName } : null;
}

export async function insertReissue(
  db: Db,
  entry: { unitId: string; userId: string; reportNo: string; reason: string; requestedOutcome: WireReissueOutcome; now: Date },
): Promise<string> {
  const id = newId();
  await db.insert(reissueApplications).values({
    id,
    unitId: entry.unitId,
    reportNo: entry.reportNo,
    reason: entry.reason,
    requestedOutcome: entry.requestedOutcome,
    state: '已提交',
    appliedBy: entry.userId,
    appliedAt: entry.now,
    updatedAt: entry.now,
  });
  return id;
}

/** The institute's decision, once: false when the application was decided already. */
export async function decideReissue(
  db: Db,
  id: string,
  decision: { approved: boolean; outcome: WireReissueOutcome | null; opinion: string; reviewer: string; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(reissueApplications)
    .set({
      state: decision.approved ? '已通过' : '已退回',
      outcome: decision.approved ? decision.outcome : null,
      opinion: decision.opinion || null,
      reviewer: decision.reviewer,
      reviewedAt: decision.now,
      updatedAt: decision.now,
    })
    .where(and(eq(reissueApplications.id, id), eq(reissueApplications.state, '已提交')))
    .returning({ id: reissueApplications.id });
  return updated.length > 0;
}

/** Keeps the number a re-issue decision issued, for the decision's answer. */
export async function recordIssuedReport(db: Db, id: string, reportNo: string): Promise<void> {
  await db.update(reissueApplications).set({ issuedReportNo: reportNo }).where(eq(reissueApplications.id, id));
}

/** The text the applicant gets: what was decided, and the new number when a report was re-issued. */
export function decisionNotice(reportNo: string, approved: boolean, outcome: WireReissueOutcome | null, newReportNo: string | null): string {
  if (!approved) return `您对检验报告 ${reportNo} 的补发申请已退回，请登录平台查看意见。`;
  if (newReportNo) return `您对检验报告 ${reportNo} 的补发申请已通过，已重新出具检验报告 ${newReportNo}，原报告已被替代。`;
  return `您对检验报告 ${reportNo} 的补发申请已通过，处理方式：${outcome ?? ''}。`;
}
