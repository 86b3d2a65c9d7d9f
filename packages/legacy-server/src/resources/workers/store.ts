import type { WireWorkerState } from '@portal/legacy-protocol';
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { workerQualifications, workers, type QualificationRow, type WorkerRow } from '../../db/schema';
import { likePattern, wirePage, type Paging, type WirePage } from '../../http/paging';
import { addDays } from '../../http/wire-date';
import type { WorkerFigures } from './answer';

/** Columns `orderBy` may name, by the contract's field words in snake case. */
export const WORKER_SORTABLE = {
  name: workers.name,
  employment_state: workers.employmentState,
  gender: workers.gender,
  created_at: workers.createdAt,
  updated_at: workers.updatedAt,
};

export const QUALIFICATION_SORTABLE = {
  valid_to: workerQualifications.validTo,
  issue_date: workerQualifications.issueDate,
  operator_code: workerQualifications.operatorCode,
  certificate_no: workerQualifications.certificateNo,
  worker_name: workers.name,
};

export type WorkerFilters = { keyword?: string; workType?: string; status?: WireWorkerState };
export type QualificationFilters = {
  operatorId?: string;
  keyword?: string;
  workType?: string;
  /** Inclusive. */
  validFrom?: string;
  /** Exclusive: the client has already added the day of the date rule. */
  validBefore?: string;
};

export function workerConditions(unitId: string, filters: WorkerFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(workers.unitId, unitId)];
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    where.push(or(ilike(workers.name, pattern), ilike(workers.idCard, pattern), ilike(workers.mobile, pattern)));
  }
  if (filters.status) where.push(eq(workers.employmentState, filters.status));
  if (filters.workType) {
    const code = filters.workType;
    where.push(
      exists(
        sql`(SELECT 1 FROM ${workerQualifications} WHERE ${workerQualifications.workerId} = ${workers.id} AND ${workerQualifications.operatorCode} = ${code})`,
      ),
    );
  }
  return and(...where);
}

/** Certificate codes and nearest end date of each operator named. */
export async function figuresOf(db: Db, workerIds: string[]): Promise<Map<string, WorkerFigures>> {
  const figures = new Map<string, WorkerFigures>(workerIds.map((id) => [id, { workTypes: [], nearestValidDate: null }]));
  if (workerIds.length === 0) return figures;
  const rows = await db
    .select({ workerId: workerQualifications.workerId, code: workerQualifications.operatorCode, validTo: workerQualifications.validTo })
    .from(workerQualifications)
    .where(inArray(workerQualifications.workerId, workerIds))
    .orderBy(asc(workerQualifications.operatorCode));
  for (const row of rows) {
    const entry = figures.get(row.workerId);
    if (!entry) continue;
    if (!entry.workTypes.includes(row.code)) entry.workTypes.push(row.code);
    if (row.validTo && (entry.nearestValidDate === null || row.validTo < entry.nearestValidDate)) entry.nearestValidDate = row.validTo;
  }
  return figures;
}

/** One page of a unit's operators, newest change first unless `orderBy` says otherwise. */
export async function listWorkers(db: Db, unitId: string, filters: WorkerFilters, paging: Paging): Promise<WirePage<WorkerRow>> {
  const where = workerConditions(unitId, filters);
  const order = paging.orderBy.length > 0 ? paging.orderBy : [desc(workers.updatedAt)];
  const [total] = await db.select({ value: count() }).from(workers).where(where);
  const rows = await db
    .select()
    .from(workers)
    .where(where)
    .orderBy(...order, desc(workers.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return wirePage(paging, total?.value ?? 0, rows);
}

/** Every operator of the unit under `filters`, by name (the export). */
export function allWorkers(db: Db, unitId: string, filters: WorkerFilters): Promise<WorkerRow[]> {
  return db.select().from(workers).where(workerConditions(unitId, filters)).orderBy(asc(workers.name), asc(workers.id));
}

/** The operator if it is the unit's; another unit's is as absent as a missing one. */
export async function findWorker(db: Db, unitId: string, id: string): Promise<WorkerRow | null> {
  const [row] = await db
    .select()
    .from(workers)
    .where(and(eq(workers.unitId, unitId), eq(workers.id, id)));
  return row ?? null;
}

export function qualificationsOf(db: Db, workerId: string): Promise<QualificationRow[]> {
  return db
    .select()
    .from(workerQualifications)
    .where(eq(workerQualifications.workerId, workerId))
    .orderBy(asc(workerQualifications.operatorCode), asc(workerQualifications.id));
}

export type CertificateRow = { qualification: QualificationRow; name: string; status: WireWorkerState };

/** One page of the unit's certificates with their holders, soonest end first unless `orderBy` says otherwise. */
export async function listQualifications(
  db: Db,
  unitId: string,
  filters: QualificationFilters,
  paging: Paging,
): Promise<WirePage<CertificateRow>> {
  const where: (SQL | undefined)[] = [eq(workerQualifications.unitId, unitId)];
  if (filters.operatorId) where.push(eq(workerQualifications.workerId, filters.operatorId));
  if (filters.workType) where.push(eq(workerQualifications.operatorCode, filters.workType));
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    where.push(or(ilike(workers.name, pattern), ilike(workerQualifications.certificateNo, pattern)));
  }
  if (filters.validFrom) where.push(gte(workerQualifications.validTo, filters.validFrom));
  if (filters.validBefore) where.push(lt(workerQualifications.validTo, filters.validBefore));
  const condition = and(...where);
  const order = paging.orderBy.length > 0 ? paging.orderBy : [asc(workerQualifications.validTo)];
  const [total] = await db
    .select({ value: count() })
    .from(workerQualifications)
    .innerJoin(workers, eq(workers.id, workerQualifications.workerId))
    .where(condition);
  const rows = await db
    .select({ qualification: workerQualifications, name: workers.name, status: workers.employmentState })
    .from(workerQualifications)
    .innerJoin(workers, eq(workers.id, workerQualifications.workerId))
    .where(condition)
    .orderBy(...order, asc(workerQualifications.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return wirePage(paging, total?.value ?? 0, rows);
}

export type WorkerStatistics = {
  total: number;
  employed: number;
  certificates: number;
  expiringSoon: number;
  expired: number;
  byWorkType: { workType: string; operators: number; certificates: number }[];
};

/** The overview's figures as of `today`; a certificate expires soon when it ends within `warningDays`. */
export async function workerStatistics(db: Db, unitId: string, today: string, warningDays: number): Promise<WorkerStatistics> {
  const limit = addDays(today, warningDays);
  const [people] = await db
    .select({
      total: count(),
      employed: sql<number>`count(*) FILTER (WHERE ${workers.employmentState} = '在聘')`.mapWith(Number),
    })
    .from(workers)
    .where(eq(workers.unitId, unitId));
  const [certificates] = await db
    .select({
      total: count(),
      expiringSoon: sql<number>`count(*) FILTER (WHERE ${workerQualifications.validTo} >= ${today} AND ${workerQualifications.validTo} <= ${limit})`.mapWith(Number),
      expired: sql<number>`count(*) FILTER (WHERE ${workerQualifications.validTo} < ${today})`.mapWith(Number),
    })
    .from(workerQualifications)
    .where(eq(workerQualifications.unitId, unitId));
  const byWorkType = await db
    .select({
      workType: workerQualifications.operatorCode,
      operators: sql<number>`count(DISTINCT ${workerQualifications.workerId})`.mapWith(Number),
      certificates: count(),
    })
    .from(workerQualifications)
    .where(eq(workerQualifications.unitId, unitId))
    .groupBy(workerQualifications.operatorCode)
    .orderBy(asc(workerQualifications.operatorCode));
  return {
    total: people?.total ?? 0,
    employed: people?.employed ?? 0,
    certificates: certificates?.total ?? 0,
    expiringSoon: certificates?.expiringSoon ?? 0,
    expired: certificates?.expired ?? 0,
    byWorkType,
  };
}
