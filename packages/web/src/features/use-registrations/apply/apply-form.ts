import {
  isMobile,
  schemaOfUseRegistrationForm,
  type EquipmentDetail,
  type UseRegistrationBody,
  type UseRegistrationDetail,
  type UseRegistrationForm,
} from '@portal/contract';
import type { z } from 'zod';

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
export type ApplyValues = UseRegistrationForm;

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

/** The contract's form schema; the sub-types it takes follow the chosen category. */
export function applySchema(values: ApplyValues) {
  return schemaOfUseRegistrationForm(values.categoryCode);
}

export const EMPTY_APPLY: ApplyValues = {
  ...(Object.fromEntries(APPLY_FIELDS.map((field) => [field, ''])) as Record<ApplyField, string>),
  equipmentId: '',
  declarationAccepted: false,
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
  const values = { ...EMPTY_APPLY, equipmentId: text(detail.equipmentId), declarationAccepted: detail.declarationAccepted };
  for (const field of APPLY_FIELDS) values[field] = text((detail as unknown as Record<string, string | number | null>)[field]);
  return values;
}

/** The save body; a submit carries the truthfulness declaration the contract requires. */
export function toApplyBody(checked: z.output<ReturnType<typeof schemaOfUseRegistrationForm>>, commit: boolean, attachmentIds: readonly string[]): UseRegistrationBody {
  return {
    ...checked,
    commit,
    kind: checked.kind as UseRegistrationBody['kind'],
    equipmentId: checked.equipmentId || undefined,
    categoryCode: checked.categoryCode as UseRegistrationBody['categoryCode'],
    registerCode: checked.registerCode || undefined,
    inspectionConclusion: (checked.inspectionConclusion || undefined) as UseRegistrationBody['inspectionConclusion'],
    nextCheckDate: checked.nextCheckDate || undefined,
    attachmentIds: [...attachmentIds],
  };
}
