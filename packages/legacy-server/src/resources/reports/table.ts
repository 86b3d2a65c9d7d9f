import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bytea, ownerRef } from '../../db/columns';
import { equipment, equipmentInspections } from '../equipment/table';
import { inspectionApplicationItems, inspectionApplications } from '../inspection-applications/table';
import { units } from '../unit/table';

/** One main item as a report keeps it (`check_items`): the catalogue's code and label, 符合 / 不符合 / 无此项, a note. */
export type StoredCheckItem = { code: string; label: string; result: '符合' | '不符合' | '无此项'; note: string };

/**
 * 检验报告: one per inspected piece of equipment. A recorded result is a row with `issued_at` null
 * (报告编制中); issuing stamps it. Kind and conclusion are the platform's Chinese words. The seeded
 * inspection history is copied in at seed time (`seedReportsFromHistory`).
 */
export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    equipmentId: text('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    applicationId: text('application_id').references(() => inspectionApplications.id, { onDelete: 'set null' }),
    applicationItemId: text('application_item_id').references(() => inspectionApplicationItems.id, { onDelete: 'set null' }),
    inspectionId: text('inspection_id').references(() => equipmentInspections.id, { onDelete: 'set null' }),
    reportNo: text('report_no').notNull().unique(),
    kind: text('kind').notNull(),
    categoryCode: text('category_code').notNull(),
    subTypeCode: text('sub_type_code').notNull().default(''),
    equipmentName: text('equipment_name').notNull(),
    registerCode: text('register_code').notNull().default(''),
    deviceCode: text('device_code').notNull().default(''),
    usePlace: text('use_place').notNull().default(''),
    institute: text('institute').notNull(),
    inspector: text('inspector').notNull().default(''),
    checkDate: date('check_date', { mode: 'string' }).notNull(),
    conclusion: text('conclusion').notNull(),
    nextCheckDate: date('next_check_date', { mode: 'string' }),
    /** Why the next check date is not the one its rule proposes, '' when it is (migration 0025). */
    nextCheckReason: text('next_check_reason').notNull().default(''),
    remark: text('remark').notNull().default(''),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** The user who recorded the result (检验) and the one who issued the report (批准): never the same. */
    recordedBy: text('recorded_by'),
    issuedBy: text('issued_by'),
    /** What the report's QR code carries to the public verification page: random, never derived (migration 0021). */
    verifyCode: text('verify_code')
      .notNull()
      .default(sql`substr(replace(gen_random_uuid()::text, '-', ''), 1, 24)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A re-issue's new report supersedes the old one (migration 0026): the old keeps its files and its number. */
    version: integer('version').notNull().default(1),
    supersedes: text('supersedes').references((): AnyPgColumn => reports.id, { onDelete: 'set null' }),
    supersededBy: text('superseded_by').references((): AnyPgColumn => reports.id, { onDelete: 'set null' }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    /** The main items' results (migration 0027); null on a report recorded before, or a failed one sent without items. */
    checkItems: jsonb('check_items').$type<StoredCheckItem[]>(),
  },
  (table) => [
    index('reports_unit_check_date_idx').on(table.unitId, table.checkDate),
    index('reports_application_idx').on(table.applicationId),
    uniqueIndex('reports_verify_code_idx').on(table.verifyCode),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
export type NewReportRow = typeof reports.$inferInsert;

/**
 * A report's files as they were first rendered (检验报告, 特种设备使用标志 data, the opinion notice…):
 * the same bytes every time after, with their SHA-256, so a document has one identity a holder can
 * check (docs/inspection-processing.md, "Documents"). Gone with the report row (a replaced pending result).
 */
export const reportDocuments = pgTable(
  'report_documents',
  {
    reportId: ownerRef('report_id', () => reports.id),
    fileType: text('file_type').notNull(),
    content: bytea('content').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.fileType] })],
);
