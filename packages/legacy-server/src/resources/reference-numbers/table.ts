import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** The last reference number handed out per prefix and Asia/Shanghai day (`yyyyMMdd`). */
export const referenceSequences = pgTable(
  'reference_sequences',
  {
    prefix: text('prefix').notNull(),
    day: text('day').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.prefix, table.day] })],
);
