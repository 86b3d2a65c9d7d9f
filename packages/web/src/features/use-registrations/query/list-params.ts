import { checkRule, type MessageKey, type ZUseRegistrationQuerySchema } from '@portal/contract';
import type { z } from 'zod';

export const USE_REGISTRATION_FILTER_DEFAULTS = { keyword: '', kind: '', state: '', categoryCode: '', registerCode: '', submittedFrom: '', submittedTo: '' };
export type UseRegistrationFilters = typeof USE_REGISTRATION_FILTER_DEFAULTS;
export const USE_REGISTRATION_LIST_DEFAULTS = { page: 1, pageSize: 20, sort: 'updatedAt:desc', ...USE_REGISTRATION_FILTER_DEFAULTS };
export type UseRegistrationListParams = typeof USE_REGISTRATION_LIST_DEFAULTS;
export type UseRegistrationQuery = z.input<typeof ZUseRegistrationQuerySchema>;

/** The list query: paging, sort and the filled filters; both submission dates are inclusive. */
export function toUseRegistrationQuery(params: UseRegistrationListParams): UseRegistrationQuery {
  const query: Record<string, string | number> = { page: params.page, pageSize: params.pageSize };
  if (params.sort) query.sort = params.sort;
  for (const key of Object.keys(USE_REGISTRATION_FILTER_DEFAULTS) as Array<keyof UseRegistrationFilters>) {
    const value = params[key].trim();
    if (value) query[key] = value;
  }
  return query as UseRegistrationQuery;
}

export function checkUseRegistrationFilters(values: UseRegistrationFilters): Partial<Record<keyof UseRegistrationFilters, MessageKey>> {
  const errors: Partial<Record<keyof UseRegistrationFilters, MessageKey>> = {};
  const code = checkRule('registerCode', values.registerCode.trim());
  if (code) errors.registerCode = code;
  if (values.submittedFrom && values.submittedTo && values.submittedFrom > values.submittedTo) errors.submittedTo = 'dateRange';
  return errors;
}

export function filtersOf(values: UseRegistrationFilters): UseRegistrationFilters {
  const picked = { ...USE_REGISTRATION_FILTER_DEFAULTS };
  for (const key of Object.keys(USE_REGISTRATION_FILTER_DEFAULTS) as Array<keyof UseRegistrationFilters>) picked[key] = values[key];
  return picked;
}
