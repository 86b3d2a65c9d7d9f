import type { WireReissueOutcome, WireReissueState } from '@portal/legacy-protocol';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../me/table';
import { units } from '../unit/table';

/** 补发/更正申请: outcome and state are the platform's Chinese words. */
export const reissueApplications = pgTable(
  'reissue_applications',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    reportNo: text('report_no').notNull(),
    reason: text('reason').notNull(),
    requestedOutcome: text('requested_outcome').$type<WireReissueOutcome>().notNull(),
    outcome: text('outcome').$type<WireReissueOutcome>(),
    state: text('state').$type<WireReissueState>().notNull(),
    opinion: text('opinion'),
    reviewer: text('reviewer'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The new report's number when the decision re-issued the report (migration 0026). */
    issuedReportNo: text('issued_report_no'),
    appliedBy: text('applied_by').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reissue_applications_unit_idx').on(table.unitId, table.appliedAt),
    index('reissue_applications_state_idx').on(table.state, table.appliedAt),
  ],
);

export type ReissueApplicationRow = typeof reissueApplications.$inferSelect;
