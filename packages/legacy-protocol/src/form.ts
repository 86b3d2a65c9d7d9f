import { z } from 'zod/v4';

// What the urlencoded serializer leaves as it is: the ids, numbers, codes and days of most calls.
const FORM_SAFE = /^[A-Za-z0-9*._-]*$/;

/**
 * One name or value as `URLSearchParams` writes it (UTF-8, spaces as `+`). Every platform call writes
 * its query this way, and for the plain values of nearly all of them building the object cost more
 * than the call's other query work; other text still goes through URLSearchParams itself.
 */
export function formComponent(text: string): string {
  return FORM_SAFE.test(text) ? text : new URLSearchParams({ v: text }).toString().slice(2);
}

/** `application/x-www-form-urlencoded` body (UTF-8, spaces as `+`), as JeeSite's form posts expect. */
export function encodeForm(fields: Record<string, string>): string {
  let body = '';
  for (const name in fields) body += `${body === '' ? '' : '&'}${formComponent(name)}=${formComponent(fields[name]!)}`;
  return body;
}

/** A day as the platform's forms write it, `yyyy-MM-dd`. */
export const WIRE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day field a form must fill. */
export const ZWireFormDay = z.string().regex(WIRE_DAY);

/** A day field a form may leave empty (`''`). */
export const ZWireFormOptionalDay = z.union([z.literal(''), ZWireFormDay]).default('');

/** A text field a form may leave empty (`''`), trimmed, of at most `max` characters. */
export const wireFormText = (max: number) => z.string().trim().max(max).default('');

/** A time as the platform's forms write it, `yyyy-MM-dd HH:mm:ss` (Asia/Shanghai). */
export const ZWireFormTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** A time field a form may leave empty (`''`). */
export const ZWireFormOptionalTime = z.union([z.literal(''), ZWireFormTime]).default('');
