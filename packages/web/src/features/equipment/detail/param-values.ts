import { paramFieldsOf, type CategoryCode, type EquipmentParams } from '@portal/contract';

export type ParamItem = { key: string; label: string; value: string };

/** `1000 kg`, `1.75 m/s`; text and choices as stored; '' when not filled in. */
export function formatParam(value: EquipmentParams[string] | undefined, unit?: string): string {
  if (value === null || value === undefined || value === '') return '';
  return unit && typeof value === 'number' ? `${value} ${unit}` : String(value);
}

/** The category's own parameters for the sub-type, in the catalogue's order. */
export function paramItems(categoryCode: CategoryCode, subTypeCode: string, params: EquipmentParams): ParamItem[] {
  return paramFieldsOf(categoryCode, subTypeCode || undefined).map((field) => ({
    key: field.key,
    label: field.label,
    value: formatParam(params[field.key], field.unit),
  }));
}
