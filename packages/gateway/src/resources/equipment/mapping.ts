import {
  EQUIPMENT_USE_STATES,
  findCategory,
  findSubType,
  INSPECTION_CONCLUSIONS,
  REGISTER_STATES,
  type EquipmentChange,
  type EquipmentDetail,
  type EquipmentSummary,
  type EquipmentView,
  type ExpiryKind,
  type InspectionKind,
  type InspectionRecord,
  type ZEquipmentChangeApplicationBodySchema,
  type ZEquipmentFilterSchema,
  type ZEquipmentWriteBodySchema,
} from '@portal/contract';
import {
  EQUIPMENT_WIRE_PATHS,
  startsWithWireDate,
  type EquipmentChangeableField,
  type EquipmentWireQueryType,
  type WireEquipment,
  type WireEquipmentChange,
  type WireEquipmentInspection,
  type WireEquipmentDetail,
  type WireEquipmentFields,
  type WireEquipmentQuery,
} from '@portal/legacy-protocol';
import type { z } from 'zod';
import { textsOfWire, wireTextsOf } from '../../legacy/wire-texts';
import { categoryOf, codeOf, isoDate, labelFor, optionalCodeOf, reviewStateOf, sortFieldsOf, UnexpectedWireValue } from '../../legacy/wire-values';

/** The equipment file in both words: the clean API's (packages/contract) and the platform's (eqm). */

export type EquipmentFilters = z.infer<typeof ZEquipmentFilterSchema>;
export type EquipmentWrite = z.infer<typeof ZEquipmentWriteBodySchema>;
export type EquipmentChangeApplication = z.infer<typeof ZEquipmentChangeApplicationBodySchema>;

/** Where each query view is served: its endpoint, and the `queryType` of the list and of the export. */
export const VIEW_ENDPOINTS: Record<EquipmentView, { path: string; queryType?: EquipmentWireQueryType; exportType?: EquipmentWireQueryType }> = {
  comprehensive: { path: EQUIPMENT_WIRE_PATHS.list },
  overdue: { path: EQUIPMENT_WIRE_PATHS.list, queryType: 'timeout', exportType: 'timeout' },
  unqualified: { path: EQUIPMENT_WIRE_PATHS.list, queryType: 'fault', exportType: 'fault' },
  nonUse: { path: EQUIPMENT_WIRE_PATHS.list, queryType: 'nonUse', exportType: 'nonUse' },
  aboutToExpire: { path: EQUIPMENT_WIRE_PATHS.list, queryType: 'aboutExpire', exportType: 'aboutExpire' },
  inspectionDue: { path: EQUIPMENT_WIRE_PATHS.detectDueList, exportType: 'detectDue' },
  inspectionOverdue: { path: EQUIPMENT_WIRE_PATHS.detectExtendedList, exportType: 'detectExtended' },
  loadTest: { path: EQUIPMENT_WIRE_PATHS.list, queryType: 'payloadTime', exportType: 'payloadTime' },
  pressurePiping: { path: EQUIPMENT_WIRE_PATHS.pressurePipingList, exportType: 'pressurePiping' },
};

/** Sortable fields of the clean API and their wire names. */
export const EQUIPMENT_SORT_FIELDS = sortFieldsOf(
  ['name', 'categoryCode', 'subTypeCode', 'registerCode', 'useCertNo', 'unitInternalNo', 'deviceCode', 'usePlace', 'areaCode', 'useState', 'registerState', 'lastCheckDate', 'checkConclusion', 'nextCheckDate', 'useDate'],
  { name: 'equName', categoryCode: 'equCategory', subTypeCode: 'equType', unitInternalNo: 'unitInnerNo', lastCheckDate: 'checkDate', checkConclusion: 'checkResult' },
);

/**
 * The list filters as the platform's query parameters. Date ranges stay inclusive here: the legacy
 * client's date rule turns each `…End` into the platform's exclusive bound.
 */
export function toWireEqmQuery(filters: Omit<EquipmentFilters, 'view'>): WireEquipmentQuery {
  return {
    keyword: filters.keyword,
    equCategory: filters.categoryCode,
    equType: filters.subTypeCode,
    registerCode: filters.registerCode,
    useCertNo: filters.useCertNo,
    unitInnerNo: filters.unitInternalNo,
    deviceCode: filters.deviceCode,
    equName: filters.name,
    areaCode: filters.areaCode,
    useState: labelFor(EQUIPMENT_USE_STATES, filters.useState),
    registerState: labelFor(REGISTER_STATES, filters.registerState),
    checkResult: labelFor(INSPECTION_CONCLUSIONS, filters.checkConclusion),
    nextCheckDateBegin: filters.nextCheckDateFrom,
    nextCheckDateEnd: filters.nextCheckDateTo,
    useDateBegin: filters.useDateFrom,
    useDateEnd: filters.useDateTo,
    loadTestYears: filters.loadTestYears === undefined ? undefined : String(filters.loadTestYears),
    loadTestDateBegin: filters.loadTestDateFrom,
    loadTestDateEnd: filters.loadTestDateTo,
  };
}

// Boilers are inspected externally and internally; both are periodic inspections in the API's words.
const INSPECTION_KIND_OF: Record<string, InspectionKind> = {
  定期检验: 'periodic',
  外部检验: 'periodic',
  内部检验: 'periodic',
  年度检查: 'periodic',
  首次检验: 'first',
  监督检验: 'supervision',
  安装监督检验: 'supervision',
  改造监督检验: 'supervision',
  重大修理监督检验: 'supervision',
  管道定期检验: 'pipeline_periodic',
};

export function inspectionKindOf(label: string): InspectionKind {
  const kind = INSPECTION_KIND_OF[label];
  if (!kind) throw new UnexpectedWireValue('inspection kind', label);
  return kind;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * `iso` plus whole years as PostgreSQL adds an interval: 29 February becomes 28 February in other
 * years. Text arithmetic, no Date: it runs for every row of every equipment list.
 */
export function addYears(iso: string, years: number): string {
  const month = iso.length === 10 && startsWithWireDate(iso) ? Number(iso.slice(5, 7)) : 0;
  if (month < 1 || month > 12) throw new UnexpectedWireValue('date', iso);
  const year = Number(iso.slice(0, 4)) + years;
  const lastDay = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  const day = Math.min(Number(iso.slice(8, 10)), lastDay);
  return `${String(year).padStart(4, '0')}-${iso.slice(5, 7)}-${String(day).padStart(2, '0')}`;
}

/**
 * What runs out first: the design life (use date + design years, as the platform's aboutExpire view
 * computes it) or the use certificate. The wire carries the parts only, so the end is computed here.
 * On the same day the design life is named.
 */
export function expiryOf(wire: WireEquipment): { expiryDate: string | null; expiryKind: ExpiryKind | null } {
  const useDate = isoDate(wire.useDate);
  const lifeEnd = useDate && wire.designLife !== null ? addYears(useDate, Math.round(wire.designLife)) : null;
  const certEnd = isoDate(wire.useCertValidDate);
  if (certEnd && (!lifeEnd || certEnd < lifeEnd)) return { expiryDate: certEnd, expiryKind: 'certificate' };
  if (lifeEnd) return { expiryDate: lifeEnd, expiryKind: 'designLife' };
  return { expiryDate: null, expiryKind: null };
}

/** How the equipment is named and numbered, and where it stands: clean name -> the platform's name, for the form (the summary spells them out). */
const IDENTITY_TEXTS = {
  name: 'equName',
  model: 'equModel',
  productNo: 'productNo',
  deviceCode: 'deviceCode',
  registerCode: 'registerCode',
  useCertNo: 'useCertNo',
  unitInternalNo: 'unitInnerNo',
  usePlace: 'usePlace',
} as const;

/** Who owns the equipment and who answers for its safety, both ways. */
const KEEPER_TEXTS = { propertyUnit: 'propertyUnit', safetyManager: 'safetyManager', safetyManagerPhone: 'safetyManagerPhone' } as const;

export function toEquipmentSummary(wire: WireEquipment): EquipmentSummary {
  const categoryCode = categoryOf(wire.equCategory);
  const { expiryDate, expiryKind } = expiryOf(wire);
  return {
    id: wire.id,
    categoryCode,
    categoryName: findCategory(categoryCode)?.name ?? wire.equCategoryName ?? categoryCode,
    subTypeCode: wire.equType ?? '',
    subTypeName: findSubType(wire.equType ?? '')?.name ?? wire.equTypeName ?? wire.equType ?? '',
    // Written out, not textsOfWire(IDENTITY_TEXTS): every row of every equipment list passes here, and
    // a spread of a map-built object cost about 0.6 µs a row (docs/performance.md, the gateway).
    name: wire.equName ?? '',
    model: wire.equModel ?? '',
    productNo: wire.productNo ?? '',
    deviceCode: wire.deviceCode ?? '',
    registerCode: wire.registerCode ?? '',
    useCertNo: wire.useCertNo ?? '',
    unitInternalNo: wire.unitInnerNo ?? '',
    usePlace: wire.usePlace ?? '',
    areaCode: wire.areaCode ?? null,
    useState: codeOf(EQUIPMENT_USE_STATES, wire.useState, 'use state'),
    registerState: codeOf(REGISTER_STATES, wire.registerState, 'register state'),
    lastCheckDate: isoDate(wire.checkDate),
    checkConclusion: optionalCodeOf(INSPECTION_CONCLUSIONS, wire.checkResult, 'conclusion'),
    nextCheckDate: isoDate(wire.nextCheckDate),
    loadTestDate: isoDate(wire.loadTestDate),
    expiryDate,
    expiryKind,
  };
}

export function toInspectionRecord(wire: WireEquipmentInspection): InspectionRecord {
  const checkDate = isoDate(wire.checkDate);
  if (!checkDate) throw new UnexpectedWireValue('check date', wire.checkDate);
  return {
    id: wire.id,
    institute: wire.checkOrg ?? '',
    kind: inspectionKindOf(wire.checkType),
    reportNo: wire.reportNo ?? '',
    checkDate,
    conclusion: codeOf(INSPECTION_CONCLUSIONS, wire.checkResult, 'conclusion'),
    nextCheckDate: isoDate(wire.nextCheckDate),
  };
}

export function toEquipmentDetail(wire: WireEquipmentDetail): EquipmentDetail {
  return {
    ...toEquipmentSummary(wire),
    unitId: wire.unitId ?? null,
    unitName: wire.unitName ?? '',
    manufacturer: wire.makeUnit ?? '',
    manufactureDate: isoDate(wire.makeDate),
    installer: wire.installUnit ?? '',
    useDate: isoDate(wire.useDate),
    designLifeYears: wire.designLife === null ? null : Math.round(wire.designLife),
    ...textsOfWire(wire, KEEPER_TEXTS),
    recordState: reviewStateOf(wire.recordState),
    params: wire.params,
    inspections: wire.checkList.map(toInspectionRecord),
  };
}

export function toWireEqmFields(body: EquipmentWrite, id?: string): WireEquipmentFields {
  return {
    ...(id ? { id } : {}),
    equCategory: body.categoryCode,
    equType: body.subTypeCode,
    ...wireTextsOf(body, IDENTITY_TEXTS),
    areaCode: body.areaCode,
    makeUnit: body.manufacturer,
    makeDate: body.manufactureDate ?? '',
    installUnit: body.installer,
    useDate: body.useDate ?? '',
    designLife: body.designLifeYears === undefined ? '' : String(body.designLifeYears),
    ...wireTextsOf(body, KEEPER_TEXTS),
    useState: labelFor(EQUIPMENT_USE_STATES, body.useState),
    params: body.params,
  };
}

/** Fields a change application may change: clean name -> wire name. */
export const CHANGEABLE_FIELDS: Readonly<Record<string, EquipmentChangeableField>> = {
  name: 'equName',
  usePlace: 'usePlace',
  areaCode: 'areaCode',
  unitInternalNo: 'unitInnerNo',
  propertyUnit: 'propertyUnit',
  safetyManager: 'safetyManager',
  safetyManagerPhone: 'safetyManagerPhone',
};

const CLEAN_FIELD_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CHANGEABLE_FIELDS).map(([clean, wire]) => [wire, clean]),
);

/** 待审核 / 已审核 / 退回 of a change row. */
const CHANGE_STATES: Record<string, EquipmentChange['state']> = {
  草稿: 'draft',
  待审核: 'submitted',
  已审核: 'approved',
  退回: 'returned',
};

export function toEquipmentChange(wire: WireEquipmentChange): EquipmentChange {
  const state = CHANGE_STATES[wire.status];
  if (!state) throw new UnexpectedWireValue('change status', wire.status);
  return {
    id: wire.id,
    // Older rows name the field by its label; they keep it.
    field: CLEAN_FIELD_OF[wire.field] ?? wire.field,
    fieldLabel: wire.fieldLabel ?? wire.field,
    oldValue: wire.oldValue ?? '',
    newValue: wire.newValue ?? '',
    reason: wire.reason ?? '',
    appliedAt: wire.changeDate,
    state,
    opinion: wire.opinion ?? null,
  };
}

/** The application with wire field names; the index of the first field that cannot be changed otherwise. */
export function toWireChangeApplication(
  body: EquipmentChangeApplication,
): { ok: true; changes: { field: string; newValue: string }[] } | { ok: false; index: number } {
  const changes: { field: string; newValue: string }[] = [];
  for (const [index, change] of body.changes.entries()) {
    const field = Object.hasOwn(CHANGEABLE_FIELDS, change.field) ? CHANGEABLE_FIELDS[change.field] : undefined;
    if (!field) return { ok: false, index };
    changes.push({ field, newValue: change.newValue });
  }
  return { ok: true, changes };
}
