import { checkRule, type MessageKey, type ZUseRegistrationQuerySchema } from '@portal/contract';
import type { z } from 'zod';

export const USE_RECORD_FILTER_DEFAULTS = { keyword: '', kind: '', state: '', categoryCode: '', registerCode: '', submittedFrom: '', submittedTo: '' };
export type UseRecordFilters = typeof USE_RECORD_FILTER_DEFAULTS;
export const USE_RECORD_LIST_DEFAULTS = { page: 1, pageSize: 20, sort: 'updatedAt:desc', ...USE_RECORD_FILTER_DEFAULTS };
export type UseRecordListParams = typeof USE_RECORD_LIST_DEFAULTS;
export type UseRecordQuery = z.input<typeof ZUseRegistrationQuerySchema>;

/** The list query: paging, sort and the filled filters; both submission dates are inclusive. */
export function toUseRecordQuery(params: UseRecordListParams): UseRecordQuery {
  const query: Record<string, string | number> = { page: params.page, pageSize: params.pageSize };
  if (params.sort) query.sort = params.sort;
  for (const key of Object.keys(USE_RECORD_FILTER_DEFAULTS) as Array<keyof UseRecordFilters>) {
    const value = params[key].trim();
    if (value) query[key] = value;
  }
  return query as UseRecordQuery;
}

export function checkUseRecordFilters(values: UseRecordFilters): Partial<Record<keyof UseRecordFilters, MessageKey>> {
  const errors: Partial<Record<keyof UseRecordFilters, MessageKey>> = {};
  const code = checkRule('registerCode', values.registerCode.trim());
  if (code) errors.registerCode = code;
  if (values.submittedFrom && values.submittedTo && values.submittedFrom > values.submittedTo) errors.submittedTo = 'dateRange';
  return errors;
}

export function filtersOf(values: UseRecordFilters): UseRecordFilters {
  const picked = { ...USE_RECORD_FILTER_DEFAULTS };
  for (const key of Object.keys(USE_RECORD_FILTER_DEFAULTS) as Array<keyof UseRecordFilters>) picked[key] = values[key];
  return picked;
}
