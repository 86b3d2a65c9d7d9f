import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import { z } from 'zod';
import type { FormSchema } from '../form';

/** An empty input is an absent value; `commit` is the button's, not the form's (checked as a draft here). */
const fromInputs = (values: unknown): unknown =>
  typeof values === 'object' && values !== null
    ? { commit: false, ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) }
    : values;

/** A kind's form schema: its contract body schema over the form's text inputs. */
export function serviceFormSchema<V extends FieldValues, S extends ZodType>(body: S) {
  return z.preprocess(fromInputs, body) as unknown as FormSchema<V, z.output<S>>;
}
