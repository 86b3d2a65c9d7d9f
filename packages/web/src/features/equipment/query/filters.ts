import type { EquipmentQuery, EquipmentView, MessageKey, ZEquipmentExportQuerySchema } from '@portal/contract';
import { EQUIPMENT_USE_STATES, INSPECTION_CONCLUSIONS, REGISTER_CODE_LENGTH } from '@portal/contract';
import type { z } from 'zod';
import { checkFilters, filterKeys, type FilterDef, type ListDefinition } from '../../../ui/list-page';
import type { EquipmentTextKey } from '../messages';
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
type EquipmentFilterDef = FilterDef<EquipmentFilterField, EquipmentTextKey>;

export function equipmentListDefaults(view: EquipmentView) {
  return { page: 1, pageSize: 20, sort: VIEW_CONFIG[view].defaultSort, ...EQUIPMENT_FILTER_DEFAULTS };
}
export type EquipmentListParams = ReturnType<typeof equipmentListDefaults>;

/** Each filter of the views, in the order of the bar (the category pair is drawn per view). */
const FILTERS: ReadonlyArray<[FilterKey, EquipmentFilterDef]> = [
  ['keyword', { kind: 'text', key: 'keyword', label: 'query.keyword', maxLength: 100 }],
  ['registerCode', { kind: 'text', key: 'registerCode', label: 'field.registerCode', maxLength: REGISTER_CODE_LENGTH, numeric: true, rule: 'registerCode' }],
  ['useCertNo', { kind: 'text', key: 'useCertNo', label: 'field.useCertNo', maxLength: 50 }],
  ['unitInternalNo', { kind: 'text', key: 'unitInternalNo', label: 'field.unitInternalNo', maxLength: 50 }],
  ['areaCode', { kind: 'area', key: 'areaCode', label: 'field.area' }],
  ['useState', { kind: 'option', key: 'useState', label: 'field.useState', options: EQUIPMENT_USE_STATES, width: '36' }],
  ['checkConclusion', { kind: 'option', key: 'checkConclusion', label: 'field.checkConclusion', options: INSPECTION_CONCLUSIONS }],
  ['loadTestYears', { kind: 'number', key: 'loadTestYears', label: 'field.loadTestYears', maxLength: 4, rule: 'positiveInteger' }],
  ['loadTestDate', { kind: 'dateRange', from: 'loadTestDateFrom', to: 'loadTestDateTo', label: 'field.loadTestDate', namedEnds: true }],
  ['nextCheckDate', { kind: 'dateRange', from: 'nextCheckDateFrom', to: 'nextCheckDateTo', label: 'field.nextCheckDate', namedEnds: true }],
  ['useDate', { kind: 'dateRange', from: 'useDateFrom', to: 'useDateTo', label: 'field.useDate', namedEnds: true }],
];

/** The filters of a view as the bar draws them. */
export function viewFilters(view: EquipmentView): EquipmentFilterDef[] {
  const config = VIEW_CONFIG[view];
  const has = (filter: FilterKey) => config.filters.includes(filter);
  const category: EquipmentFilterDef[] = has('categoryCode')
    ? [{ kind: 'category', category: 'categoryCode', subType: 'subTypeCode' }]
    : has('subTypeCode')
      ? [{ kind: 'category', subType: 'subTypeCode', fixedCategory: config.fixedCategory }]
      : [];
  return [...category, ...FILTERS.filter(([filter]) => has(filter)).map(([, definition]) => definition)];
}

export function viewFields(view: EquipmentView): EquipmentFilterField[] {
  return filterKeys(viewFilters(view));
}

export type EquipmentFilters = z.input<typeof ZEquipmentExportQuerySchema>;

/**
 * The contract filters of a view: only the view's own fields (a param left in the URL by
 * another view does not leak in), trimmed, empty ones dropped. Date ranges are sent as typed;
 * the API reads both ends as inclusive.
 */
export function toEquipmentFilters(values: Partial<EquipmentFilterValues>, view: EquipmentView): EquipmentFilters {
  const filters: Record<string, string> = { view };
  for (const field of viewFields(view)) {
    const value = (values[field] ?? '').trim();
    if (value !== '') filters[field] = value;
  }
  return filters as EquipmentFilters;
}

export function toEquipmentQuery(
  params: { page: number; pageSize: number; sort: string } & Partial<EquipmentFilterValues>,
  view: EquipmentView,
): EquipmentQuery {
  return {
    page: params.page,
    pageSize: params.pageSize,
    ...(params.sort ? { sort: params.sort } : {}),
    ...toEquipmentFilters(params, view),
  };
}

/**
 * Messages of the filter bar, by field: the 20-digit registration code rule, the area selector
 * reaching the last level, load-test years as a positive integer, and each range's start not
 * after its end (reported on the end).
 */
export function checkEquipmentFilters(
  values: EquipmentFilterValues,
  view: EquipmentView,
): Partial<Record<EquipmentFilterField, MessageKey>> {
  return checkFilters(viewFilters(view), values);
}

type EquipmentList = ListDefinition<EquipmentFilterField, EquipmentQuery, EquipmentTextKey>;

function equipmentList(view: EquipmentView): EquipmentList {
  return { filters: viewFilters(view), sort: VIEW_CONFIG[view].defaultSort, toQuery: (params) => toEquipmentQuery(params, view) };
}

/** The list of each view: its filters, its default order, its contract query. */
export const EQUIPMENT_LISTS: Record<EquipmentView, EquipmentList> = {
  comprehensive: equipmentList('comprehensive'),
  overdue: equipmentList('overdue'),
  unqualified: equipmentList('unqualified'),
  nonUse: equipmentList('nonUse'),
  aboutToExpire: equipmentList('aboutToExpire'),
  inspectionDue: equipmentList('inspectionDue'),
  inspectionOverdue: equipmentList('inspectionOverdue'),
  loadTest: equipmentList('loadTest'),
  pressurePiping: equipmentList('pressurePiping'),
};
