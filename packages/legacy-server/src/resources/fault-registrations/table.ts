import type { WireFaultCause } from '@portal/legacy-protocol';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { equipment } from '../equipment/table';
import { users } from '../me/table';
import { units } from '../unit/table';

/** 电梯故障登记: one fault of one of the unit's elevators, its handling and recovery. */
export const faultRegistrations = pgTable(
  'fault_registrations',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    equipmentId: text('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    registerCode: text('register_code').notNull(),
    equipmentName: text('equipment_name').notNull(),
    place: text('place').notNull(),
    faultAt: timestamp('fault_at', { withTimezone: true }).notNull(),
    faultDescription: text('fault_description').notNull(),
    faultCause: text('fault_cause').$type<WireFaultCause>(),
    handling: text('handling').notNull().default(''),
    recoveredAt: timestamp('recovered_at', { withTimezone: true }),
    handler: text('handler').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('fault_registrations_unit_fault_idx').on(table.unitId, table.faultAt)],
);

export type FaultRegistrationRow = typeof faultRegistrations.$inferSelect;
