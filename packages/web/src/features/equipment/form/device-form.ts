import {
  findCategory,
  paramFieldsOf,
  type CategoryCode,
  type EquipmentDetail,
  type EquipmentWriteBody,
  type ParamField,
} from '@portal/contract';
import { checkBySpec, optionalText, toNumber, type FieldSpec } from '../../../lib/field-rules';
import type { FormMessage } from '../../../lib/use-form-errors';

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

/** Form values as typed: the common fields and `param.<key>` for the category's own parameters. */
export type DeviceValues = Record<string, string>;

const PARAM_PREFIX = 'param.';

export function paramField(key: string): string {
  return `${PARAM_PREFIX}${key}`;
}

const COMMON_SPECS: Record<CommonField, FieldSpec> = {
  categoryCode: { required: true, kind: 'select' },
  subTypeCode: { required: true, kind: 'select' },
  name: { required: true },
  model: {},
  productNo: {},
  deviceCode: {},
  registerCode: { rule: 'registerCode' },
  useCertNo: {},
  unitInternalNo: {},
  usePlace: { required: true },
  areaCode: { required: true, kind: 'area' },
  manufacturer: {},
  manufactureDate: { kind: 'date' },
  installer: {},
  useDate: { kind: 'date' },
  designLifeYears: { kind: 'integer' },
  propertyUnit: {},
  safetyManager: {},
  safetyManagerPhone: { rule: 'phone' },
  useState: { kind: 'select' },
};

export const MAX_LENGTHS: Partial<Record<CommonField, number>> = {
  name: 100,
  model: 100,
  productNo: 100,
  deviceCode: 50,
  registerCode: 20,
  useCertNo: 50,
  unitInternalNo: 50,
  usePlace: 200,
  manufacturer: 100,
  installer: 100,
  designLifeYears: 3,
  propertyUnit: 100,
  safetyManager: 50,
  safetyManagerPhone: 20,
};

export function isRequired(field: string): boolean {
  return (COMMON_SPECS as Record<string, FieldSpec>)[field]?.required === true;
}

function categoryOf(values: DeviceValues): CategoryCode | undefined {
  return findCategory(values.categoryCode ?? '')?.code;
}

/** The category's parameter fields for the chosen sub-type (none before a category is chosen). */
export function paramFieldsFor(values: DeviceValues): ParamField[] {
  const category = categoryOf(values);
  return category ? paramFieldsOf(category, values.subTypeCode || undefined) : [];
}

/** Every field the form checks now: the common ones and the parameters of the category. */
export function deviceFields(values: DeviceValues): string[] {
  return [...COMMON_FIELDS, ...paramFieldsFor(values).map((field) => paramField(field.key))];
}

function paramSpec(field: ParamField): FieldSpec {
  return field.kind === 'number' ? { kind: 'number' } : { kind: field.kind === 'enum' ? 'select' : 'text' };
}

/** The message of one field; parameters follow their kind (numbers must be numbers). */
export function checkDeviceField(field: string, values: DeviceValues, enforceRequired: boolean): FormMessage | null {
  const value = values[field] ?? '';
  if (field.startsWith(PARAM_PREFIX)) {
    const param = paramFieldsFor(values).find((one) => paramField(one.key) === field);
    return param ? checkBySpec(paramSpec(param), value, enforceRequired) : null;
  }
  const spec = (COMMON_SPECS as Record<string, FieldSpec>)[field];
  if (!spec) return null;
  const failed = checkBySpec(spec, value, enforceRequired);
  if (failed) return failed;
  if (field === 'useDate' && values.manufactureDate && value && value < values.manufactureDate) return 'dateRange';
  return null;
}

/** Every message at once, required fields included (save and submit). */
export function validateDevice(values: DeviceValues): Record<string, FormMessage> {
  const found: Record<string, FormMessage> = {};
  for (const field of deviceFields(values)) {
    const failed = checkDeviceField(field, values, true);
    if (failed) found[field] = failed;
  }
  return found;
}

export function emptyDeviceValues(categoryCode = ''): DeviceValues {
  const values: DeviceValues = Object.fromEntries(COMMON_FIELDS.map((field) => [field, '']));
  values.categoryCode = findCategory(categoryCode) ? categoryCode : '';
  values.useState = 'not_in_use';
  return values;
}

/** A changed category clears the sub-type and the old category's parameters. */
export function changeCategory(values: DeviceValues, categoryCode: string): DeviceValues {
  const kept = Object.fromEntries(Object.entries(values).filter(([key]) => !key.startsWith(PARAM_PREFIX)));
  return { ...kept, categoryCode, subTypeCode: '' };
}

export function deviceValuesOf(detail: EquipmentDetail): DeviceValues {
  const values = emptyDeviceValues(detail.categoryCode);
  for (const field of COMMON_FIELDS) {
    const value = (detail as unknown as Record<string, unknown>)[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  for (const [key, value] of Object.entries(detail.params)) {
    values[paramField(key)] = value === null ? '' : String(value);
  }
  return values;
}

function paramValue(field: ParamField, raw: string): number | string | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  return field.kind === 'number' ? Number(value) : value;
}

/** The write body of the contract; only the chosen sub-type's parameters travel. */
export function toDeviceBody(values: DeviceValues, commit: boolean): EquipmentWriteBody {
  const text = (field: CommonField) => (values[field] ?? '').trim();
  const params: Record<string, number | string> = {};
  for (const field of paramFieldsFor(values)) {
    const value = paramValue(field, values[paramField(field.key)] ?? '');
    if (value !== undefined) params[field.key] = value;
  }
  return {
    commit,
    categoryCode: text('categoryCode') as CategoryCode,
    subTypeCode: text('subTypeCode'),
    name: text('name'),
    model: text('model'),
    productNo: text('productNo'),
    deviceCode: text('deviceCode'),
    registerCode: optionalText(text('registerCode')),
    useCertNo: optionalText(text('useCertNo')),
    unitInternalNo: optionalText(text('unitInternalNo')),
    usePlace: text('usePlace'),
    areaCode: text('areaCode'),
    manufacturer: text('manufacturer'),
    manufactureDate: optionalText(text('manufactureDate')),
    installer: text('installer'),
    useDate: optionalText(text('useDate')),
    designLifeYears: toNumber(text('designLifeYears')),
    propertyUnit: text('propertyUnit'),
    safetyManager: text('safetyManager'),
    safetyManagerPhone: optionalText(text('safetyManagerPhone')),
    useState: (optionalText(text('useState')) ?? 'not_in_use') as EquipmentWriteBody['useState'],
    params,
  };
}

/** A 400 problem's paths (`params.ratedLoad`) as form fields (`param.ratedLoad`). */
export function formFieldOfPath(path: string): string {
  return path.startsWith('params.') ? paramField(path.slice('params.'.length)) : path;
}
