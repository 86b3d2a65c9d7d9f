import type { z } from 'zod';

/** Nothing typed: '', blanks only, or no value. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    values,
  );
}

/**
 * The messages a contract schema gives `values` (field path -> the first message), as the form
 * kit's resolver finds them, without react-hook-form: for a form that does not load it (login).
 * Unless `enforceRequired` (submit), a field left empty says nothing: every rule skips an empty
 * value. schema-messages.test.ts holds it to formMessages.
 */
export function schemaMessages(
  schema: z.ZodTypeAny,
  values: unknown,
  { enforceRequired }: { enforceRequired: boolean },
): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (path in found || (!enforceRequired && isEmptyValue(valueAt(values, issue.path)))) continue;
    found[path] = issue.message;
  }
  return found;
}
