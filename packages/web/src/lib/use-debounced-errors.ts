import { VALIDATOR_DELAY_MS, type MessageKey } from '@portal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export type FieldCheck<F extends string, V> = (field: F, values: V, required: boolean) => MessageKey | null;

/**
 * Field messages that follow typing by the validator delay (500 ms after the last change of
 * a field). `validateAll` checks every field at once, required ones included, for submit.
 */
export function useDebouncedErrors<F extends string, V extends Record<F, string>>(
  values: V,
  fields: readonly F[],
  check: FieldCheck<F, V>,
  delay: number = VALIDATOR_DELAY_MS,
) {
  const [errors, setErrors] = useState<Partial<Record<F, MessageKey>>>({});
  const previous = useRef(values);
  const timers = useRef(new Map<F, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    for (const field of fields) {
      if (values[field] === previous.current[field]) continue;
      clearTimeout(timers.current.get(field));
      timers.current.set(
        field,
        setTimeout(() => {
          const failed = check(field, values, false);
          setErrors((current) => ({ ...current, [field]: failed ?? undefined }));
        }, delay),
      );
    }
    previous.current = values;
  }, [values, fields, check, delay]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const validateAll = useCallback((): Partial<Record<F, MessageKey>> => {
    timers.current.forEach((timer) => clearTimeout(timer));
    const found: Partial<Record<F, MessageKey>> = {};
    for (const field of fields) {
      const failed = check(field, values, true);
      if (failed) found[field] = failed;
    }
    setErrors(found);
    return found;
  }, [check, fields, values]);

  return { errors, setErrors, validateAll };
}
