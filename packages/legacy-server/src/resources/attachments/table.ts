import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { units } from '../unit/table';
import { users } from '../me/table';

// PGlite reads bytea as Uint8Array and node-postgres as Buffer; both arrive here as Buffer.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * 附件: a file of a unit (or of a user without one), linked to a record by the platform's module
 * name (`ref_type`, the wire's `bizType`) and id (`ref_id`) once that record is saved.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id').references(() => units.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    refType: text('ref_type'),
    refId: text('ref_id'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('attachments_ref_idx').on(table.refType, table.refId),
    index('attachments_unit_idx').on(table.unitId),
    index('attachments_user_idx').on(table.userId),
  ],
);

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachmentRow = typeof attachments.$inferInsert;
