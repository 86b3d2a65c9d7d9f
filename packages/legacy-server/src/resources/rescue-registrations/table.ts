import type { WireFaultCause } from '@portal/legacy-protocol';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { equipment } from '../equipment/table';
import { users } from '../me/table';
import { units } from '../unit/table';

/** 电梯困人救援登记: one entrapment of one of the unit's elevators, with its timeline. */
export const rescueRegistrations = pgTable(
  'rescue_registrations',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    equipmentId: text('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    registerCode: text('register_code').notNull(),
    equipmentName: text('equipment_name').notNull(),
    place: text('place').notNull(),
    alarmAt: timestamp('alarm_at', { withTimezone: true }).notNull(),
    reporter: text('reporter').notNull(),
    reporterPhone: text('reporter_phone').notNull(),
    trappedCount: integer('trapped_count').notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    rescuers: text('rescuers').notNull().default(''),
    faultDescription: text('fault_description').notNull(),
    faultCause: text('fault_cause').$type<WireFaultCause>(),
    casualties: text('casualties').notNull().default(''),
    result: text('result').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('rescue_registrations_unit_alarm_idx').on(table.unitId, table.alarmAt)],
);

export type RescueRegistrationRow = typeof rescueRegistrations.$inferSelect;
export type NewRescueRegistrationRow = typeof rescueRegistrations.$inferInsert;
