import { checkRule, type RuleName } from '@portal/contract';
import { checkAreaSelection } from './area-rules';
import type { FormMessage } from './use-form-errors';

/** How a form field is checked: the contract's rule for its format, and whether it must be filled. */
export type FieldSpec = {
  required?: boolean;
  rule?: RuleName;
  kind?: 'text' | 'number' | 'positive' | 'integer' | 'date' | 'area' | 'select';
};

/**
 * The message key a field's value fails with. Rules skip empty values; an empty
 * required field fails only when `enforceRequired` (on save or submit), not while typing.
 */
export function checkBySpec(spec: FieldSpec, raw: string, enforceRequired: boolean): FormMessage | null {
  const value = raw.trim();
  if (value === '') {
    if (!spec.required || !enforceRequired) return null;
    return spec.kind === 'area' ? 'areaRequired' : 'required';
  }
  if (spec.kind === 'area') return checkAreaSelection(value, false);
  if (spec.rule) return checkRule(spec.rule, value);
  if (spec.kind === 'number') return checkRule('number', value);
  if (spec.kind === 'positive') return checkRule('number', value) ?? (Number(value) > 0 ? null : 'form.positive');
  if (spec.kind === 'integer') return checkRule('positiveInteger', value);
  return null;
}

/** A decimal typed into a form as the API's number, or undefined when left empty. */
export function toNumber(raw: string): number | undefined {
  const value = raw.trim();
  return value === '' ? undefined : Number(value);
}

/** Optional text: undefined when empty, so the contract's defaults and optionals apply. */
export function optionalText(raw: string): string | undefined {
  const value = raw.trim();
  return value === '' ? undefined : value;
}
