import { z } from 'zod/v4';

/**
 * The value shapes of the platform's JSON, shared by every wire record. JeeSite serialises with
 * Jackson: ids, codes and counts may arrive as numbers or text, absent fields as null, flags in several
 * spellings, times as text or as epoch milliseconds, and a key may come in another case (`areacode`,
 * `AREACODE` for `areaCode`) when a module maps its columns itself. A record requires only what the
 * platform guarantees: a JeeSite entity's id (where the gateway links to the record), its
 * createDate/updateDate, and the codes and states the clean API cannot answer without; everything
 * else is optional and the gateway maps it to null or ''.
 */

/** A Java value the portal treats as text (ids, codes, names): numbers become their decimal text. */
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

const FLAG_TEXTS: Readonly<Record<string, boolean>> = { '1': true, true: true, '0': false, false: false, '': false };

/** JeeSite flags: '1'/'0', 'true'/'false' in any case, booleans or numbers; absent is false. */
export const ZWireFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.string().transform((text) => text.trim().toLowerCase())])
  .nullish()
  .refine((value) => typeof value !== 'string' || Object.hasOwn(FLAG_TEXTS, value), 'not a flag')
  .transform((value) => value === true || value === 1 || (typeof value === 'string' && FLAG_TEXTS[value] === true));

/** An id list: an array or comma-separated text, as the platform's forms and records carry them. */
export const ZWireIdList = z
  .union([z.array(ZWireText), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined) return [];
    const ids = Array.isArray(value) ? value : value.split(',');
    return ids.map((id) => id.trim()).filter((id) => id !== '');
  });

// Asia/Shanghai has kept UTC+8 without daylight saving since 1991, so a fixed offset is exact.
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const EPOCH_MS = /^-?\d{10,}$/;
// Java's ISO form without an offset, and Timestamp.toString's fraction (`2024-05-31 10:00:00.0`).
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?$/;

/**
 * A date or time in the platform's own form, `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`) in
 * Asia/Shanghai. Jackson without a `@JsonFormat` writes a java.util.Date as epoch milliseconds, and
 * some modules write `T` or a fraction; those become the platform's form, other text stays as sent.
 */
export function wireDateTimeText(value: string | number): string {
  const text = String(value).trim();
  if (EPOCH_MS.test(text)) {
    return new Date(Number(text) + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
  }
  const local = LOCAL_TIME.exec(text);
  if (!local) return text;
  const time = local[2]!.length === 5 ? `${local[2]}:00` : local[2];
  return `${local[1]} ${time}`;
}

/** A date or time the record always has (JeeSite's createDate, updateDate). */
export const ZWireDateTime = z.union([z.string(), z.number()]).transform(wireDateTimeText);

/** A date or time that may be absent: null or absent becomes undefined. */
export const ZWireOptionalDateTime = ZWireDateTime.nullish().transform((value) => value ?? undefined);

/** Category parameters: keys of the contract's CATEGORY_PARAMS, numbers or text. */
export const ZWireParams = z.record(z.string(), z.union([z.number(), z.string(), z.null()]));

/** The one spelling a key's variants share: case and underscores ignored (areaCode, areacode, AREA_CODE). */
export function wireKey(name: string): string {
  return name.replaceAll('_', '').toLowerCase();
}

/** The expected spelling of each key's variants, by wireKey. */
type WireKeyNames = { exact: ReadonlySet<string>; byWireKey: ReadonlyMap<string, string> };

function wireKeyNames(names: readonly string[]): WireKeyNames {
  return { exact: new Set(names), byWireKey: new Map(names.map((name) => [wireKey(name), name])) };
}

/**
 * `record` with every key of `names` that it spells another way copied under the expected spelling;
 * the record itself when every key is spelled as expected (the common case: no copy, no allocation).
 */
function respelled(names: WireKeyNames, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  let result: Record<string, unknown> | undefined;
  for (const key in record) {
    if (names.exact.has(key) || !Object.hasOwn(record, key)) continue;
    const name = names.byWireKey.get(wireKey(key));
    if (name === undefined || Object.hasOwn(record, name)) continue;
    result ??= { ...record };
    result[name] = record[key];
  }
  return result ?? record;
}

/**
 * A record with every key of `names` that it spells another way (`areacode`, `AREACODE`,
 * `area_code` for `areaCode`) copied under the expected spelling. The expected spelling wins
 * when both are there; anything that is no object passes unchanged.
 */
export function withWireKeys(names: readonly string[], value: unknown): unknown {
  return respelled(wireKeyNames(names), value);
}

/**
 * A wire record of `shape`: its keys found whatever their case, keys it does not name passed
 * through. Records that extend another spread its shape (`wireRecord({ ...FIELDS, more })`).
 */
export function wireRecord<T extends z.ZodRawShape>(shape: T) {
  const names = wireKeyNames(Object.keys(shape));
  return z.preprocess((value) => respelled(names, value), z.looseObject(shape));
}

/** The answer of the platform's writes (save, commit, apply): the record's id and its state afterwards. */
export const ZWireSaved = wireRecord({ id: ZWireText, state: ZWireText });
export type WireSaved = z.infer<typeof ZWireSaved>;
