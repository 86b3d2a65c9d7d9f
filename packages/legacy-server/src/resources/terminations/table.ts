import type { WireServiceReviewState, WireTerminationType } from '@portal/legacy-protocol';
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { equipment } from '../equipment/table';
import { users } from '../me/table';
import { units } from '../unit/table';

/** 停用 / 报废 / 注销 applications of the unit's equipment, decided by the institute. */
export const terminations = pgTable(
  'terminations',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    applicationNo: text('application_no').notNull().unique(),
    type: text('type').$type<WireTerminationType>().notNull(),
    reason: text('reason').notNull(),
    stopFrom: date('stop_from', { mode: 'string' }),
    stopTo: date('stop_to', { mode: 'string' }),
    handler: text('handler').notNull(),
    remark: text('remark').notNull().default(''),
    state: text('state').$type<WireServiceReviewState>().notNull(),
    opinion: text('opinion'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewer: text('reviewer'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('terminations_unit_updated_idx').on(table.unitId, table.updatedAt),
    index('terminations_state_idx').on(table.state, table.submittedAt),
  ],
);

/** The equipment an application names, as they were when it was saved. */
export const terminationItems = pgTable(
  'termination_items',
  {
    id: text('id').primaryKey(),
    terminationId: text('termination_id')
      .notNull()
      .references(() => terminations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    equipmentId: text('equipment_id')
      .notNull()
      .references(() => equipment.id),
    registerCode: text('register_code').notNull().default(''),
    equipmentName: text('equipment_name').notNull(),
  },
  (table) => [
    index('termination_items_termination_idx').on(table.terminationId, table.position),
    index('termination_items_equipment_idx').on(table.equipmentId),
  ],
);

export const terminationHistory = pgTable(
  'termination_history',
  {
    id: text('id').primaryKey(),
    terminationId: text('termination_id')
      .notNull()
      .references(() => terminations.id, { onDelete: 'cascade' }),
    state: text('state').$type<WireServiceReviewState>().notNull(),
    operator: text('operator'),
    remark: text('remark'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('termination_history_termination_idx').on(table.terminationId, table.changedAt)],
);

export type TerminationRow = typeof terminations.$inferSelect;
export type TerminationItemRow = typeof terminationItems.$inferSelect;
