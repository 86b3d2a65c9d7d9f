import type { WireAccountRegistrationState } from '@portal/legacy-protocol';
import { date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { storedFile, timestamps } from '../../db/columns';
import { users } from '../me/table';
import { units } from '../unit/table';

/**
 * 账号注册申请: the unit's data and the applicant's login as filed (the password only hashed),
 * the state in the platform's words, and the institute's decision. Confirming creates the unit
 * and the account and keeps their ids here.
 */
export const accountRegistrations = pgTable(
  'account_registrations',
  {
    id: text('id').primaryKey(),
    /** 受理编号 (ZC + day + sequence) the applicant sees; null only for rows a migration could not number. */
    referenceNo: text('reference_no'),
    unitName: text('unit_name').notNull(),
    creditCode: text('credit_code').notNull(),
    areaCode: text('area_code').notNull(),
    regAddress: text('reg_address').notNull(),
    businessAddress: text('business_address').notNull(),
    legalPerson: text('legal_person').notNull(),
    contactPerson: text('contact_person').notNull(),
    contactPhone: text('contact_phone').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    fixedAssets: text('fixed_assets').notNull().default(''),
    foundDate: date('found_date', { mode: 'string' }),
    loginName: text('login_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    state: text('state').$type<WireAccountRegistrationState>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    auditorId: text('auditor_id').references(() => users.id, { onDelete: 'set null' }),
    auditor: text('auditor'),
    opinion: text('opinion'),
    unitId: text('unit_id').references(() => units.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('account_registrations_state_idx').on(table.state, table.submittedAt),
    index('account_registrations_credit_code_idx').on(table.creditCode),
    index('account_registrations_login_name_idx').on(table.loginName),
    uniqueIndex('account_registrations_reference_no_idx').on(table.referenceNo),
  ],
);

export type AccountRegistrationRow = typeof accountRegistrations.$inferSelect;
export type NewAccountRegistrationRow = typeof accountRegistrations.$inferInsert;

/**
 * 申请材料: a visitor's document, held by the mobile that proved itself with an SMS code until the
 * application that names it is filed (`registration_id`).
 */
export const accountRegistrationFiles = pgTable(
  'account_registration_files',
  {
    id: text('id').primaryKey(),
    registrationId: text('registration_id').references(() => accountRegistrations.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    ...storedFile,
  },
  (table) => [
    index('account_registration_files_registration_idx').on(table.registrationId),
    index('account_registration_files_mobile_idx').on(table.mobile, table.uploadedAt),
  ],
);

export type AccountRegistrationFileRow = typeof accountRegistrationFiles.$inferSelect;
