import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The change log (migration 0015): one row per write to a unit's record, written by triggers. Kept
 * CHANGE_RETENTION_DAYS (sweep.ts). `unit_id` is no reference: a row outlives what it names.
 */
export const changes = pgTable(
  'changes',
  {
    // `bigserial` in the migration: a bigint drawn from its sequence.
    cursor: bigint('cursor', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('changes_cursor_seq')`),
    unitId: text('unit_id').notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('changes_unit_cursor_idx').on(table.unitId, table.cursor), index('changes_changed_at_idx').on(table.changedAt), index('changes_record_idx').on(table.recordId)],
);

export type ChangeRow = typeof changes.$inferSelect;
