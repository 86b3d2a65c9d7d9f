import { checkRule, type EquipmentDetail, type MessageKey } from '@portal/contract';
import type { EquipmentTextKey } from '../messages';

/** Registered fields a unit may apply to change; category, codes and dates stay with the registrar. */
export const CHANGEABLE_FIELDS = ['name', 'unitInternalNo', 'usePlace', 'propertyUnit', 'safetyManager', 'safetyManagerPhone'] as const;
export type ChangeableField = (typeof CHANGEABLE_FIELDS)[number];

export const CHANGE_LABELS: Record<ChangeableField, EquipmentTextKey> = {
  name: 'field.name',
  unitInternalNo: 'field.unitInternalNo',
  usePlace: 'field.usePlace',
  propertyUnit: 'field.propertyUnit',
  safetyManager: 'field.safetyManager',
  safetyManagerPhone: 'field.safetyManagerPhone',
};

export type ChangeRow = { field: ChangeableField | ''; newValue: string };

export type ChangeErrors = { rows: Array<MessageKey | 'change.sameValue' | 'change.duplicate' | null>; reason: MessageKey | null; none: boolean };

/**
 * Messages of a change application: every row names a field once and gives a new value that
 * differs from the file (and passes the field's rule); a reason is required.
 */
export function checkChangeApplication(rows: readonly ChangeRow[], reason: string, current: EquipmentDetail): ChangeErrors {
  const seen = new Set<string>();
  const rowErrors = rows.map((row) => {
    if (row.field === '') return 'required' as const;
    if (seen.has(row.field)) return 'change.duplicate' as const;
    seen.add(row.field);
    const value = row.newValue.trim();
    if (value === '' && row.field !== 'unitInternalNo' && row.field !== 'propertyUnit') return 'required' as const;
    if (row.field === 'safetyManagerPhone') {
      const failed = checkRule('phone', value);
      if (failed) return failed;
    }
    if (value === String(current[row.field] ?? '').trim()) return 'change.sameValue' as const;
    return null;
  });
  return { rows: rowErrors, reason: reason.trim() === '' ? 'required' : null, none: rows.length === 0 };
}

export function hasChangeErrors(errors: ChangeErrors): boolean {
  return errors.none || errors.reason !== null || errors.rows.some((error) => error !== null);
}

export function toChangeBody(rows: readonly ChangeRow[], reason: string, attachmentIds: readonly string[]) {
  return {
    changes: rows.map((row) => ({ field: row.field, newValue: row.newValue.trim() })),
    reason: reason.trim(),
    attachmentIds: [...attachmentIds],
  };
}
