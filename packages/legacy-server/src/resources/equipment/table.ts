import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerRef, timestamps } from '../../db/columns';
import { units } from '../unit/table';
import { users } from '../me/table';

/** The platform stores the Chinese labels of its states, as the legacy pages show them (docs/domain.md). */
export const USE_STATES = ['未投入使用', '在用', '停用', '报废', '拆除', '迁出'] as const;
export type UseState = (typeof USE_STATES)[number];

const REGISTER_STATES = ['待注册', '在册', '注销'] as const;
export type RegisterState = (typeof REGISTER_STATES)[number];

/** Review state of a file, a construction record or a pipeline line: the unit edits 草稿 and 退回 only. */
const RECORD_STATES = ['草稿', '已提交', '退回', '已通过'] as const;
export type RecordState = (typeof RECORD_STATES)[number];

export type EquipmentParams = Record<string, number | string | null>;

/** The separator of `search_text`: a keyword containing it is searched column by column instead. */
export const SEARCH_SEPARATOR = '\u001f';
const SEARCH_TEXT = ['name', 'register_code', 'use_cert_no', 'unit_internal_no', 'device_code', 'use_place']
  .map((column) => `lower(coalesce(${column}, ''))`)
  .join(' || chr(31) || ');

// The list indexes of migration 0003; the SQL there is what runs (with the INCLUDE columns drizzle
// cannot say), these keep drizzle's picture whole.
const LIST_SORT_INDEXES = [
  ['equipment_unit_name_idx', 'name'],
  ['equipment_unit_category_idx', 'categoryCode'],
  ['equipment_unit_sub_type_idx', 'subTypeCode'],
  ['equipment_unit_register_code_idx', 'registerCode'],
  ['equipment_unit_use_cert_no_idx', 'useCertNo'],
  ['equipment_unit_internal_no_idx', 'unitInternalNo'],
  ['equipment_unit_device_code_idx', 'deviceCode'],
  ['equipment_unit_use_place_idx', 'usePlace'],
  ['equipment_unit_area_idx', 'areaCode'],
  ['equipment_unit_use_state_idx', 'useState'],
  ['equipment_unit_register_state_idx', 'registerState'],
  ['equipment_unit_last_check_idx', 'lastCheckDate'],
  ['equipment_unit_conclusion_idx', 'checkConclusion'],
  ['equipment_unit_next_check_idx', 'nextCheckDate'],
  ['equipment_unit_use_date_idx', 'useDate'],
] as const;

/** 设备档案: one row per piece of equipment (or pipeline) a unit uses. */
export const equipment = pgTable(
  'equipment',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    categoryCode: text('category_code').notNull(),
    subTypeCode: text('sub_type_code').notNull(),
    name: text('name').notNull(),
    model: text('model'),
    productNo: text('product_no'),
    deviceCode: text('device_code'),
    registerCode: text('register_code').unique(),
    /** What a use sign's QR code carries to the public status page: random, never derived (migration 0019). */
    statusCode: text('status_code')
      .notNull()
      .default(sql`substr(replace(gen_random_uuid()::text, '-', ''), 1, 24)`),
    useCertNo: text('use_cert_no'),
    unitInternalNo: text('unit_internal_no'),
    usePlace: text('use_place'),
    areaCode: text('area_code'),
    manufacturer: text('manufacturer'),
    manufactureDate: date('manufacture_date', { mode: 'string' }),
    installer: text('installer'),
    useDate: date('use_date', { mode: 'string' }),
    designLifeYears: integer('design_life_years'),
    propertyUnit: text('property_unit'),
    safetyManager: text('safety_manager'),
    safetyManagerPhone: text('safety_manager_phone'),
    useState: text('use_state').$type<UseState>().notNull(),
    registerState: text('register_state').$type<RegisterState>().notNull(),
    // The last inspection, as its record in equipment_inspections says.
    inspectionInstitute: text('inspection_institute'),
    inspectionKind: text('inspection_kind'),
    inspectionReportNo: text('inspection_report_no'),
    lastCheckDate: date('last_check_date', { mode: 'string' }),
    checkConclusion: text('check_conclusion'),
    nextCheckDate: date('next_check_date', { mode: 'string' }),
    loadTestDate: date('load_test_date', { mode: 'string' }),
    params: jsonb('params').$type<EquipmentParams>().notNull().default({}),
    recordState: text('record_state').$type<RecordState>().notNull().default('已通过'),
    useCertValidDate: date('use_cert_valid_date', { mode: 'string' }),
    ...timestamps,
    /** The keyword columns lowercased and joined by U+001F, kept by PostgreSQL (migration 0003). */
    searchText: text('search_text').generatedAlwaysAs(sql.raw(SEARCH_TEXT)),
  },
  (table) => [
    index('equipment_next_check_date_idx').on(table.nextCheckDate),
    index('equipment_check_conclusion_idx').on(table.checkConclusion),
    index('equipment_unit_category_next_check_idx').on(table.unitId, table.categoryCode, table.nextCheckDate, table.id),
    index('equipment_unit_updated_idx').on(table.unitId, table.updatedAt.desc(), table.id.desc()),
    // One per sort field of the list, ending in the id tie-breaker.
    ...LIST_SORT_INDEXES.map(([name, column]) => index(name).on(table.unitId, table[column], table.id)),
    index('equipment_unit_state_next_check_idx').on(table.unitId, table.useState, table.nextCheckDate, table.id),
    index('equipment_unit_life_end_idx').on(table.unitId, sql`((${table.useDate} + make_interval(years => ${table.designLifeYears}))::date)`),
    index('equipment_unit_cert_valid_idx').on(table.unitId, table.useCertValidDate),
    uniqueIndex('equipment_status_code_idx').on(table.statusCode),
    index('equipment_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** 检验记录: past inspections of one piece of equipment. */
export const equipmentInspections = pgTable(
  'equipment_inspections',
  {
    id: text('id').primaryKey(),
    equipmentId: ownerRef('equipment_id', () => equipment.id),
    checkDate: date('check_date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    institute: text('institute').notNull(),
    reportNo: text('report_no').notNull(),
    conclusion: text('conclusion').notNull(),
    nextCheckDate: date('next_check_date', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [index('equipment_inspections_equipment_idx').on(table.equipmentId, table.checkDate)],
);

/** 变更申请: one application to change registered fields of a file, with its reason and attachments. */
export const equipmentChangeApplications = pgTable(
  'equipment_change_applications',
  {
    id: text('id').primaryKey(),
    equipmentId: ownerRef('equipment_id', () => equipment.id),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    reason: text('reason').notNull(),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default([]),
    appliedBy: text('applied_by').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [index('equipment_change_applications_equipment_idx').on(table.equipmentId, table.appliedAt)],
);

/** Where a change stands: 待审核, then 已审核 or 退回. */
const CHANGE_STATES = ['待审核', '已审核', '退回'] as const;
type ChangeState = (typeof CHANGE_STATES)[number];

/** 变更记录: a changed field of an equipment file and where its review stands. */
export const equipmentChanges = pgTable(
  'equipment_changes',
  {
    id: text('id').primaryKey(),
    equipmentId: ownerRef('equipment_id', () => equipment.id),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state').$type<ChangeState>().notNull(),
    applicationId: text('application_id').references(() => equipmentChangeApplications.id, { onDelete: 'cascade' }),
    fieldLabel: text('field_label'),
    opinion: text('opinion'),
    ...timestamps,
  },
  (table) => [
    index('equipment_changes_equipment_idx').on(table.equipmentId, table.appliedAt),
    index('equipment_changes_equipment_state_idx').on(table.equipmentId, table.field, table.state),
  ],
);

export type EquipmentRow = typeof equipment.$inferSelect;
export type NewEquipmentRow = typeof equipment.$inferInsert;
export type NewEquipmentInspectionRow = typeof equipmentInspections.$inferInsert;
export type NewEquipmentChangeRow = typeof equipmentChanges.$inferInsert;
export type EquipmentChangeRow = typeof equipmentChanges.$inferSelect;
