import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { storedFile } from '../../db/columns';
import { units } from '../unit/table';
import { users } from '../me/table';

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
    /** Which material of an inspection application the file is (docs/inspection-applications.md). */
    material: text('material'),
    ...storedFile,
  },
  (table) => [
    index('attachments_ref_idx').on(table.refType, table.refId),
    index('attachments_unit_idx').on(table.unitId),
    index('attachments_user_idx').on(table.userId),
  ],
);

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachmentRow = typeof attachments.$inferInsert;
