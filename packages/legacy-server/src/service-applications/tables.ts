import type { WireServiceReviewState } from '@portal/legacy-protocol';
import type { BuildColumns } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, type PgTableWithColumns } from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns';
import { equipment } from '../resources/equipment/table';
import { users } from '../resources/me/table';
import { units } from '../resources/unit/table';

/** The columns every service application carries beside its own: the unit, the number, the review. */
export function serviceApplicationColumns() {
  return {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    applicationNo: text('application_no').notNull().unique(),
    state: text('state').$type<WireServiceReviewState>().notNull(),
    opinion: text('opinion'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewer: text('reviewer'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  };
}

type CommonColumns = ReturnType<typeof serviceApplicationColumns>;

/** What the kit reads and writes of an application table: the shared columns (the kind adds its own). */
export type ServiceApplicationTable = PgTableWithColumns<{ name: string; schema: undefined; columns: BuildColumns<string, CommonColumns, 'pg'>; dialect: 'pg' }>;

type IndexColumn = Parameters<ReturnType<typeof index>['on']>[0];

/** The two indexes every application table has: the unit's list by last change, the institute's by state. */
export const serviceApplicationIndexes = (name: string, table: Record<'unitId' | 'updatedAt' | 'state' | 'submittedAt', IndexColumn>) => [
  index(`${name}_unit_updated_idx`).on(table.unitId, table.updatedAt),
  index(`${name}_state_idx`).on(table.state, table.submittedAt),
];

/** A row of an application's own (its equipment, its history): `applicationId` under the kind's column name. */
const applicationRef = (column: string, parent: () => ServiceApplicationTable) => ({
  id: text('id').primaryKey(),
  applicationId: text(column)
    .notNull()
    .references(() => parent().id, { onDelete: 'cascade' }),
});

type ItemNames = { table: string; parentColumn: string; parentIndex: string; equipmentIndex?: string };

/** The equipment an application names, as they were when it was saved (`applicationId` is the kind's own column name). */
export function serviceItemsTable<N extends string>(names: ItemNames & { table: N }, parent: () => ServiceApplicationTable) {
  return pgTable(
    names.table,
    {
      ...applicationRef(names.parentColumn, parent),
      position: integer('position').notNull(),
      equipmentId: text('equipment_id')
        .notNull()
        .references(() => equipment.id),
      registerCode: text('register_code').notNull().default(''),
      equipmentName: text('equipment_name').notNull(),
    },
    (table) => [
      index(names.parentIndex).on(table.applicationId, table.position),
      ...(names.equipmentIndex ? [index(names.equipmentIndex).on(table.equipmentId)] : []),
    ],
  );
}

type HistoryNames = { table: string; parentColumn: string; parentIndex: string };

/** The state changes of an application, oldest first. */
export function serviceHistoryTable<N extends string>(names: HistoryNames & { table: N }, parent: () => ServiceApplicationTable) {
  return pgTable(
    names.table,
    {
      ...applicationRef(names.parentColumn, parent),
      state: text('state').$type<WireServiceReviewState>().notNull(),
      operator: text('operator'),
      remark: text('remark'),
      changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [index(names.parentIndex).on(table.applicationId, table.changedAt)],
  );
}

export type ServiceItemsTable = ReturnType<typeof serviceItemsTable<string>>;
export type ServiceHistoryTable = ReturnType<typeof serviceHistoryTable<string>>;
