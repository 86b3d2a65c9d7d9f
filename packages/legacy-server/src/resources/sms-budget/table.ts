import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** The texts the platform sent (and refused) in one Beijing hour: the global budget of budget.ts. */
export const smsHourlyBudget = pgTable('sms_hourly_budget', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  sent: integer('sent').notNull(),
  refused: integer('refused').notNull().default(0),
});
