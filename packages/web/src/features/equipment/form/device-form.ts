import {
  DEFAULT_AREA_CODE,
  equipmentFormSchema,
  findCategory,
  paramFieldsOf,
  type EquipmentDetail,
  type EquipmentWriteBody,
  type ParamField,
} from '@portal/contract';
import type { z } from 'zod';
import type { FormSchema } from '../../../ui/form';

/** The common fields of device-info-new, in form order. */
export const COMMON_FIELDS = [
  'categoryCode',
  'subTypeCode',
  'name',
  'model',
  'productNo',
  'deviceCode',
  'registerCode',
  'useCertNo',
  'unitInternalNo',
  'usePlace',
  'areaCode',
  'manufacturer',
  'manufactureDate',
  'installer',
  'useDate',
  'designLifeYears',
  'propertyUnit',
  'safetyManager',
  'safetyManagerPhone',
  'useState',
] as const;
export type CommonField = (typeof COMMON_FIELDS)[number];

/** Form values as typed: the common fields, and `param` the category's own parameters. */
export type DeviceValues = Record<CommonField, string> & { param: Record<string, string | undefined> };
type DeviceSchema = ReturnType<typeof equipmentFormSchema>;
type Checked = z.output<DeviceSchema>;

const schemas = new Map<string, DeviceSchema>();

/** The contract's form schema for the chosen category and sub-type (one per pair). */
export function deviceSchema(values: DeviceValues): FormSchema<DeviceValues, Checked> {
  const key = `${values.categoryCode}/${values.subTypeCode}`;
  const known = schemas.get(key) ?? equipmentFormSchema(values.categoryCode, values.subTypeCode);
  schemas.set(key, known);
  return known;
}

/** The category's parameter fields for the chosen sub-type (none before a category is chosen). */
export function paramFieldsFor(values: Pick<DeviceValues, 'categoryCode' | 'subTypeCode'>): ParamField[] {
  const category = findCategory(values.categoryCode)?.code;
  return category ? paramFieldsOf(category, values.subTypeCode || undefined) : [];
}

export function emptyDeviceValues(categoryCode = ''): DeviceValues {
  const values = Object.fromEntries(COMMON_FIELDS.map((field) => [field, ''])) as Record<CommonField, string>;
  // A new file starts in the platform's own province and city (浙江省 / 宁波市): only the district is left to choose.
  return {
    ...values,
    categoryCode: findCategory(categoryCode) ? categoryCode : '',
    areaCode: DEFAULT_AREA_CODE,
    useState: 'not_in_use',
    param: {},
  };
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function deviceValuesOf(detail: EquipmentDetail): DeviceValues {
  const values = emptyDeviceValues(detail.categoryCode);
  for (const field of COMMON_FIELDS) values[field] = text(detail[field]);
  values.param = Object.fromEntries(Object.entries(detail.params).map(([key, value]) => [key, text(value)]));
  return values;
}

function optional(value: string | undefined): string | undefined {
  return value ? value : undefined;
}

/** The write body of the contract; only the chosen sub-type's parameters travel, numbers as numbers. */
export function toDeviceBody(checked: Checked, commit: boolean): EquipmentWriteBody {
  const { param, ...fields } = checked;
  const params: Record<string, number | string> = {};
  for (const field of paramFieldsFor(checked)) {
    const value = param[field.key]?.trim();
    if (value) params[field.key] = field.kind === 'number' ? Number(value) : value;
  }
  return {
    ...fields,
    commit,
    categoryCode: checked.categoryCode as EquipmentWriteBody['categoryCode'],
    registerCode: optional(checked.registerCode),
    useCertNo: optional(checked.useCertNo),
    unitInternalNo: optional(checked.unitInternalNo),
    manufactureDate: optional(checked.manufactureDate),
    useDate: optional(checked.useDate),
    designLifeYears: checked.designLifeYears ? Number(checked.designLifeYears) : undefined,
    safetyManagerPhone: optional(checked.safetyManagerPhone),
    useState: (checked.useState || 'not_in_use') as EquipmentWriteBody['useState'],
    params,
  };
}

/** A 400 problem's paths (`params.ratedLoad`) as form fields (`param.ratedLoad`). */
export function formFieldOfPath(path: string): string {
  return path.startsWith('params.') ? `param.${path.slice('params.'.length)}` : path;
}
