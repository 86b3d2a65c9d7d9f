import { labelOf, paramFieldsOf, paramUnit, type CategoryCode, type EquipmentParams, type Locale } from '@portal/contract';

export type ParamItem = { key: string; label: string; value: string };

/** `1000 kg`, `1.75 m/s`; text and choices as stored; '' when not filled in. */
export function formatParam(value: EquipmentParams[string] | undefined, unit?: string): string {
  if (value === null || value === undefined || value === '') return '';
  return unit && typeof value === 'number' ? `${value} ${unit}` : String(value);
}

/** The category's own parameters for the sub-type, in the catalogue's order, named in `locale`. */
export function paramItems(categoryCode: CategoryCode, subTypeCode: string, params: EquipmentParams, locale: Locale = 'zh-CN'): ParamItem[] {
  return paramFieldsOf(categoryCode, subTypeCode || undefined).map((field) => {
    const value = params[field.key];
    // A choice is stored as its zh-CN word: shown in the user's language when the catalogue knows it.
    const shown = field.options && typeof value === 'string' ? labelOf(field.options, value, locale) : value;
    return {
      key: field.key,
      label: locale === 'en-US' ? field.en : field.label,
      value: formatParam(shown, paramUnit(field, locale) || undefined),
    };
  });
}
