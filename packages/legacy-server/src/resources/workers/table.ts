import type { WireWorkerSex, WireWorkerState } from '@portal/legacy-protocol';
import { date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerRef, timestamps } from '../../db/columns';
import { users } from '../me/table';
import { units } from '../unit/table';

/** 作业人员: an operator of a unit; sex and employment state are stored as the platform's words. */
export const workers = pgTable(
  'workers',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    name: text('name').notNull(),
    gender: text('gender').$type<WireWorkerSex>().notNull(),
    idCard: text('id_card').notNull(),
    mobile: text('mobile').notNull().default(''),
    employmentState: text('employment_state').$type<WireWorkerState>().notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('workers_unit_id_card_idx').on(table.unitId, table.idCard),
    index('workers_unit_updated_idx').on(table.unitId, table.updatedAt),
  ],
);

/** 作业人员证: one certificate (作业项目 code of TSG Z6001-2019) of an operator. */
export const workerQualifications = pgTable(
  'worker_qualifications',
  {
    id: text('id').primaryKey(),
    workerId: ownerRef('worker_id', () => workers.id),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    operatorCode: text('operator_code').notNull(),
    certificateNo: text('certificate_no').notNull(),
    issuingAuthority: text('issuing_authority').notNull(),
    issueDate: date('issue_date', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    reviewDate: date('review_date', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    index('worker_qualifications_worker_idx').on(table.workerId),
    index('worker_qualifications_unit_valid_idx').on(table.unitId, table.validTo),
  ],
);

export type WorkerRow = typeof workers.$inferSelect;
export type NewWorkerRow = typeof workers.$inferInsert;
export type QualificationRow = typeof workerQualifications.$inferSelect;
export type NewQualificationRow = typeof workerQualifications.$inferInsert;
