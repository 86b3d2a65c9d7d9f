import { date, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { equipment, type RecordState } from '../equipment/table';
import { units } from '../unit/table';

export const CONSTRUCTION_KIND_LABELS = ['安装', '改造', '重大修理'] as const;
export type ConstructionKindLabel = (typeof CONSTRUCTION_KIND_LABELS)[number];

/** 施工告知 (eqmBcwBasic on the wire): installation, modification or major repair of a unit's equipment. */
export const constructionRecords = pgTable(
  'construction_records',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    equipmentId: text('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    categoryCode: text('category_code').notNull(),
    equipmentName: text('equipment_name').notNull(),
    registerCode: text('register_code'),
    deviceCode: text('device_code'),
    kind: text('kind').$type<ConstructionKindLabel>().notNull(),
    constructionUnit: text('construction_unit').notNull(),
    licenseNo: text('license_no').notNull(),
    noticeDate: date('notice_date', { mode: 'string' }),
    plannedCompletionDate: date('planned_completion_date', { mode: 'string' }),
    usePlace: text('use_place'),
    remark: text('remark').notNull().default(''),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default([]),
    state: text('state').$type<RecordState>().notNull(),
    opinion: text('opinion'),
    reviewer: text('reviewer'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('construction_records_unit_updated_idx').on(table.unitId, table.updatedAt.desc(), table.id.desc())],
);

export type ConstructionRecordRow = typeof constructionRecords.$inferSelect;
export type NewConstructionRecordRow = typeof constructionRecords.$inferInsert;
