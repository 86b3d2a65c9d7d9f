import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { withoutEmptyErrors } from './skip-empty';

/** A contract schema over the form's values as typed (`In`), answering the checked values (`Out`). */
export type FormSchema<In extends FieldValues, Out> = z.ZodType<Out, z.ZodTypeDef, In>;

/**
 * zodResolver over the schema of the current values. Unless `enforceRequired()` (save and
 * submit), messages of fields left empty are dropped: every rule skips an empty value.
 */
export function contractResolver<In extends FieldValues, Out>(
  schemaOf: (values: In) => FormSchema<In, Out>,
  enforceRequired: () => boolean,
): Resolver<In, unknown, Out> {
  return async (values, context, options) => {
    const result = await zodResolver(schemaOf(values))(values, context, options);
    if (enforceRequired() || Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: withoutEmptyErrors(result.errors, values) };
  };
}

function flatten(errors: FieldErrors, prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, node] of Object.entries(errors)) {
    if (typeof node !== 'object' || node === null) continue;
    if (typeof node.message === 'string' && typeof node.type === 'string') found[`${prefix}${key}`] = node.message;
    else Object.assign(found, flatten(node as FieldErrors, `${prefix}${key}.`));
  }
  return found;
}

/** The messages a form shows for `values` (path -> text): while typing, or on save with required fields. */
export async function formMessages<In extends FieldValues, Out>(
  schema: FormSchema<In, Out>,
  values: In,
  { enforceRequired }: { enforceRequired: boolean },
): Promise<Record<string, string>> {
  const resolve = contractResolver(() => schema, () => enforceRequired);
  const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return flatten(errors);
}
