import { customType, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** created/updated stamps every table carries. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The id of the row that owns this one: required, and deleting the owner deletes this row with it. */
export const ownerRef = (name: string, owner: () => AnyPgColumn) => text(name).notNull().references(owner, { onDelete: 'cascade' });

// PGlite reads bytea as Uint8Array and node-postgres as Buffer; both arrive here as Buffer.
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** An uploaded file kept in the database: its name, type, size, bytes and when it came. */
export const storedFile = {
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
};
