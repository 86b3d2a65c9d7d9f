import {
  UNIT_CHANGE_FIELDS,
  type Unit,
  type UnitChangeApplicationBody,
  type UnitChangeForm,
  type UnitForm,
  type UnitUpdateBody,
  type ZUnitChangeFormSchema,
  type ZUnitFormSchema,
} from '@portal/contract';
import type { z } from 'zod';

/** The directly kept fields of the unit as the form holds them. */
export function unitValuesOf(unit: Unit): UnitForm {
  return {
    areaCode: unit.areaCode ?? '',
    businessAddress: unit.businessAddress,
    contactPerson: unit.contactPerson,
    contactPhone: unit.contactPhone,
    postcode: unit.postcode,
    fixedAssets: unit.fixedAssets,
    foundDate: unit.foundDate ?? '',
    regAuthority: unit.regAuthority,
    email: unit.email,
  };
}

export function toUnitBody(checked: z.output<typeof ZUnitFormSchema>): UnitUpdateBody {
  return { ...checked, foundDate: checked.foundDate || undefined };
}

export const EMPTY_CHANGE: UnitChangeForm = { name: '', creditCode: '', legalPerson: '', regAddress: '', reason: '' };

/** The application of the fields filled in with a value other than today's; none when nothing changes. */
export function toChangeBody(unit: Unit, checked: z.output<typeof ZUnitChangeFormSchema>): UnitChangeApplicationBody | null {
  const changes = UNIT_CHANGE_FIELDS.flatMap(({ code }) => {
    const value = checked[code].trim();
    return value !== '' && value !== unit[code] ? [{ field: code, newValue: value }] : [];
  });
  return changes.length === 0 ? null : { changes, reason: checked.reason };
}
