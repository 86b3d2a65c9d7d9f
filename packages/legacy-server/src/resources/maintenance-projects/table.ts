import type { WireMaintenanceProjectKind, WireServiceReviewState } from '@portal/legacy-protocol';
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { equipment } from '../equipment/table';
import { users } from '../me/table';
import { units } from '../unit/table';

/** 改造 / 修理 / 维保 告知 of the unit's equipment, decided by the institute. */
export const maintenanceProjects = pgTable(
  'maintenance_projects',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    applicationNo: text('application_no').notNull().unique(),
    kind: text('kind').$type<WireMaintenanceProjectKind>().notNull(),
    constructionUnit: text('construction_unit').notNull(),
    licenseNo: text('license_no').notNull(),
    noticeDate: date('notice_date', { mode: 'string' }).notNull(),
    plannedCompletionDate: date('planned_completion_date', { mode: 'string' }),
    content: text('content').notNull().default(''),
    state: text('state').$type<WireServiceReviewState>().notNull(),
    opinion: text('opinion'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewer: text('reviewer'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('maintenance_projects_unit_updated_idx').on(table.unitId, table.updatedAt),
    index('maintenance_projects_state_idx').on(table.state, table.submittedAt),
  ],
);

export const maintenanceProjectItems = pgTable(
  'maintenance_project_items',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => maintenanceProjects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    equipmentId: text('equipment_id')
      .notNull()
      .references(() => equipment.id),
    registerCode: text('register_code').notNull().default(''),
    equipmentName: text('equipment_name').notNull(),
  },
  (table) => [index('maintenance_project_items_project_idx').on(table.projectId, table.position)],
);

export const maintenanceProjectHistory = pgTable(
  'maintenance_project_history',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => maintenanceProjects.id, { onDelete: 'cascade' }),
    state: text('state').$type<WireServiceReviewState>().notNull(),
    operator: text('operator'),
    remark: text('remark'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('maintenance_project_history_project_idx').on(table.projectId, table.changedAt)],
);

export type MaintenanceProjectRow = typeof maintenanceProjects.$inferSelect;
