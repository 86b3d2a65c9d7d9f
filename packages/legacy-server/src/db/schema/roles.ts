import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { RoleType } from '@portal/contract';
import { timestamps } from './columns';

export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  roleType: text('role_type').$type<RoleType>().notNull(),
  menuIds: jsonb('menu_ids').$type<string[]>().notNull().default([]),
  ...timestamps,
});

export type RoleRow = typeof roles.$inferSelect;
export type NewRoleRow = typeof roles.$inferInsert;
