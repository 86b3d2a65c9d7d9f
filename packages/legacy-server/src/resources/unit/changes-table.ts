import type { WireUnitChangeState } from '@portal/legacy-protocol';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { users } from '../me/table';
import { units } from './table';

/** One changed field of a unit and where its review stands (unit/findChangeUnit). */
export const unitChanges = pgTable(
  'unit_changes',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    field: text('field').notNull(),
    fieldLabel: text('field_label').notNull(),
    oldValue: text('old_value').notNull().default(''),
    newValue: text('new_value').notNull().default(''),
    reason: text('reason').notNull().default(''),
    state: text('state').$type<WireUnitChangeState>().notNull(),
    opinion: text('opinion'),
    appliedBy: text('applied_by').references(() => users.id, { onDelete: 'set null' }),
    applicantName: text('applicant_name'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [index('unit_changes_unit_applied_idx').on(table.unitId, table.appliedAt)],
);

export type UnitChangeRow = typeof unitChanges.$inferSelect;
export type NewUnitChangeRow = typeof unitChanges.$inferInsert;
