import { INSPECTION_APPLICATION_STATE_WORDS, type WireReportType } from '@portal/legacy-protocol';
import { and, desc, eq, ilike, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listPage } from '../../http/paged-list';
import { likePattern, type Paging, type WirePage } from '../../http/paging';
import { inspectionApplicationItems, inspectionApplications } from '../inspection-applications/table';
import { reports, type ReportRow } from './table';

/** Conclusions that fail the equipment: their reports come with a 意见通知书 (YJTZS) and no use sign. */
export const FAILED_CONCLUSION_WORDS: readonly string[] = ['不合格', '复检不合格', '不符合要求', '4级'];

export function isFailedConclusion(word: string): boolean {
  return FAILED_CONCLUSION_WORDS.includes(word);
}

/**
 * The print files a report has (this project's reading of the undocumented codes, docs/inspection-processing.md):
 * LLDSJ the inspection report, TZSXZ the conclusion notice, DYSYBJ the use sign (passed only), YJTZS
 * the opinion notice (failed only).
 */
export function reportFileTypes(conclusion: string): WireReportType[] {
  return isFailedConclusion(conclusion) ? ['LLDSJ', 'TZSXZ', 'YJTZS'] : ['LLDSJ', 'TZSXZ', 'DYSYBJ'];
}

export const REPORT_SORTABLE = {
  report_no: reports.reportNo,
  check_date: reports.checkDate,
  next_check_date: reports.nextCheckDate,
  issued_at: reports.issuedAt,
  equipment_name: reports.equipmentName,
  register_code: reports.registerCode,
  category_code: reports.categoryCode,
  conclusion: reports.conclusion,
};

export type ReportFilters = {
  keyword?: string;
  reportNo?: string;
  registerCode?: string;
  categoryCode?: string;
  kind?: string;
  conclusion?: string;
  checkDateFrom?: string;
  /** Exclusive: the client has added the day of the date rule. */
  checkDateBefore?: string;
};

function reportConditions(unitId: string, filters: ReportFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(reports.unitId, unitId), isNotNull(reports.issuedAt)];
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    where.push(or(ilike(reports.equipmentName, pattern), ilike(reports.reportNo, pattern), ilike(reports.registerCode, pattern), ilike(reports.usePlace, pattern)));
  }
  if (filters.reportNo) where.push(ilike(reports.reportNo, likePattern(filters.reportNo)));
  if (filters.registerCode) where.push(ilike(reports.registerCode, `${filters.registerCode.replace(/\D/g, '')}%`));
  if (filters.categoryCode) where.push(eq(reports.categoryCode, filters.categoryCode));
  if (filters.kind) where.push(eq(reports.kind, filters.kind));
  if (filters.conclusion) where.push(eq(reports.conclusion, filters.conclusion));
  if (filters.checkDateFrom) where.push(sql`${reports.checkDate} >= ${filters.checkDateFrom}`);
  if (filters.checkDateBefore) where.push(sql`${reports.checkDate} < ${filters.checkDateBefore}`);
  return and(...where);
}

/** A report with the numbers of the versions before and after it (a re-issue, versions.ts). */
export type VersionedReport = ReportRow & { supersedesNo: string | null; supersededByNo: string | null };

/** The numbers of the reports the rows supersede or are superseded by, in one query. */
export async function withVersionNumbers(db: Db, rows: readonly ReportRow[]): Promise<VersionedReport[]> {
  const ids = [...new Set(rows.flatMap((row) => [row.supersedes, row.supersededBy]).filter((id): id is string => id !== null))];
  const numbers = ids.length === 0 ? [] : await db.select({ id: reports.id, reportNo: reports.reportNo }).from(reports).where(inArray(reports.id, ids));
  const numberOf = new Map(numbers.map((row) => [row.id, row.reportNo]));
  return rows.map((row) => ({
    ...row,
    supersedesNo: row.supersedes ? (numberOf.get(row.supersedes) ?? null) : null,
    supersededByNo: row.supersededBy ? (numberOf.get(row.supersededBy) ?? null) : null,
  }));
}

/** One page of the unit's issued reports, newest inspection first unless `orderBy` says otherwise. */
export async function listReports(db: Db, unitId: string, filters: ReportFilters, paging: Paging): Promise<WirePage<VersionedReport>> {
  const order = paging.orderBy.length > 0 ? paging.orderBy : [desc(reports.checkDate)];
  const rows = db.select().from(reports).$dynamic();
  const page = await listPage(db, reports, rows, reportConditions(unitId, filters), { ...paging, orderBy: [...order, desc(reports.id)] }, (row) => row);
  return { ...page, list: await withVersionNumbers(db, page.list) };
}

/** An issued report of the unit; another unit's, or one not issued yet, is as absent as a missing one. */
export async function findIssuedReport(db: Db, unitId: string, id: string): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.unitId, unitId), isNotNull(reports.issuedAt)));
  return row ?? null;
}

const W = INSPECTION_APPLICATION_STATE_WORDS;
/** While the unit is asked to rectify, the opinion notice of the failed (not yet issued) report is its to read. */
const OPINION_BRANCH = [W.opinion_notice, W.rectification_feedback, W.reinspection];

/**
 * A report file the unit may download: any file of an issued report of its own, and the opinion
 * notice (YJTZS) of a pending one while its application is in the opinion-notice branch.
 */
export async function findPrintableReport(db: Db, unitId: string, id: string, type: WireReportType): Promise<ReportRow | null> {
  const issued = await findIssuedReport(db, unitId, id);
  if (issued || type !== 'YJTZS') return issued;
  const [row] = await db
    .select({ report: reports })
    .from(reports)
    .innerJoin(inspectionApplications, eq(inspectionApplications.id, reports.applicationId))
    .where(and(eq(reports.id, id), eq(reports.unitId, unitId), isNull(reports.issuedAt), inArray(inspectionApplications.state, OPINION_BRANCH)));
  return row?.report ?? null;
}
/** Applications not in process: not submitted yet, or finished one way or the other. */
const NOT_FLOWING = [W.draft, W.cancelled, W.report_issued, W.archived];

export type FlowingRow = {
  id: string;
  applicationNo: string;
  kind: string;
  state: string;
  updatedAt: Date;
  equipmentName: string;
  registerCode: string;
  equipmentCount: number;
};

/** report-query-flowing: the unit's applications whose report is not out yet, most recently moved first. */
export async function listFlowing(
  db: Db,
  unitId: string,
  filters: { keyword?: string; state?: string },
  paging: Pick<Paging, 'pageNo' | 'pageSize' | 'offset'>,
): Promise<WirePage<FlowingRow>> {
  const where: (SQL | undefined)[] = [eq(inspectionApplications.unitId, unitId), notInArray(inspectionApplications.state, NOT_FLOWING)];
  if (filters.state) where.push(eq(inspectionApplications.state, filters.state as (typeof NOT_FLOWING)[number]));
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    where.push(
      or(
        ilike(inspectionApplications.applicationNo, pattern),
        sql`exists (select 1 from ${inspectionApplicationItems} where ${inspectionApplicationItems.applicationId} = ${inspectionApplications.id}
          and (${inspectionApplicationItems.equipmentName} ilike ${pattern} or ${inspectionApplicationItems.registerCode} ilike ${pattern}))`,
      ),
    );
  }
  const condition = and(...where);
  const [total] = await db.select({ value: sql<number>`count(*)::int` }).from(inspectionApplications).where(condition);
  const page = await db
    .select()
    .from(inspectionApplications)
    .where(condition)
    .orderBy(desc(inspectionApplications.updatedAt), desc(inspectionApplications.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  const ids = page.map((row) => row.id);
  const items = ids.length === 0 ? [] : await db.select().from(inspectionApplicationItems).where(inArray(inspectionApplicationItems.applicationId, ids));
  const list = page.map((row): FlowingRow => {
    const own = items.filter((item) => item.applicationId === row.id).sort((a, b) => a.position - b.position);
    const first = own[0];
    const name = first ? (own.length > 1 ? `${first.equipmentName} 等 ${own.length} 台` : first.equipmentName) : '';
    return {
      id: row.id,
      applicationNo: row.applicationNo,
      kind: row.kind,
      state: row.state,
      updatedAt: row.updatedAt,
      equipmentName: name,
      registerCode: first?.registerCode ?? '',
      equipmentCount: own.length,
    };
  });
  return { pageNo: paging.pageNo, pageSize: paging.pageSize, count: total?.value ?? 0, list };
}

/**
 * Copies the seeded inspection history into `reports` (issued at their check date), so the
 * collection shows the equipment's past reports. Run by the seed after the equipment.
 */
export async function seedReportsFromHistory(db: Db): Promise<void> {
  await db.execute(sql`
    insert into reports (id, unit_id, equipment_id, inspection_id, report_no, kind, category_code, sub_type_code,
      equipment_name, register_code, device_code, use_place, institute, check_date, conclusion, next_check_date, issued_at, created_at)
    select 'r-' || i.id, e.unit_id, e.id, i.id, i.report_no, i.kind, e.category_code, e.sub_type_code,
      e.name, coalesce(e.register_code, ''), coalesce(e.device_code, ''), coalesce(e.use_place, ''), i.institute,
      i.check_date, i.conclusion, i.next_check_date, (i.check_date::timestamp + interval '17 hours') at time zone 'Asia/Shanghai', i.created_at
    from equipment_inspections i join equipment e on e.id = i.equipment_id
    on conflict (report_no) do nothing`);
}

/** The issued report a QR code's verification code names; null for an unknown code or a report not issued. */
export async function findIssuedByVerifyCode(db: Db, verifyCode: string): Promise<ReportRow | null> {
  const [row] = await db.select().from(reports).where(and(eq(reports.verifyCode, verifyCode), isNotNull(reports.issuedAt)));
  return row ?? null;
}
