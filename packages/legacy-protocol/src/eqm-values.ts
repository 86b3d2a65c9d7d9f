import { z } from 'zod';

/** Value schemas shared by the equipment wire records. */

// Java ids and codes may arrive as numbers; the portal treats them as text.
export const ZText = z.union([z.string(), z.number()]).transform((value) => String(value));

// Jackson writes absent fields as null; they become undefined here.
export const ZOptionalText = ZText.nullish().transform((value) => value ?? undefined);

/** A BigDecimal or Integer as a number (or numeric text); null when absent or not a number. */
export const ZOptionalNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  });

/** Category parameters: keys of the contract's CATEGORY_PARAMS, numbers or text. */
export const ZParams = z.record(z.string(), z.union([z.number(), z.string(), z.null()]));

