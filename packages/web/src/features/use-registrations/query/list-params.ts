import { REGISTER_CODE_LENGTH, USE_REGISTRATION_KINDS, USE_REGISTRATION_STATES, type MessageKey, type ZUseRegistrationQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { CATEGORY_OPTIONS } from '../../../ui/category-selects';
import { checkFilters, defineList, filterDefaults, listDefaults, type FilterDef, type ListParams } from '../../../ui/list-page';
import type { UseRegistrationTextKey } from '../messages';

export type UseRegistrationQuery = z.input<typeof ZUseRegistrationQuerySchema>;
type UseRegistrationFilterKey = 'keyword' | 'kind' | 'state' | 'categoryCode' | 'registerCode' | 'submittedFrom' | 'submittedTo';

export const USE_REGISTRATION_FILTERS: readonly FilterDef<UseRegistrationFilterKey, UseRegistrationTextKey>[] = [
  { kind: 'text', key: 'keyword', label: 'query.keyword', maxLength: 100 },
  { kind: 'option', key: 'state', label: 'field.state', options: USE_REGISTRATION_STATES },
  { kind: 'option', key: 'kind', label: 'field.kind', options: USE_REGISTRATION_KINDS, width: '44' },
  { kind: 'option', key: 'categoryCode', label: 'field.categoryCode', options: CATEGORY_OPTIONS, width: '48' },
  { kind: 'text', key: 'registerCode', label: 'field.registerCode', maxLength: REGISTER_CODE_LENGTH, rule: 'registerCode' },
  { kind: 'dateRange', from: 'submittedFrom', to: 'submittedTo', label: 'query.submitted' },
];

export const USE_REGISTRATION_FILTER_DEFAULTS = filterDefaults(USE_REGISTRATION_FILTERS);
export type UseRegistrationFilters = typeof USE_REGISTRATION_FILTER_DEFAULTS;
export type UseRegistrationListParams = ListParams<UseRegistrationFilterKey>;

/** Newest first; the query is paging, sort and the filled filters (both submission dates inclusive). */
export const USE_REGISTRATION_LIST = defineList<UseRegistrationQuery, UseRegistrationFilterKey, UseRegistrationTextKey>({
  filters: USE_REGISTRATION_FILTERS,
  sort: 'updatedAt:desc',
});
export const toUseRegistrationQuery = (params: UseRegistrationListParams): UseRegistrationQuery => USE_REGISTRATION_LIST.toQuery(params);
export const USE_REGISTRATION_LIST_DEFAULTS = listDefaults(USE_REGISTRATION_LIST);

export function checkUseRegistrationFilters(values: UseRegistrationFilters): Partial<Record<keyof UseRegistrationFilters, MessageKey>> {
  return checkFilters(USE_REGISTRATION_FILTERS, values);
}
