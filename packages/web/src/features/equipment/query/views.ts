import type { CategoryCode, EquipmentView } from '@portal/contract';

export type FilterKey =
  | 'keyword'
  | 'categoryCode'
  | 'subTypeCode'
  | 'registerCode'
  | 'useCertNo'
  | 'unitInternalNo'
  | 'areaCode'
  | 'useState'
  | 'checkConclusion'
  | 'nextCheckDate'
  | 'useDate'
  | 'loadTestYears'
  | 'loadTestDate';

export type ColumnKey =
  | 'name'
  | 'category'
  | 'subType'
  | 'registerCode'
  | 'useCertNo'
  | 'deviceCode'
  | 'unitInternalNo'
  | 'model'
  | 'productNo'
  | 'usePlace'
  | 'area'
  | 'useState'
  | 'registerState'
  | 'lastCheckDate'
  | 'checkConclusion'
  | 'nextCheckDate'
  | 'daysToCheck'
  | 'loadTestDate'
  | 'expiryDate';

export const ALL_COLUMNS: readonly ColumnKey[] = [
  'name',
  'category',
  'subType',
  'registerCode',
  'useCertNo',
  'deviceCode',
  'unitInternalNo',
  'model',
  'productNo',
  'usePlace',
  'area',
  'useState',
  'registerState',
  'lastCheckDate',
  'checkConclusion',
  'nextCheckDate',
  'daysToCheck',
  'loadTestDate',
  'expiryDate',
];

export type ViewConfig = {
  filters: readonly FilterKey[];
  columns: readonly ColumnKey[];
  /** Views bound to one category (load tests are for cranes, piping for 8000) offer its sub-types only. */
  fixedCategory?: CategoryCode;
  /** The order a safety manager wants first: the most urgent on top. */
  defaultSort: string;
};

const IDS: readonly FilterKey[] = ['registerCode', 'useCertNo', 'unitInternalNo', 'areaCode'];
const CATEGORY: readonly FilterKey[] = ['categoryCode', 'subTypeCode'];
const INSPECTION_COLUMNS: readonly ColumnKey[] = [
  'name',
  'category',
  'subType',
  'registerCode',
  'nextCheckDate',
  'daysToCheck',
  'lastCheckDate',
  'checkConclusion',
  'unitInternalNo',
  'usePlace',
];

export const VIEW_CONFIG: Record<EquipmentView, ViewConfig> = {
  comprehensive: {
    filters: ['keyword', ...CATEGORY, ...IDS, 'useState', 'nextCheckDate', 'useDate'],
    columns: ['name', 'category', 'subType', 'registerCode', 'useState', 'registerState', 'nextCheckDate', 'useCertNo', 'unitInternalNo', 'usePlace'],
    defaultSort: '',
  },
  overdue: {
    filters: [...CATEGORY, ...IDS, 'nextCheckDate'],
    columns: INSPECTION_COLUMNS,
    defaultSort: 'nextCheckDate:asc',
  },
  unqualified: {
    filters: [...CATEGORY, ...IDS, 'checkConclusion', 'nextCheckDate'],
    columns: INSPECTION_COLUMNS,
    defaultSort: 'lastCheckDate:desc',
  },
  nonUse: {
    filters: [...CATEGORY, ...IDS, 'useDate'],
    columns: ['name', 'category', 'subType', 'registerCode', 'useState', 'registerState', 'useCertNo', 'unitInternalNo', 'usePlace'],
    defaultSort: '',
  },
  aboutToExpire: {
    filters: [...CATEGORY, ...IDS, 'useDate'],
    columns: ['name', 'category', 'subType', 'registerCode', 'expiryDate', 'useState', 'nextCheckDate', 'useCertNo', 'unitInternalNo', 'usePlace'],
    defaultSort: '',
  },
  inspectionDue: {
    filters: [...CATEGORY, ...IDS, 'nextCheckDate'],
    columns: INSPECTION_COLUMNS,
    defaultSort: 'nextCheckDate:asc',
  },
  inspectionOverdue: {
    filters: [...CATEGORY, ...IDS, 'nextCheckDate'],
    columns: INSPECTION_COLUMNS,
    defaultSort: 'nextCheckDate:asc',
  },
  loadTest: {
    filters: ['subTypeCode', ...IDS, 'loadTestYears', 'loadTestDate', 'nextCheckDate'],
    columns: ['name', 'subType', 'registerCode', 'loadTestDate', 'nextCheckDate', 'lastCheckDate', 'model', 'unitInternalNo', 'usePlace'],
    fixedCategory: '4000',
    defaultSort: 'nextCheckDate:asc',
  },
  pressurePiping: {
    filters: ['subTypeCode', 'registerCode', 'useCertNo', 'areaCode', 'useState', 'nextCheckDate'],
    columns: ['name', 'subType', 'registerCode', 'useState', 'nextCheckDate', 'checkConclusion', 'useCertNo', 'area', 'usePlace'],
    fixedCategory: '8000',
    defaultSort: '',
  },
};

/** The view's columns in table order: its own first, then the rest the chooser offers. */
export function columnOrder(view: EquipmentView): ColumnKey[] {
  const own = VIEW_CONFIG[view].columns;
  return [...own, ...ALL_COLUMNS.filter((key) => !own.includes(key))];
}

/** Columns the server can sort by, with the field name it takes in `sort`. */
export const SORT_FIELDS: Partial<Record<ColumnKey, string>> = {
  name: 'name',
  category: 'categoryCode',
  registerCode: 'registerCode',
  useCertNo: 'useCertNo',
  unitInternalNo: 'unitInternalNo',
  useState: 'useState',
  lastCheckDate: 'lastCheckDate',
  nextCheckDate: 'nextCheckDate',
};

/** The localStorage key of a view's chosen columns. */
export function columnStorageKey(view: EquipmentView): string {
  return `portal.equipment.columns.${view}`;
}
