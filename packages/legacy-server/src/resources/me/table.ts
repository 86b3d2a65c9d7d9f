import type { RoleType } from '@portal/contract';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerRef, timestamps } from '../../db/columns';
import { units } from '../unit/table';

export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  roleType: text('role_type').$type<RoleType>().notNull(),
  menuIds: jsonb('menu_ids').$type<string[]>().notNull().default([]),
  ...timestamps,
});

export type RoleRow = typeof roles.$inferSelect;
export type NewRoleRow = typeof roles.$inferInsert;

/** JeeSite's status codes: '0' normal, '2' disabled. */
export const USER_STATUS = { normal: '0', disabled: '2' } as const;

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    loginName: text('login_name').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    mobile: text('mobile'),
    idCard: text('id_card'),
    unitId: text('unit_id').references(() => units.id),
    areaCode: text('area_code'),
    isSimplePwd: boolean('is_simple_pwd').notNull().default(false),
    currentRoleId: text('current_role_id').references(() => roles.id),
    status: text('status').notNull().default(USER_STATUS.normal),
    ...timestamps,
  },
  (table) => [index('users_unit_id_idx').on(table.unitId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: ownerRef('user_id', () => users.id),
    roleId: ownerRef('role_id', () => roles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
