import { isMobile, type EquipmentDetail, type UseRegistrationBody, type UseRegistrationDetail } from '@portal/contract';
import { checkBySpec, optionalText, type FieldSpec } from '../../../lib/field-rules';
import type { FormMessage } from '../../../lib/use-form-errors';

/** The use-registration application form: equipment, use, inspection (see docs/domain.md). */
export const EQUIPMENT_PART = [
  'categoryCode',
  'subTypeCode',
  'equipmentName',
  'deviceCode',
  'registerCode',
  'model',
  'productNo',
  'manufacturer',
  'installer',
  'supervisionInstitute',
] as const;
export const USE_PART = [
  'unitInternalNo',
  'usePlace',
  'areaCode',
  'useDate',
  'safetyManager',
  'safetyManagerMobile',
  'propertyUnit',
  'maintenanceUnit',
] as const;
export const INSPECTION_PART = ['inspectionInstitute', 'inspectionReportNo', 'inspectionConclusion', 'nextCheckDate'] as const;

export const APPLY_FIELDS = ['kind', ...EQUIPMENT_PART, ...USE_PART, ...INSPECTION_PART] as const;
export type ApplyField = (typeof APPLY_FIELDS)[number];
export type ApplyValues = Record<ApplyField, string> & { equipmentId: string };

const SPECS: Record<ApplyField, FieldSpec> = {
  kind: { required: true, kind: 'select' },
  categoryCode: { required: true, kind: 'select' },
  subTypeCode: { kind: 'select' },
  equipmentName: { required: true },
  deviceCode: {},
  registerCode: { rule: 'registerCode' },
  model: {},
  productNo: {},
  manufacturer: {},
  installer: {},
  supervisionInstitute: {},
  unitInternalNo: {},
  usePlace: { required: true },
  areaCode: { required: true, kind: 'area' },
  useDate: { required: true, kind: 'date' },
  safetyManager: { required: true },
  safetyManagerMobile: { required: true, rule: 'mobile' },
  propertyUnit: {},
  maintenanceUnit: {},
  inspectionInstitute: {},
  inspectionReportNo: {},
  inspectionConclusion: { kind: 'select' },
  nextCheckDate: { kind: 'date' },
};

export const APPLY_MAX: Partial<Record<ApplyField, number>> = {
  equipmentName: 100,
  deviceCode: 50,
  registerCode: 20,
  model: 100,
  productNo: 100,
  manufacturer: 100,
  installer: 100,
  supervisionInstitute: 100,
  unitInternalNo: 50,
  usePlace: 200,
  safetyManager: 50,
  safetyManagerMobile: 11,
  propertyUnit: 100,
  maintenanceUnit: 100,
  inspectionInstitute: 100,
  inspectionReportNo: 50,
};

export function isApplyRequired(field: ApplyField): boolean {
  return SPECS[field].required === true;
}

/** The field's message; the next inspection must come after putting into use. */
export function checkApplyField(field: ApplyField, values: ApplyValues, enforceRequired: boolean): FormMessage | null {
  const failed = checkBySpec(SPECS[field], values[field], enforceRequired);
  if (failed) return failed;
  if (field === 'nextCheckDate' && values.useDate && values.nextCheckDate && values.nextCheckDate < values.useDate) return 'dateRange';
  return null;
}

export const EMPTY_APPLY: ApplyValues = {
  ...(Object.fromEntries(APPLY_FIELDS.map((field) => [field, ''])) as Record<ApplyField, string>),
  equipmentId: '',
};

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The maintainer an elevator file names among its parameters (other categories have none). */
function maintainerOf(equipment: EquipmentDetail): string {
  const maintainer = (equipment.params as Record<string, unknown>).maintenanceUnit;
  return typeof maintainer === 'string' ? maintainer : '';
}

/**
 * Fills the equipment and use parts from a chosen equipment file, keeping the kind; the
 * inspection part takes the file's latest inspection. The file's phone stands in for the
 * mobile only when it is one (the form demands a mobile, files often hold a landline); what the
 * file leaves empty keeps what was typed.
 */
export function valuesFromEquipment(current: ApplyValues, equipment: EquipmentDetail): ApplyValues {
  const latest = [...equipment.inspections].sort((a, b) => b.checkDate.localeCompare(a.checkDate))[0];
  return {
    ...current,
    equipmentId: equipment.id,
    categoryCode: equipment.categoryCode,
    subTypeCode: equipment.subTypeCode,
    equipmentName: equipment.name,
    deviceCode: equipment.deviceCode,
    registerCode: equipment.registerCode,
    model: equipment.model,
    productNo: equipment.productNo,
    manufacturer: equipment.manufacturer,
    installer: equipment.installer,
    unitInternalNo: equipment.unitInternalNo,
    usePlace: equipment.usePlace,
    areaCode: text(equipment.areaCode),
    useDate: text(equipment.useDate),
    safetyManager: equipment.safetyManager,
    safetyManagerMobile: isMobile(equipment.safetyManagerPhone) ? equipment.safetyManagerPhone : current.safetyManagerMobile,
    propertyUnit: equipment.propertyUnit,
    maintenanceUnit: maintainerOf(equipment) || current.maintenanceUnit,
    inspectionInstitute: latest?.institute ?? '',
    inspectionReportNo: latest?.reportNo ?? '',
    inspectionConclusion: text(latest?.conclusion ?? equipment.checkConclusion),
    nextCheckDate: text(equipment.nextCheckDate),
  };
}

export function valuesFromRegistration(detail: UseRegistrationDetail): ApplyValues {
  const values = { ...EMPTY_APPLY, equipmentId: text(detail.equipmentId) };
  for (const field of APPLY_FIELDS) values[field] = text((detail as unknown as Record<string, string | number | null>)[field]);
  return values;
}

/** The save body; a submit carries the truthfulness declaration the contract requires. */
export function toApplyBody(values: ApplyValues, commit: boolean, declarationAccepted: boolean, attachmentIds: readonly string[]): UseRegistrationBody {
  const get = (field: ApplyField) => values[field].trim();
  return {
    commit,
    kind: get('kind') as UseRegistrationBody['kind'],
    equipmentId: optionalText(values.equipmentId),
    categoryCode: get('categoryCode') as UseRegistrationBody['categoryCode'],
    subTypeCode: get('subTypeCode'),
    equipmentName: get('equipmentName'),
    deviceCode: get('deviceCode'),
    registerCode: optionalText(get('registerCode')),
    model: get('model'),
    productNo: get('productNo'),
    manufacturer: get('manufacturer'),
    installer: get('installer'),
    supervisionInstitute: get('supervisionInstitute'),
    unitInternalNo: get('unitInternalNo'),
    usePlace: get('usePlace'),
    areaCode: get('areaCode'),
    useDate: get('useDate'),
    safetyManager: get('safetyManager'),
    safetyManagerMobile: get('safetyManagerMobile'),
    propertyUnit: get('propertyUnit'),
    maintenanceUnit: get('maintenanceUnit'),
    inspectionInstitute: get('inspectionInstitute'),
    inspectionReportNo: get('inspectionReportNo'),
    inspectionConclusion: optionalText(get('inspectionConclusion')) as UseRegistrationBody['inspectionConclusion'],
    nextCheckDate: optionalText(get('nextCheckDate')),
    declarationAccepted,
    attachmentIds: [...attachmentIds],
  };
}
