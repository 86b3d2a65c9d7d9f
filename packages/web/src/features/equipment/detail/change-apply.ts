import { message, requiredText, ruleText, withFormChecks, type EquipmentDetail } from '@portal/contract';
import { z } from 'zod';
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

/** Fields a change may clear. */
const CLEARABLE: readonly string[] = ['unitInternalNo', 'propertyUnit'];

const ZChangeRow = z.object({ field: z.string(), newValue: z.string() });
export type ChangeRow = z.infer<typeof ZChangeRow>;
export type ChangeValues = { changes: ChangeRow[]; reason: string };

export const EMPTY_CHANGE: ChangeValues = { changes: [{ field: '', newValue: '' }], reason: '' };

/** The dialog's own texts for a repeated field and an unchanged value. */
export type ChangeTexts = { sameValue: string; duplicate: string };

export function isChangeable(field: string): field is ChangeableField {
  return (CHANGEABLE_FIELDS as readonly string[]).includes(field);
}

/**
 * A change application as typed: every row names a field once and gives a new value that differs
 * from the file (and passes the field's rule); a reason is required.
 */
export function changeSchema(current: EquipmentDetail, texts: ChangeTexts) {
  const fields = z.object({ changes: z.array(ZChangeRow).min(1, message('required')), reason: requiredText(500, 'required', 'multiline') });
  return withFormChecks(fields, (values, ctx) => {
    const rows = z.array(ZChangeRow).safeParse(values.changes);
    if (!rows.success) return;
    const seen = new Set<string>();
    rows.data.forEach((row, index) => {
      const fail = (part: keyof ChangeRow, text: string) => ctx.addIssue({ code: 'custom', path: ['changes', index, part], message: text });
      if (!isChangeable(row.field)) return fail('field', message('required'));
      if (seen.has(row.field)) return fail('field', texts.duplicate);
      seen.add(row.field);
      const value = row.newValue.trim();
      if (value === '' && !CLEARABLE.includes(row.field)) return fail('newValue', message('required'));
      const failed = row.field === 'safetyManagerPhone' ? ruleText('phone').safeParse(value) : null;
      if (failed && !failed.success) return fail('newValue', failed.error.issues[0]?.message ?? message('phone'));
      if (value === String(current[row.field] ?? '').trim()) return fail('newValue', texts.sameValue);
    });
  });
}

export function toChangeBody(checked: ChangeValues, attachmentIds: readonly string[]) {
  return {
    changes: checked.changes.map((row) => ({ field: row.field, newValue: row.newValue.trim() })),
    reason: checked.reason,
    attachmentIds: [...attachmentIds],
  };
}
