import type { WireMaintenanceProjectKind, WireServiceReviewState } from '@portal/legacy-protocol';
import { and, asc, count, desc, eq, exists, gte, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { maintenanceProjectHistory, maintenanceProjectItems, maintenanceProjects, units, type MaintenanceProjectRow } from '../../db/schema';
import { wirePage, type Paging, type WirePage } from '../../http/paging';
import { contains } from '../../http/query-params';
import type { ServiceHistoryRow, ServiceItemRow } from '../terminations/answer';

export const MAINTENANCE_PROJECT_SORTABLE = {
  apply_no: maintenanceProjects.applicationNo,
  notice_date: maintenanceProjects.noticeDate,
  submit_date: maintenanceProjects.submittedAt,
  update_date: maintenanceProjects.updatedAt,
  proj_type: maintenanceProjects.kind,
  status: maintenanceProjects.state,
};

/** `noticeBefore` exclusive: the client has added the day of the date rule. */
export type MaintenanceProjectFilters = {
  keyword?: string;
  kind?: WireMaintenanceProjectKind;
  state?: WireServiceReviewState;
  noticeFrom?: string;
  noticeBefore?: string;
};

function conditions(db: Db, unitId: string | null, filters: MaintenanceProjectFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [unitId === null ? ne(maintenanceProjects.state, '草稿') : eq(maintenanceProjects.unitId, unitId)];
  if (filters.kind) where.push(eq(maintenanceProjects.kind, filters.kind));
  if (filters.state) where.push(eq(maintenanceProjects.state, filters.state));
  if (filters.noticeFrom) where.push(gte(maintenanceProjects.noticeDate, filters.noticeFrom));
  if (filters.noticeBefore) where.push(lt(maintenanceProjects.noticeDate, filters.noticeBefore));
  if (filters.keyword) {
    const itemMatches = db
      .select({ id: maintenanceProjectItems.id })
      .from(maintenanceProjectItems)
      .where(
        and(
          eq(maintenanceProjectItems.projectId, maintenanceProjects.id),
          or(contains(maintenanceProjectItems.registerCode, filters.keyword), contains(maintenanceProjectItems.equipmentName, filters.keyword)),
        ),
      );
    where.push(
      or(
        contains(maintenanceProjects.applicationNo, filters.keyword),
        contains(maintenanceProjects.constructionUnit, filters.keyword),
        contains(units.name, filters.keyword),
        exists(itemMatches),
      ),
    );
  }
  return and(...where);
}

export type MaintenanceProjectListRow = { row: MaintenanceProjectRow; unitName: string; items: ServiceItemRow[] };

export async function listMaintenanceProjects(
  db: Db,
  unitId: string | null,
  filters: MaintenanceProjectFilters,
  paging: Paging,
): Promise<WirePage<MaintenanceProjectListRow>> {
  const where = conditions(db, unitId, filters);
  const [total] = await db.select({ value: count() }).from(maintenanceProjects).innerJoin(units, eq(units.id, maintenanceProjects.unitId)).where(where);
  const order = paging.orderBy.length > 0 ? paging.orderBy : [desc(maintenanceProjects.updatedAt)];
  const rows = await db
    .select({ row: maintenanceProjects, unitName: units.name })
    .from(maintenanceProjects)
    .innerJoin(units, eq(units.id, maintenanceProjects.unitId))
    .where(where)
    .orderBy(...order, desc(maintenanceProjects.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  const items = await projectItemsOf(db, rows.map(({ row }) => row.id));
  return wirePage(paging, total?.value ?? 0, rows.map(({ row, unitName }) => ({ row, unitName, items: items.get(row.id) ?? [] })));
}

export async function projectItemsOf(db: Db, ids: readonly string[]): Promise<Map<string, ServiceItemRow[]>> {
  const byId = new Map<string, ServiceItemRow[]>();
  if (ids.length === 0) return byId;
  const rows = await db.select().from(maintenanceProjectItems).where(inArray(maintenanceProjectItems.projectId, [...ids])).orderBy(asc(maintenanceProjectItems.position));
  for (const item of rows) byId.set(item.projectId, [...(byId.get(item.projectId) ?? []), item]);
  return byId;
}

export async function findMaintenanceProject(db: Db, unitId: string | null, id: string): Promise<{ row: MaintenanceProjectRow; unitName: string } | undefined> {
  if (id === '') return undefined;
  const [found] = await db
    .select({ row: maintenanceProjects, unitName: units.name })
    .from(maintenanceProjects)
    .innerJoin(units, eq(units.id, maintenanceProjects.unitId))
    .where(and(eq(maintenanceProjects.id, id), unitId === null ? ne(maintenanceProjects.state, '草稿') : eq(maintenanceProjects.unitId, unitId)));
  return found;
}

export async function projectHistoryOf(db: Db, id: string): Promise<ServiceHistoryRow[]> {
  return db
    .select()
    .from(maintenanceProjectHistory)
    .where(eq(maintenanceProjectHistory.projectId, id))
    .orderBy(asc(maintenanceProjectHistory.changedAt), asc(maintenanceProjectHistory.id));
}
