import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { serviceRegistrationColumns } from '../../service-applications/registration-tables';

/** 电梯困人救援登记: one entrapment of one of the unit's elevators, with its timeline. */
export const rescueRegistrations = pgTable(
  'rescue_registrations',
  {
    ...serviceRegistrationColumns(),
    alarmAt: timestamp('alarm_at', { withTimezone: true }).notNull(),
    reporter: text('reporter').notNull(),
    reporterPhone: text('reporter_phone').notNull(),
    trappedCount: integer('trapped_count').notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    rescuers: text('rescuers').notNull().default(''),
    casualties: text('casualties').notNull().default(''),
    result: text('result').notNull().default(''),
  },
  (table) => [index('rescue_registrations_unit_alarm_idx').on(table.unitId, table.alarmAt)],
);

export type RescueRegistrationRow = typeof rescueRegistrations.$inferSelect;
export type NewRescueRegistrationRow = typeof rescueRegistrations.$inferInsert;
