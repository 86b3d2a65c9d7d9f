import { z } from 'zod/v4';

/** `application/x-www-form-urlencoded` body (UTF-8, spaces as `+`), as JeeSite's form posts expect. */
export function encodeForm(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
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
