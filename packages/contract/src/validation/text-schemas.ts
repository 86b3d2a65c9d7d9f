import { z } from 'zod';
import { text, type TextLines } from '../common';
import { formatMessage, message, type MessageKey } from '../messages';

/**
 * Text schemas built from the messages alone, with no rule of `RULES` and no area table: the
 * sign-in body is built from these, and the web's first screen takes this module without the rest
 * of the validation (schemas.ts, which re-exports it).
 */

type TextSchema = z.ZodType<string | undefined, z.ZodTypeDef, string | undefined>;

/**
 * Makes a rule schema required: undefined and '' fail with `key`, anything else goes on to the
 * rule. Requiredness is separate from the rules, as in the product's forms. Built as a refined
 * string (not a pipe) so OpenAPI still sees a string.
 */
export function required(schema: TextSchema, key: MessageKey = 'required') {
  const required = message(key);
  return text('single', { required_error: required, invalid_type_error: required })
    .min(1, required)
    .superRefine((value, ctx) => {
      if (value === '') return;
      const result = schema.safeParse(value);
      if (!result.success) result.error.issues.forEach((issue) => ctx.addIssue(issue));
    });
}

/** Free text of at most `max` characters; '' allowed. Single-line unless `lines` says multiline. */
export function boundedText(max: number, lines: TextLines = 'single') {
  return text(lines).max(max, formatMessage('tooLong', { max }));
}

/** Trimmed free text that must not be empty, at most `max` characters. */
export function requiredText(max: number, key: MessageKey = 'required', lines: TextLines = 'single') {
  const required = message(key);
  return text(lines, { required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(max, formatMessage('tooLong', { max }));
}

/** A password as typed: never trimmed, so the platform sees exactly what the user entered. */
export function requiredSecret(key: MessageKey, max = 64) {
  const required = message(key);
  return text('single', { required_error: required, invalid_type_error: required })
    .min(1, required)
    .max(max, formatMessage('tooLong', { max }));
}

/** Optional free text of at most `max` characters, trimmed. */
export function optionalText(max: number, lines: TextLines = 'single') {
  return text(lines).trim().max(max, formatMessage('tooLong', { max }));
}

/** A select's code: '' passes unless `isRequired`; anything else must be one of `codes`. */
export function choiceText(codes: readonly string[], isRequired = false) {
  return text().superRefine((value, ctx) => {
    const failed = value === '' ? (isRequired ? 'required' : null) : codes.includes(value) ? null : 'invalidOption';
    if (failed) ctx.addIssue({ code: z.ZodIssueCode.custom, message: message(failed) });
  });
}

/** A date input's value (yyyy-mm-dd): '' passes unless `isRequired`. */
export function dateText(isRequired = false) {
  return isRequired ? text().min(1, message('required')) : text();
}
