import type { WireAttachmentBizType, WireServiceReviewState } from '@portal/legacy-protocol';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import type { Checked } from '../http/checked';
import type { WireParams } from '../http/params';
import type { Decision } from './form';
import type { ServiceApplicationTable, ServiceHistoryTable, ServiceItemsTable } from './tables';

export type ServiceApplicationMessages = {
  notFound: string;
  notEditable: string;
  notSubmitted: string;
  forbidden: string;
  equipmentForeign: string;
  opinionRequired: string;
};

/** The form fields the kit handles; the kind's own fields ride beside them. */
export type ServiceFormFields = { equipmentIds: string[]; attachmentIds: string[]; isCommit: boolean };

/** The list filters the kit applies; the kind's own ride beside them. */
export type ServiceFilters = { keyword?: string; state?: WireServiceReviewState };

/**
 * One kind of service application (docs/architecture.md, legacy-server): its tables, wire paths,
 * words and the few steps that are its own. The kit does the rest: list, read, save, decide.
 */
export type ServiceApplicationKind<T extends ServiceApplicationTable, F extends ServiceFormFields, Q extends ServiceFilters> = {
  table: T;
  items: ServiceItemsTable;
  history: ServiceHistoryTable;
  /** The platform module: the attachments' `bizType`. */
  bizType: WireAttachmentBizType;
  /** Start of the application number, e.g. TYBF. */
  numberPrefix: string;
  paths: { list: string; form: string; save: string; auditList: string; audit: string };
  messages: ServiceApplicationMessages;
  sortable: Record<string, AnyPgColumn>;
  readForm: (params: WireParams) => Checked<F>;
  readFilters: (params: WireParams) => Checked<Q>;
  /** The kind's own filters as conditions. */
  filterConditions: (filters: Q) => SQL[];
  /** The kind's own columns a keyword searches (besides the number, the unit and the equipment). */
  keywordColumns: readonly AnyPgColumn[];
  /** The row's own columns from a saved form. */
  columnsOf: (fields: F) => Partial<T['$inferInsert']>;
  /** The record's own wire fields (list and detail). */
  answer: (row: T['$inferSelect']) => Record<string, unknown>;
  /** Wire fields only the detail carries. */
  detail?: (row: T['$inferSelect']) => Record<string, unknown>;
  /** The history remark of a first submission (提交申请, 提交告知). */
  submitRemark: string;
  /** Why the equipment may not be named now (held by another application), or null. */
  heldElsewhere?: (db: Db, equipmentIds: readonly string[], exceptId: string | undefined) => Promise<string | null>;
  /** What approval changes beyond the application; throws a Refusal to stop it. */
  onApprove?: (db: Db, row: T['$inferSelect'], equipmentIds: readonly string[], now: Date) => Promise<void>;
  /** The SMS text to the applicant after a decision. */
  decisionNotice: (row: T['$inferSelect'], decision: Decision) => string;
};
