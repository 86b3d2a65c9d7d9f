import type { WireAttachmentBizType, WireFaultCause } from '@portal/legacy-protocol';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Checked } from '../http/checked';
import type { WireParams } from '../http/params';
import type { ServiceRegistrationTable } from './registration-tables';
import type { WorkbookColumn } from '../workbook/sheet';

/** The form fields the kit handles; the kind's own (already read into row values) ride beside them. */
export type RegistrationFormFields = { registCode: string; attachmentIds: string[] };

/** The list filters the kit applies; the kind's own ride beside them. */
export type RegistrationFilters = { keyword?: string; registerCode?: string };

/**
 * One kind of the unit's registrations (docs/architecture.md, legacy-server): its table, wire
 * paths, words, own columns and workbook. The kit does the rest: list, read, save, export.
 */
export type ServiceRegistrationKind<T extends ServiceRegistrationTable, F extends RegistrationFormFields, Q extends RegistrationFilters> = {
  table: T;
  bizType: WireAttachmentBizType;
  paths: { list: string; form: string; save: string };
  messages: { notFound: string; notElevator: string };
  sortable: Record<string, AnyPgColumn>;
  /** The list's order when the caller names none (newest event first). */
  defaultOrder: AnyPgColumn;
  readForm: (params: WireParams) => Checked<F>;
  readFilters: (params: WireParams) => Checked<Q>;
  /** The kind's own filters as conditions. */
  filterConditions: (filters: Q) => SQL[];
  /** The columns a keyword searches. */
  keywordColumns: readonly AnyPgColumn[];
  /** The row's own columns and the shared place, description and cause, from a read form. */
  columnsOf: (fields: F) => Partial<T['$inferInsert']> & { place: string; faultDescription: string; faultCause: WireFaultCause | null };
  /** The record in the wire's words. */
  answer: (row: T['$inferSelect'], attachmentIds: readonly string[]) => Record<string, unknown>;
  /** The data host's workbook of the list: its path, title, columns and ASCII file name prefix. */
  workbook: { path: string; title: string; columns: readonly WorkbookColumn<T['$inferSelect']>[]; asciiName: string };
};
