import { z } from 'zod';
import { formatMessage } from './messages';

/*
 * Fields renamed within /api/v1 (docs/api.md, "Deprecated fields and routes"): the old name stays,
 * answered beside the new one and still accepted in requests, until /api/v2 drops it.
 */

/**
 * How a deprecated field's OpenAPI description starts; the gateway's OpenAPI step marks every schema
 * and parameter so described `deprecated: true` (zod itself has no such flag).
 */
export const DEPRECATED_FIELD_MARK = 'Deprecated:';

/** `schema` under a deprecated name: the same value as `replacement`, described so that OpenAPI flags it. */
export function deprecatedField<T extends z.ZodTypeAny>(schema: T, replacement: string): T {
  return schema.describe(`${DEPRECATED_FIELD_MARK} the old name of \`${replacement}\`, which carries the same value`) as T;
}

/**
 * A request that spells one field both ways is refused with a field message on the old name, never
 * read as one of them. A filter may repeat one value under both names (`sameValueAllowed`).
 */
export function oneSpelling(field: string, deprecated: string, { sameValueAllowed = false } = {}) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const [current, old] = [value[field], value[deprecated]];
    if (current === undefined || old === undefined || (sameValueAllowed && current === old)) return;
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [deprecated], message: formatMessage('oneSpelling', { field, deprecated }) });
  };
}
