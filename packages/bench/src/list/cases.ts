import type { EquipmentView } from '@portal/contract';
import { EQUIPMENT_WIRE_PATHS, shiftDateKeys, toWirePaging } from '@portal/legacy-protocol';

/**
 * The requests of the equipment-list measurement: every query view, every filter alone, every sort
 * field both ways (first and last page) and pages 1, 2, middle and last. Each case is written as the
 * SPA sends it to the gateway and as the gateway sends it on to the platform, so the platform's own
 * time is measured for the same request (the run checks that both answer the same count).
 */

export type ListCase = {
  group: 'view' | 'filter' | 'page' | 'sort';
  name: string;
  /** `GET /api/v1/equipment?…` */
  query: Record<string, string>;
  /** The platform call the gateway makes for it. */
  wire: { path: string; params: Record<string, string> };
};

export const PAGE_SIZE = 20;

export const VIEWS: readonly EquipmentView[] = [
  'comprehensive',
  'overdue',
  'unqualified',
  'nonUse',
  'aboutToExpire',
  'inspectionDue',
  'inspectionOverdue',
  'loadTest',
  'pressurePiping',
];

// The gateway's VIEW_ENDPOINTS: the list with a queryType, or an endpoint of its own.
const VIEW_WIRE: Record<EquipmentView, { path: string; queryType?: string }> = {
  comprehensive: { path: EQUIPMENT_WIRE_PATHS.list },
  overdue: { path: EQUIPMENT_WIRE_PATHS.list, queryType: 'timeout' },
  unqualified: { path: EQUIPMENT_WIRE_PATHS.list, queryType: 'fault' },
  nonUse: { path: EQUIPMENT_WIRE_PATHS.list, queryType: 'nonUse' },
  aboutToExpire: { path: EQUIPMENT_WIRE_PATHS.list, queryType: 'aboutExpire' },
  inspectionDue: { path: EQUIPMENT_WIRE_PATHS.detectDueList },
  inspectionOverdue: { path: EQUIPMENT_WIRE_PATHS.detectExtendedList },
  loadTest: { path: EQUIPMENT_WIRE_PATHS.list, queryType: 'payloadTime' },
  pressurePiping: { path: EQUIPMENT_WIRE_PATHS.pressurePipingList },
};

/** The gateway's EQUIPMENT_SORT_FIELDS: the clean sort field and its wire name. */
export const SORT_FIELDS: Readonly<Record<string, string>> = {
  name: 'equName',
  categoryCode: 'equCategory',
  subTypeCode: 'equType',
  registerCode: 'registerCode',
  useCertNo: 'useCertNo',
  unitInternalNo: 'unitInnerNo',
  deviceCode: 'deviceCode',
  usePlace: 'usePlace',
  areaCode: 'areaCode',
  useState: 'useState',
  registerState: 'registerState',
  lastCheckDate: 'checkDate',
  checkConclusion: 'checkResult',
  nextCheckDate: 'nextCheckDate',
  useDate: 'useDate',
};

// The filters of ZEquipmentFilterSchema with their wire names (toWireEqmQuery) and, for the coded
// ones, the label the platform stores.
const FILTER_WIRE: Readonly<Record<string, string>> = {
  keyword: 'keyword',
  categoryCode: 'equCategory',
  subTypeCode: 'equType',
  registerCode: 'registerCode',
  useCertNo: 'useCertNo',
  unitInternalNo: 'unitInnerNo',
  deviceCode: 'deviceCode',
  name: 'equName',
  areaCode: 'areaCode',
  useState: 'useState',
  registerState: 'registerState',
  checkConclusion: 'checkResult',
  nextCheckDateFrom: 'nextCheckDateBegin',
  nextCheckDateTo: 'nextCheckDateEnd',
  useDateFrom: 'useDateBegin',
  useDateTo: 'useDateEnd',
  loadTestYears: 'loadTestYears',
  loadTestDateFrom: 'loadTestDateBegin',
  loadTestDateTo: 'loadTestDateEnd',
};
const LABELS: Readonly<Record<string, string>> = { out_of_service: '停用', registered: '在册', unqualified: '不合格' };

/** The platform call of a clean query, as the gateway builds it (date ends made exclusive by the date rule). */
export function wireCall(query: Record<string, string>): ListCase['wire'] {
  const { view = 'comprehensive', page = '1', pageSize = String(PAGE_SIZE), sort, ...filters } = query;
  const endpoint = VIEW_WIRE[view as EquipmentView];
  const wireFilters: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    const wireKey = FILTER_WIRE[key];
    if (!wireKey) throw new Error(`no wire name for the filter ${key}`);
    wireFilters[wireKey] = LABELS[value] ?? value;
  }
  if (endpoint.queryType) wireFilters.queryType = endpoint.queryType;
  const [field = '', direction = 'asc'] = sort?.split(':') ?? [];
  const wireSort = sort === undefined ? undefined : `${SORT_FIELDS[field] ?? field}:${direction}`;
  const paging = toWirePaging(Number(page), Number(pageSize), wireSort);
  return { path: endpoint.path, params: { ...paging, ...shiftDateKeys(wireFilters) } };
}

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Filter values a user of the generated data would type: register codes are
 * `<sub type><area><yyyyMM of 2000><4 digits>`, names and places Chinese, internal numbers `DT-123`.
 */
function filterQueries(today: string): [string, Record<string, string>][] {
  return [
    ['keyword 电梯 (two characters, 30 % of the files)', { keyword: '电梯' }],
    ['keyword 生产区7号 (a place, 5 %)', { keyword: '生产区7号' }],
    ['keyword 12345 (digits, a few files)', { keyword: '12345' }],
    ['registerCode 0512 (partial)', { registerCode: '0512' }],
    ['registerCode 200005 (partial, a month)', { registerCode: '200005' }],
    ['useCertNo 浙B0123 (partial)', { useCertNo: '浙B0123' }],
    ['unitInternalNo DT-1 (partial)', { unitInternalNo: 'DT-1' }],
    ['deviceCode 3110V3300 (partial)', { deviceCode: '3110V3300' }],
    ['name 电梯 (partial)', { name: '电梯' }],
    ['categoryCode 3000', { categoryCode: '3000' }],
    ['subTypeCode 4110', { subTypeCode: '4110' }],
    ['areaCode 330212', { areaCode: '330212' }],
    ['useState out_of_service', { useState: 'out_of_service' }],
    ['registerState registered', { registerState: 'registered' }],
    ['checkConclusion unqualified', { checkConclusion: 'unqualified' }],
    ['nextCheckDate next 30 days', { nextCheckDateFrom: today, nextCheckDateTo: addDays(today, 30) }],
    ['useDate 2000-02-01…2000-03-31', { useDateFrom: '2000-02-01', useDateTo: '2000-03-31' }],
    ['loadTestDate a half year', { loadTestDateFrom: addDays(today, -365), loadTestDateTo: addDays(today, -183) }],
    ['loadTestYears 1 (loadTest view)', { view: 'loadTest', loadTestYears: '1' }],
  ];
}

/** Every case, for the unit's `lastPage` (of the comprehensive list) and the platform's `today`. */
export function listCases(today: string, lastPage: number): ListCase[] {
  const cases: ListCase[] = [];
  const add = (group: ListCase['group'], name: string, query: Record<string, string>) =>
    cases.push({ group, name, query, wire: wireCall(query) });
  for (const view of VIEWS) add('view', `view ${view}`, view === 'comprehensive' ? {} : { view });
  for (const [name, query] of filterQueries(today)) add('filter', name, query);
  const middle = Math.max(1, Math.ceil(lastPage / 2));
  for (const page of [1, 2, middle, lastPage]) add('page', `page ${page}`, { page: String(page) });
  for (const field of Object.keys(SORT_FIELDS)) {
    for (const direction of ['asc', 'desc']) {
      for (const page of [1, lastPage]) add('sort', `sort ${field}:${direction} page ${page}`, { sort: `${field}:${direction}`, page: String(page) });
    }
  }
  return cases;
}
