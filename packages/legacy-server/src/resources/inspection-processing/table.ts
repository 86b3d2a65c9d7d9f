import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { inspectionApplications } from '../inspection-applications/table';

/** The institute's appointment for an application (约检) and the day it inspected, one row per application. */
export const inspectionSchedules = pgTable('inspection_schedules', {
  applicationId: text('application_id')
    .primaryKey()
    .references(() => inspectionApplications.id, { onDelete: 'cascade' }),
  scheduledDate: date('scheduled_date', { mode: 'string' }).notNull(),
  inspector: text('inspector').notNull(),
  checkDate: date('check_date', { mode: 'string' }),
  resultRemark: text('result_remark').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type InspectionScheduleRow = typeof inspectionSchedules.$inferSelect;

/**
 * The opinion-notice branch of an application: the deadline set with a failed first result, and the
 * unit's rectification (整改反馈) once submitted; one round per application.
 */
export const inspectionRectifications = pgTable('inspection_rectifications', {
  applicationId: text('application_id')
    .primaryKey()
    .references(() => inspectionApplications.id, { onDelete: 'cascade' }),
  deadline: date('deadline', { mode: 'string' }).notNull(),
  content: text('content'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  submittedBy: text('submitted_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type InspectionRectificationRow = typeof inspectionRectifications.$inferSelect;
