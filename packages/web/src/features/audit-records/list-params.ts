import type { ZAuditRecordQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { defineList, listDefaults, type FilterDef, type ListParams } from '../../ui/list-page';
import { AUDIT_EVENT_OPTIONS, AUDIT_OUTCOME_OPTIONS } from './audit-labels';
import type { AuditTextKey } from './messages';

export type AuditRecordQuery = z.input<typeof ZAuditRecordQuerySchema>;
type AuditFilterKey = 'event' | 'outcome' | 'user' | 'address' | 'from' | 'to';

export const AUDIT_FILTERS: readonly FilterDef<AuditFilterKey, AuditTextKey>[] = [
  { kind: 'option', key: 'event', label: 'field.event', options: AUDIT_EVENT_OPTIONS, width: '36' },
  { kind: 'option', key: 'outcome', label: 'field.outcome', options: AUDIT_OUTCOME_OPTIONS, width: '28' },
  { kind: 'text', key: 'user', label: 'field.user', placeholder: 'field.userHint', maxLength: 64 },
  { kind: 'text', key: 'address', label: 'field.address', placeholder: 'field.addressHint', maxLength: 64 },
  { kind: 'dateRange', from: 'from', to: 'to', label: 'field.time' },
];

/** Newest first (the API's only order); the query is paging and the filled filters, both days inclusive. */
export const AUDIT_LIST = defineList<AuditRecordQuery, AuditFilterKey, AuditTextKey>({ filters: AUDIT_FILTERS });
export const AUDIT_LIST_DEFAULTS = listDefaults(AUDIT_LIST);
export const toAuditQuery = (params: ListParams<AuditFilterKey>): AuditRecordQuery => AUDIT_LIST.toQuery(params);
