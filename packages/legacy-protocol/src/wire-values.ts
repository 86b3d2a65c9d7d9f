import { z } from 'zod';

/**
 * The value shapes of the platform's JSON, shared by every wire record. JeeSite serialises with
 * Jackson: ids, codes and counts may arrive as numbers or text, absent fields as null, flags in four
 * spellings. See docs/legacy-wire.md.
 */

/** A Java value the portal treats as text (ids, codes): numbers become their decimal text. */
export const ZWireText = z.union([z.string(), z.number()]).transform((value) => String(value));

/** Optional text: null or absent becomes undefined (one policy for every record). */
export const ZWireOptionalText = ZWireText.nullish().transform((value) => value ?? undefined);

/** A BigDecimal or Integer as a number (or numeric text); null when absent or not a number. */
export const ZWireOptionalNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  });

/** A count, as a number or numeric text. */
export const ZWireCount = z.coerce.number().int().min(0);

/** JeeSite flags: '1'/'0', 'true'/'false', booleans or numbers; absent is false. */
export const ZWireFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .nullish()
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** An id list: an array or comma-separated text, as the platform's forms and records carry them. */
export const ZWireIdList = z
  .union([z.array(ZWireText), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined) return [];
    const ids = Array.isArray(value) ? value : value.split(',');
    return ids.map((id) => id.trim()).filter((id) => id !== '');
  });

/** Category parameters: keys of the contract's CATEGORY_PARAMS, numbers or text. */
export const ZWireParams = z.record(z.string(), z.union([z.number(), z.string(), z.null()]));

/** The answer of the platform's writes (save, commit, apply): the record's id and its state afterwards. */
export const ZWireSaved = z.object({ id: ZWireText, state: z.string() }).passthrough();
export type WireSaved = z.infer<typeof ZWireSaved>;
