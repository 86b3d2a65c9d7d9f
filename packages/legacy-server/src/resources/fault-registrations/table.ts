import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { serviceRegistrationColumns } from '../../service-applications/registration-tables';

/** 电梯故障登记: one fault of one of the unit's elevators, its handling and recovery. */
export const faultRegistrations = pgTable(
  'fault_registrations',
  {
    ...serviceRegistrationColumns(),
    faultAt: timestamp('fault_at', { withTimezone: true }).notNull(),
    handling: text('handling').notNull().default(''),
    recoveredAt: timestamp('recovered_at', { withTimezone: true }),
    handler: text('handler').notNull().default(''),
  },
  (table) => [index('fault_registrations_unit_fault_idx').on(table.unitId, table.faultAt)],
);

export type FaultRegistrationRow = typeof faultRegistrations.$inferSelect;
