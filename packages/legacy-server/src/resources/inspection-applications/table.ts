import type {
  WireInspectionApplicationState,
  WireInspectionKind,
  WirePaymentState,
  WireReportPickup,
} from '@portal/legacy-protocol';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerRef, timestamps } from '../../db/columns';
import { constructionRecords, type ConstructionKindLabel } from '../construction-records/table';
import { equipment } from '../equipment/table';
import { users } from '../me/table';
import { units } from '../unit/table';

/** One line of how an item's fee was made up (yuan). */
export type FeeBreakdownLine = { label: string; amount: number };

/** 管道单元 of a 管道定期检验 item (length in metres); `pipelineId` the unit's recorded line when picked. */
export type StoredPipelineUnit = { pipelineId: string | null; pipelineNo: string; name: string; length: number; nominalDiameter: number | null };

/**
 * 网上报检申请 (`appOnline`): kinds, states, payment states and report pick-up are stored as the
 * platform's Chinese words. `fee_total` is null until the fee is quoted; amounts are yuan, numeric(12, 2)
 * in SQL, read as numbers. `auth_code` opens the application on the public onlineApply page until
 * `auth_code_expires_at`; it is cleared when the application is submitted.
 */
export const inspectionApplications = pgTable(
  'inspection_applications',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    applicationNo: text('application_no').notNull().unique(),
    kind: text('kind').$type<WireInspectionKind>().notNull(),
    state: text('state').$type<WireInspectionApplicationState>().notNull(),
    paymentState: text('payment_state').$type<WirePaymentState>().notNull().default('未缴费'),
    authCode: text('auth_code').unique(),
    authCodeExpiresAt: timestamp('auth_code_expires_at', { withTimezone: true }),
    institute: text('institute').notNull().default(''),
    siteContact: text('site_contact').notNull(),
    siteContactMobile: text('site_contact_mobile').notNull(),
    siteAddress: text('site_address').notNull(),
    areaCode: text('area_code'),
    wishedDate: date('wished_date', { mode: 'string' }),
    maintenanceUnit: text('maintenance_unit').notNull().default(''),
    invoiceTitle: text('invoice_title').notNull().default(''),
    taxNo: text('tax_no').notNull().default(''),
    reportPickup: text('report_pickup').$type<WireReportPickup>().notNull().default('自取'),
    expressAddress: text('express_address').notNull().default(''),
    urgent: boolean('urgent').notNull().default(false),
    remark: text('remark').notNull().default(''),
    /** 施工信息 of a supervision inspection (migration 0024). */
    constructionUnit: text('construction_unit').notNull().default(''),
    constructionKind: text('construction_kind').$type<ConstructionKindLabel>(),
    constructionRecordId: text('construction_record_id').references(() => constructionRecords.id, { onDelete: 'set null' }),
    feeTotal: numeric('fee_total', { mode: 'number' }),
    /** Pre-review changed the fee (migration 0023): the total before, why, when; the unit's acceptance. */
    quotedFeeTotal: numeric('quoted_fee_total', { mode: 'number' }),
    feeChangeReason: text('fee_change_reason'),
    feeChangedAt: timestamp('fee_changed_at', { withTimezone: true }),
    feeAcceptedAt: timestamp('fee_accepted_at', { withTimezone: true }),
    opinion: text('opinion'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('inspection_applications_unit_state_idx').on(table.unitId, table.state),
    index('inspection_applications_unit_updated_idx').on(table.unitId, table.updatedAt),
    index('inspection_applications_unit_submitted_idx').on(table.unitId, table.submittedAt),
    index('inspection_applications_state_idx').on(table.state, table.submittedAt),
  ],
);

/** One piece of equipment of an application (equipment_id null for equipment not yet on file). */
export const inspectionApplicationItems = pgTable(
  'inspection_application_items',
  {
    id: text('id').primaryKey(),
    applicationId: ownerRef('application_id', () => inspectionApplications.id),
    position: integer('position').notNull().default(0),
    equipmentId: text('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    categoryCode: text('category_code').notNull(),
    subTypeCode: text('sub_type_code').notNull(),
    registerCode: text('register_code').notNull().default(''),
    deviceCode: text('device_code').notNull().default(''),
    equipmentName: text('equipment_name').notNull(),
    model: text('model').notNull().default(''),
    usePlace: text('use_place').notNull().default(''),
    fee: numeric('fee', { mode: 'number' }),
    feeBreakdown: jsonb('fee_breakdown').$type<FeeBreakdownLine[]>().notNull().default([]),
    /** 管道定期检验 (migration 0028). */
    pipelineUnits: jsonb('pipeline_units').$type<StoredPipelineUnit[]>().notNull().default([]),
  },
  (table) => [
    index('inspection_application_items_application_idx').on(table.applicationId, table.position),
    index('inspection_application_items_equipment_idx').on(table.equipmentId),
  ],
);

/** 流转记录: every state an application has been in, who moved it and why. */
export const inspectionApplicationHistory = pgTable(
  'inspection_application_history',
  {
    id: text('id').primaryKey(),
    applicationId: ownerRef('application_id', () => inspectionApplications.id),
    state: text('state').$type<WireInspectionApplicationState>().notNull(),
    operator: text('operator'),
    remark: text('remark'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inspection_application_history_application_idx').on(table.applicationId, table.changedAt)],
);

/**
 * 收费标准: the platform's fee schedule (migration-seeded). The most specific rule wins: a rule for the
 * sub-type over one for the category, a rule for the kind over one for any kind (kind null).
 * Elevators: `per_unit_above` adds `per_unit_rate` × base for every floor (param `floors`) above it.
 */
export const inspectionFeeRules = pgTable(
  'inspection_fee_rules',
  {
    id: text('id').primaryKey(),
    categoryCode: text('category_code').notNull(),
    subTypeCode: text('sub_type_code'),
    kind: text('kind').$type<WireInspectionKind>(),
    label: text('label').notNull(),
    baseAmount: numeric('base_amount', { mode: 'number' }).notNull(),
    paramKey: text('param_key'),
    perUnitAbove: integer('per_unit_above'),
    perUnitRate: numeric('per_unit_rate', { mode: 'number' }),
    urgentRate: numeric('urgent_rate', { mode: 'number' }),
  },
  (table) => [index('inspection_fee_rules_category_idx').on(table.categoryCode)],
);

export type InspectionApplicationRow = typeof inspectionApplications.$inferSelect;
export type NewInspectionApplicationRow = typeof inspectionApplications.$inferInsert;
export type InspectionApplicationItemRow = typeof inspectionApplicationItems.$inferSelect;
export type NewInspectionApplicationItemRow = typeof inspectionApplicationItems.$inferInsert;
export type InspectionApplicationHistoryRow = typeof inspectionApplicationHistory.$inferSelect;
export type NewInspectionApplicationHistoryRow = typeof inspectionApplicationHistory.$inferInsert;
export type InspectionFeeRuleRow = typeof inspectionFeeRules.$inferSelect;
