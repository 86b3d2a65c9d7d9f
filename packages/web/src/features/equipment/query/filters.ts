import {
  checkRule,
  type EquipmentQuery,
  type EquipmentView,
  type MessageKey,
  type ZEquipmentExportQuerySchema,
} from '@portal/contract';
import type { z } from 'zod';
import { checkAreaSelection } from '../../../lib/area-rules';
import { VIEW_CONFIG, type FilterKey } from './views';

/** The list state kept in the URL (strings, '' for unset); `sort` defaults per view. */
export const EQUIPMENT_FILTER_DEFAULTS = {
  keyword: '',
  categoryCode: '',
  subTypeCode: '',
  registerCode: '',
  useCertNo: '',
  unitInternalNo: '',
  areaCode: '',
  useState: '',
  checkConclusion: '',
  nextCheckDateFrom: '',
  nextCheckDateTo: '',
  useDateFrom: '',
  useDateTo: '',
  loadTestYears: '',
  loadTestDateFrom: '',
  loadTestDateTo: '',
};
export type EquipmentFilterValues = typeof EQUIPMENT_FILTER_DEFAULTS;
export type EquipmentFilterField = keyof EquipmentFilterValues;

export function equipmentListDefaults(view: EquipmentView) {
  return { page: 1, pageSize: 20, sort: VIEW_CONFIG[view].defaultSort, ...EQUIPMENT_FILTER_DEFAULTS };
}
export type EquipmentListParams = ReturnType<typeof equipmentListDefaults>;

/** The URL fields each filter of the view stands for (a date range is two). */
const FIELDS_OF: Record<FilterKey, readonly EquipmentFilterField[]> = {
  keyword: ['keyword'],
  categoryCode: ['categoryCode'],
  subTypeCode: ['subTypeCode'],
  registerCode: ['registerCode'],
  useCertNo: ['useCertNo'],
  unitInternalNo: ['unitInternalNo'],
  areaCode: ['areaCode'],
  useState: ['useState'],
  checkConclusion: ['checkConclusion'],
  nextCheckDate: ['nextCheckDateFrom', 'nextCheckDateTo'],
  useDate: ['useDateFrom', 'useDateTo'],
  loadTestYears: ['loadTestYears'],
  loadTestDate: ['loadTestDateFrom', 'loadTestDateTo'],
};

export function viewFields(view: EquipmentView): EquipmentFilterField[] {
  return VIEW_CONFIG[view].filters.flatMap((filter) => FIELDS_OF[filter]);
}

export type EquipmentFilters = z.input<typeof ZEquipmentExportQuerySchema>;

/**
 * The contract filters of a view: only the view's own fields (a param left in the URL by
 * another view does not leak in), trimmed, empty ones dropped. Date ranges are sent as typed;
 * the API reads both ends as inclusive.
 */
export function toEquipmentFilters(values: EquipmentFilterValues, view: EquipmentView): EquipmentFilters {
  const filters: Record<string, string> = { view };
  for (const field of viewFields(view)) {
    const value = values[field].trim();
    if (value !== '') filters[field] = value;
  }
  return filters as EquipmentFilters;
}

export function toEquipmentQuery(params: EquipmentListParams, view: EquipmentView): EquipmentQuery {
  return {
    page: params.page,
    pageSize: params.pageSize,
    ...(params.sort ? { sort: params.sort } : {}),
    ...toEquipmentFilters(params, view),
  };
}

const RANGES: ReadonlyArray<readonly [EquipmentFilterField, EquipmentFilterField]> = [
  ['nextCheckDateFrom', 'nextCheckDateTo'],
  ['useDateFrom', 'useDateTo'],
  ['loadTestDateFrom', 'loadTestDateTo'],
];

/**
 * Messages of the filter bar, by field: the 20-digit registration code rule, the area selector
 * reaching the last level, load-test years as a positive integer, and each range's start not
 * after its end (reported on the end).
 */
export function checkEquipmentFilters(
  values: EquipmentFilterValues,
  view: EquipmentView,
): Partial<Record<EquipmentFilterField, MessageKey>> {
  const fields = viewFields(view);
  const errors: Partial<Record<EquipmentFilterField, MessageKey>> = {};
  if (fields.includes('registerCode')) {
    const failed = checkRule('registerCode', values.registerCode.trim());
    if (failed) errors.registerCode = failed;
  }
  if (fields.includes('areaCode')) {
    const failed = checkAreaSelection(values.areaCode, false);
    if (failed) errors.areaCode = failed;
  }
  if (fields.includes('loadTestYears')) {
    const failed = checkRule('positiveInteger', values.loadTestYears.trim());
    if (failed) errors.loadTestYears = failed;
  }
  for (const [from, to] of RANGES) {
    if (!fields.includes(from)) continue;
    if (values[from] && values[to] && values[from] > values[to]) errors[to] = 'dateRange';
  }
  return errors;
}

/** Only the filter fields of a set of list params (for the editable draft of the filter bar). */
export function filterValuesOf(params: EquipmentFilterValues): EquipmentFilterValues {
  const values = { ...EQUIPMENT_FILTER_DEFAULTS };
  for (const field of Object.keys(EQUIPMENT_FILTER_DEFAULTS) as EquipmentFilterField[]) values[field] = params[field];
  return values;
}
