import { z } from 'zod';

/** Value shapes shared by the wire records of the business modules (not exported from the package). */

// Java ids, codes and counts may arrive as numbers; the portal treats ids and codes as text.
export const ZRecordText = z.union([z.string(), z.number()]).transform((value) => String(value));

// Jackson writes absent fields as null; they become '' so a mapping needs no null checks for plain text.
export const ZRecordOptionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

export const ZRecordCount = z.coerce.number().int().min(0);

/** JeeSite flags: '1'/'0', 'true'/'false', booleans or numbers. */
export const ZRecordFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .nullish()
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** Comma-separated ids, as the platform's forms and records carry id lists. */
export const ZRecordIdList = z
  .union([z.array(ZRecordText), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined) return [];
    const ids = Array.isArray(value) ? value : value.split(',');
    return ids.map((id) => id.trim()).filter((id) => id !== '');
  });
