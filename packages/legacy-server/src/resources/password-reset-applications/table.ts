import type { WirePasswordResetState } from '@portal/legacy-protocol';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerRef, timestamps } from '../../db/columns';
import { users } from '../me/table';

/** 重置密码申请: the new password hashed until approved; states are the platform's words. */
export const passwordResetApplications = pgTable(
  'password_reset_applications',
  {
    id: text('id').primaryKey(),
    /** 受理编号 (CZ + day + sequence) the applicant sees; null only for rows a migration could not number. */
    referenceNo: text('reference_no'),
    userId: ownerRef('user_id', () => users.id),
    loginName: text('login_name').notNull(),
    name: text('name').notNull(),
    unitName: text('unit_name'),
    mobile: text('mobile').notNull(),
    reason: text('reason').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    state: text('state').$type<WirePasswordResetState>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    auditorId: text('auditor_id').references(() => users.id, { onDelete: 'set null' }),
    auditor: text('auditor'),
    opinion: text('opinion'),
    ...timestamps,
  },
  (table) => [
    index('password_reset_applications_state_idx').on(table.state, table.submittedAt),
    index('password_reset_applications_user_idx').on(table.userId),
    uniqueIndex('password_reset_applications_reference_no_idx').on(table.referenceNo),
  ],
);

export type PasswordResetApplicationRow = typeof passwordResetApplications.$inferSelect;
export type NewPasswordResetApplicationRow = typeof passwordResetApplications.$inferInsert;
