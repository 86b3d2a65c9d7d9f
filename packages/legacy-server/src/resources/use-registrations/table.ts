import type { WireUseRegistrationKind, WireUseRegistrationState } from '@portal/legacy-protocol';
import { boolean, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerRef, timestamps } from '../../db/columns';
import { equipment } from '../equipment/table';
import { units } from '../unit/table';
import { users } from '../me/table';

/** 使用登记申请: kinds and states are stored as the platform's Chinese words. */
export const useRegistrations = pgTable(
  'use_registrations',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    applicationNo: text('application_no').notNull().unique(),
    kind: text('kind').$type<WireUseRegistrationKind>().notNull(),
    state: text('state').$type<WireUseRegistrationState>().notNull(),
    equipmentId: text('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    categoryCode: text('category_code').notNull(),
    subTypeCode: text('sub_type_code').notNull(),
    equipmentName: text('equipment_name').notNull(),
    deviceCode: text('device_code').notNull().default(''),
    registerCode: text('register_code').notNull().default(''),
    model: text('model').notNull().default(''),
    productNo: text('product_no').notNull().default(''),
    manufacturer: text('manufacturer').notNull().default(''),
    installer: text('installer').notNull().default(''),
    supervisionInstitute: text('supervision_institute').notNull().default(''),
    unitName: text('unit_name').notNull(),
    creditCode: text('credit_code').notNull(),
    unitAddress: text('unit_address').notNull().default(''),
    unitInternalNo: text('unit_internal_no').notNull().default(''),
    usePlace: text('use_place').notNull().default(''),
    areaCode: text('area_code'),
    useDate: date('use_date', { mode: 'string' }),
    safetyManager: text('safety_manager').notNull().default(''),
    safetyManagerMobile: text('safety_manager_mobile').notNull().default(''),
    propertyUnit: text('property_unit').notNull().default(''),
    maintenanceUnit: text('maintenance_unit').notNull().default(''),
    inspectionInstitute: text('inspection_institute').notNull().default(''),
    inspectionReportNo: text('inspection_report_no').notNull().default(''),
    inspectionConclusion: text('inspection_conclusion'),
    nextCheckDate: date('next_check_date', { mode: 'string' }),
    declarationAccepted: boolean('declaration_accepted').notNull().default(false),
    useCertNo: text('use_cert_no'),
    opinion: text('opinion'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('use_registrations_unit_state_idx').on(table.unitId, table.state),
    index('use_registrations_unit_updated_idx').on(table.unitId, table.updatedAt),
    index('use_registrations_unit_submitted_idx').on(table.unitId, table.submittedAt),
  ],
);

/** 流转记录: every state an application has been in, with who moved it and why. */
export const useRegistrationHistory = pgTable(
  'use_registration_history',
  {
    id: text('id').primaryKey(),
    registrationId: ownerRef('registration_id', () => useRegistrations.id),
    state: text('state').$type<WireUseRegistrationState>().notNull(),
    operator: text('operator'),
    remark: text('remark'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('use_registration_history_registration_idx').on(table.registrationId, table.changedAt)],
);

export type UseRegistrationRow = typeof useRegistrations.$inferSelect;
export type NewUseRegistrationRow = typeof useRegistrations.$inferInsert;
export type NewUseRegistrationHistoryRow = typeof useRegistrationHistory.$inferInsert;
