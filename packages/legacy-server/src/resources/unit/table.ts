import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';

/** 使用单位: the enterprise an account belongs to. */
export const units = pgTable('units', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  creditCode: text('credit_code').notNull().unique(),
  areaCode: text('area_code').notNull(),
  regAddress: text('reg_address'),
  businessAddress: text('business_address'),
  legalPerson: text('legal_person'),
  contactPerson: text('contact_person'),
  contactPhone: text('contact_phone'),
  postcode: text('postcode'),
  fixedAssets: text('fixed_assets'),
  foundDate: date('found_date', { mode: 'string' }),
  regAuthority: text('reg_authority'),
  email: text('email'),
  ...timestamps,
});

export type UnitRow = typeof units.$inferSelect;
export type NewUnitRow = typeof units.$inferInsert;
