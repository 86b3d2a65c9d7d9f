import type { MessageKey } from '@portal/contract';
import { useCallback } from 'react';
import { useI18n } from '../i18n/i18n';
import { useDebouncedErrors, type FieldCheck } from './use-debounced-errors';

/** A form message: the contract's rule messages, plus the one rule the contract's table lacks. */
export type FormMessage = MessageKey | 'form.positive';

export type FormCheck<F extends string, V> = (field: F, values: V, required: boolean) => FormMessage | null;

type FormErrors<F extends string> = {
  errors: Partial<Record<F, FormMessage>>;
  validateAll: () => Partial<Record<F, FormMessage>>;
};

/**
 * The shell's 500 ms debounced field messages. Its hook carries the message keys through
 * without reading them, so the extra key passes unchanged; only the text lookup tells them apart.
 */
export function useFormErrors<F extends string, V extends Record<F, string>>(values: V, fields: readonly F[], check: FormCheck<F, V>): FormErrors<F> {
  const { errors, validateAll } = useDebouncedErrors(values, fields, check as unknown as FieldCheck<F, V>);
  return { errors: errors as Partial<Record<F, FormMessage>>, validateAll: validateAll as () => Partial<Record<F, FormMessage>> };
}

/** The text of a form message in the current locale. */
export function useFormMessage(): (key: FormMessage) => string {
  const { rule, t } = useI18n();
  return useCallback((key: FormMessage) => (key === 'form.positive' ? t('form.positive') : rule(key)), [rule, t]);
}
