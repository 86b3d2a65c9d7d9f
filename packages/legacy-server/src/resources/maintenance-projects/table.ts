import type { WireMaintenanceProjectKind } from '@portal/legacy-protocol';
import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { serviceApplicationColumns, serviceApplicationIndexes, serviceHistoryTable, serviceItemsTable } from '../../service-applications/tables';

/** 改造 / 修理 / 维保 告知 of the unit's equipment, decided by the institute. */
export const maintenanceProjects = pgTable(
  'maintenance_projects',
  {
    ...serviceApplicationColumns(),
    kind: text('kind').$type<WireMaintenanceProjectKind>().notNull(),
    constructionUnit: text('construction_unit').notNull(),
    licenseNo: text('license_no').notNull(),
    noticeDate: date('notice_date', { mode: 'string' }).notNull(),
    plannedCompletionDate: date('planned_completion_date', { mode: 'string' }),
    content: text('content').notNull().default(''),
  },
  (table) => serviceApplicationIndexes('maintenance_projects', table),
);

export const maintenanceProjectItems = serviceItemsTable(
  { table: 'maintenance_project_items', parentColumn: 'project_id', parentIndex: 'maintenance_project_items_project_idx' },
  () => maintenanceProjects,
);

export const maintenanceProjectHistory = serviceHistoryTable(
  { table: 'maintenance_project_history', parentColumn: 'project_id', parentIndex: 'maintenance_project_history_project_idx' },
  () => maintenanceProjects,
);

export type MaintenanceProjectRow = typeof maintenanceProjects.$inferSelect;
