import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import { get } from 'react-hook-form';
import type { z } from 'zod';
import { isEmptyValue } from './schema-messages';

export { isEmptyValue } from './schema-messages';

function blank(value: unknown): unknown {
  if (typeof value === 'string') return '';
  if (Array.isArray(value) || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, blank(inner)]));
}

/** The fields a schema asks for: those that fail when every text is left empty. */
export function emptyPaths(schema: z.ZodTypeAny, values: FieldValues): Set<string> {
  const result = schema.safeParse(blank(values));
  return new Set(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.')));
}

function isLeaf(node: unknown): node is FieldError {
  return typeof node === 'object' && node !== null && typeof (node as { type?: unknown }).type === 'string';
}

/**
 * The messages of fields that hold something: while typing, an emptied field says nothing (the
 * contract's rules skip empty values; required fields are asked for on save and submit).
 */
export function withoutEmptyErrors<T extends FieldValues>(errors: FieldErrors<T>, values: T, prefix = ''): FieldErrors<T> {
  const kept: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(errors)) {
    const path = `${prefix}${key}`;
    if (isLeaf(node)) {
      if (!isEmptyValue(get(values, path))) kept[key] = node;
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    const inner = withoutEmptyErrors(node as FieldErrors<T>, values, `${path}.`);
    if (Object.keys(inner).length > 0) kept[key] = inner;
  }
  return kept as FieldErrors<T>;
}
