import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerRef, timestamps } from '../../db/columns';
import { equipment } from '../equipment/table';
import { users } from '../me/table';
import { units } from '../unit/table';

/** 符合性声明: the unit declares one elevator conforming for a year, signed with a typed name (migration 0012). */
export const conformityDeclarations = pgTable(
  'conformity_declarations',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    equipmentId: ownerRef('equipment_id', () => equipment.id),
    registerCode: text('register_code').notNull(),
    equipmentName: text('equipment_name').notNull(),
    year: integer('year').notNull(),
    maintenanceUnit: text('maintenance_unit').notNull(),
    selfCheckDate: date('self_check_date', { mode: 'string' }).notNull(),
    conforms: boolean('conforms').notNull(),
    declarant: text('declarant').notNull(),
    declaredAt: timestamp('declared_at', { withTimezone: true }),
    state: text('state').notNull(),
    opinion: text('opinion'),
    remark: text('remark').notNull().default(''),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default([]),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('conformity_declarations_unit_updated_idx').on(table.unitId, table.updatedAt),
    uniqueIndex('conformity_declarations_equipment_year_key').on(table.equipmentId, table.year),
  ],
);

export type ConformityDeclarationRow = typeof conformityDeclarations.$inferSelect;
