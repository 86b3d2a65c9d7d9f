import { z } from 'zod/v4';
import { compileRecordReader } from './record-reader';

/**
 * The value shapes of the platform's JSON, shared by every wire record. JeeSite serialises with
 * Jackson: ids, codes and counts may arrive as numbers or text, absent fields as null, flags in several
 * spellings, times as text or as epoch milliseconds, and a key may come in another case (`areacode`,
 * `AREACODE` for `areaCode`) when a module maps its columns itself. A record requires only what the
 * platform guarantees: a JeeSite entity's id (where the gateway links to the record), its
 * createDate/updateDate, and the codes and states the clean API cannot answer without; everything
 * else is optional and the gateway maps it to null or ''.
 */

/** What a reader answers for a value it does not accept. */
const NOT_ACCEPTED: unique symbol = Symbol('not accepted');

type WireValueReader = { expected: string; read: (value: unknown) => unknown };

/** The reader behind each wire value schema, so that a wire record calls it without a zod layer per field. */
const READERS = new WeakMap<z.core.$ZodType, WireValueReader>();

/**
 * A wire value as one schema layer: `read` answers the value or NOT_ACCEPTED. Every field of every
 * row of a list is parsed, and each layer of a zod chain (`union -> transform -> nullish ->
 * transform`) costs its own allocations per field, so the value shapes are plain functions.
 */
function wireValue<T>(expected: string, read: (value: unknown) => T | typeof NOT_ACCEPTED) {
  const schema = z.transform((value: unknown, ctx) => {
    const result = read(value);
    if (result !== NOT_ACCEPTED) return result;
    ctx.issues.push({ code: 'custom', message: `expected ${expected}`, input: value });
    return z.NEVER;
  });
  READERS.set(schema, { expected, read });
  return schema;
}

const isAbsent = (value: unknown): value is null | undefined => value === null || value === undefined;

/** A Java value the portal treats as text (ids, codes, names): numbers become their decimal text. */
export const ZWireText = wireValue('text', (value) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : NOT_ACCEPTED,
);

/** Optional text: null or absent becomes undefined (one policy for every record). */
export const ZWireOptionalText = wireValue('text or nothing', (value) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : isAbsent(value) ? undefined : NOT_ACCEPTED,
);

/** A BigDecimal or Integer as a number (or numeric text); null when absent or not a number. */
export const ZWireOptionalNumber = wireValue('a number or nothing', (value): number | null | typeof NOT_ACCEPTED => {
  if (isAbsent(value) || value === '') return null;
  if (typeof value !== 'number' && typeof value !== 'string') return NOT_ACCEPTED;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
});

/** A count, as a number or numeric text (JavaScript's Number() of it, a whole number ≥ 0). */
export const ZWireCount = wireValue('a count', (value) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : NOT_ACCEPTED;
});

const FLAG_TEXTS: Readonly<Record<string, boolean>> = { '1': true, true: true, '0': false, false: false, '': false };

/** JeeSite flags: '1'/'0', 'true'/'false' in any case, booleans or numbers; absent is false. */
export const ZWireFlag = wireValue('a flag', (value) => {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (isAbsent(value)) return false;
  if (typeof value !== 'string') return NOT_ACCEPTED;
  const text = value.trim().toLowerCase();
  return Object.hasOwn(FLAG_TEXTS, text) ? FLAG_TEXTS[text]! : NOT_ACCEPTED;
});

/** An id list: an array or comma-separated text, as the platform's forms and records carry them. */
export const ZWireIdList = wireValue('an id list', (value): string[] | typeof NOT_ACCEPTED => {
  if (isAbsent(value)) return [];
  if (typeof value === 'string') return value.split(',').map((id) => id.trim()).filter((id) => id !== '');
  if (!Array.isArray(value)) return NOT_ACCEPTED;
  const ids: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string' && typeof item !== 'number') return NOT_ACCEPTED;
    const id = String(item).trim();
    if (id !== '') ids.push(id);
  }
  return ids;
});

// Asia/Shanghai has kept UTC+8 without daylight saving since 1991, so a fixed offset is exact.
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const EPOCH_MS = /^-?\d{10,}$/;
// Java's ISO form without an offset, and Timestamp.toString's fraction (`2024-05-31 10:00:00.0`).
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?$/;

const isDigitAt = (text: string, index: number): boolean => {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
};

/**
 * Whether `text` begins with `yyyy-MM-dd` (digits and dashes in place; the day itself is not
 * checked). Without a regular expression: every row of every list passes here several times.
 */
export function startsWithWireDate(text: string): boolean {
  if (text.length < 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return false;
  for (const index of [0, 1, 2, 3, 5, 6, 8, 9]) if (!isDigitAt(text, index)) return false;
  return true;
}

/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` exactly: the platform's own form, kept as it is. */
function isPlatformDateTime(text: string): boolean {
  if (text.length === 10) return startsWithWireDate(text);
  if (text.length !== 19 || text.charCodeAt(10) !== 32 || text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58) return false;
  for (const index of [11, 12, 14, 15, 17, 18]) if (!isDigitAt(text, index)) return false;
  return startsWithWireDate(text);
}

/**
 * A date or time in the platform's own form, `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`) in
 * Asia/Shanghai. Jackson without a `@JsonFormat` writes a java.util.Date as epoch milliseconds, and
 * some modules write `T` or a fraction; those become the platform's form, other text stays as sent.
 */
export function wireDateTimeText(value: string | number): string {
  if (typeof value === 'string' && isPlatformDateTime(value)) return value;
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
export const ZWireDateTime = wireValue('a date or time', (value) =>
  typeof value === 'string' || typeof value === 'number' ? wireDateTimeText(value) : NOT_ACCEPTED,
);

/** A date or time that may be absent: null or absent becomes undefined. */
export const ZWireOptionalDateTime = wireValue('a date, a time or nothing', (value) =>
  typeof value === 'string' || typeof value === 'number' ? wireDateTimeText(value) : isAbsent(value) ? undefined : NOT_ACCEPTED,
);

/** Category parameters: keys of the contract's CATEGORY_PARAMS, numbers or text. */
export const ZWireParams = z.record(z.string(), z.union([z.number(), z.string(), z.null()]));

/** The one spelling a key's variants share: case and underscores ignored (areaCode, areacode, AREA_CODE). */
export function wireKey(name: string): string {
  return name.replaceAll('_', '').toLowerCase();
}

/**
 * The expected spelling of each key's variants, by wireKey; and the keys already found to name
 * nothing of the record, so that the platform's many extra keys are not lowercased again on every
 * answer (at most UNNAMED_KEPT of them: the platform's key vocabulary is small, a hostile one is not).
 */
type WireKeyNames = { exact: ReadonlySet<string>; byWireKey: ReadonlyMap<string, string>; unnamed: Set<string> };
const UNNAMED_KEPT = 512;

function wireKeyNames(names: readonly string[]): WireKeyNames {
  return { exact: new Set(names), byWireKey: new Map(names.map((name) => [wireKey(name), name])), unnamed: new Set() };
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
    if (names.exact.has(key) || names.unnamed.has(key) || !Object.hasOwn(record, key)) continue;
    const name = names.byWireKey.get(wireKey(key));
    if (name === undefined) {
      if (names.unnamed.size < UNNAMED_KEPT) names.unnamed.add(key);
      continue;
    }
    if (Object.hasOwn(record, name)) continue;
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

/** A field that is no wire value (a nested record, an enum …) read through its own schema. */
function schemaRead(schema: z.core.$ZodType): (value: unknown) => unknown {
  return (value) => {
    const result = z.safeParse(schema, value);
    return result.success ? result.data : NOT_ACCEPTED;
  };
}

/**
 * A wire record of `shape`: its keys found whatever their case, keys it does not name left out
 * (nothing reads them, and copying them cost as much as checking the named ones). Records that
 * extend another spread its shape (`wireRecord({ ...FIELDS, more })`).
 *
 * It answers what `z.object(shape)` answers (a field without a value holds undefined), read by one
 * function written for the record (record-reader.ts): a wire value field calls its reader directly,
 * any other field its schema. The issues of a rejected record are found again field by field,
 * which only a broken answer pays for.
 */
export function wireRecord<T extends z.ZodRawShape>(shape: T): z.ZodType<z.output<z.ZodObject<T>>, unknown> {
  const names = wireKeyNames(Object.keys(shape));
  const fields = Object.entries(shape).map(([name, schema]) => {
    const reader = READERS.get(schema);
    return { name, read: reader?.read ?? schemaRead(schema), expected: reader?.expected ?? 'a valid value' };
  });
  const readRecord = compileRecordReader(fields, NOT_ACCEPTED);
  return z.transform((input: unknown, ctx) => {
    const value = respelled(names, input);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      ctx.issues.push({ code: 'invalid_type', expected: 'object', input });
      return z.NEVER;
    }
    const record = value as Record<string, unknown>;
    const output = readRecord(record);
    if (output) return output as z.output<z.ZodObject<T>>;
    for (const field of fields) {
      const item = Object.hasOwn(record, field.name) ? record[field.name] : undefined;
      if (field.read(item) === NOT_ACCEPTED) ctx.issues.push({ code: 'custom', message: `expected ${field.expected}`, input: item, path: [field.name] });
    }
    return z.NEVER;
  });
}

/** The answer of the platform's writes (save, commit, apply): the record's id and its state afterwards. */
export const ZWireSaved = wireRecord({ id: ZWireText, state: ZWireText });
export type WireSaved = z.infer<typeof ZWireSaved>;

/** A list in a record: a list the platform leaves out or sends as null is an empty one. */
export function wireList<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((rows) => rows ?? []);
}

/** One row of a record's state history (流转记录): the state reached, when, by whom and why. */
export const ZWireStateHistory = wireRecord({
  status: ZWireText,
  operateDate: ZWireDateTime,
  operatorName: ZWireOptionalText,
  remark: ZWireOptionalText,
});
export type WireStateHistory = z.infer<typeof ZWireStateHistory>;

/**
 * A form field that carries JSON text (the legacy SPA's way to send lists in a form), parsed; any
 * other value, or text that is not JSON, as it came, for the schema to refuse.
 */
export function fromJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** A list sent as JSON text in a form field; absent or empty is none. */
export const wireJsonList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((value) => (value === undefined || value === null || value === '' ? [] : fromJsonText(value)), z.array(item).max(max));

/**
 * A form field that must carry JSON text (a list the form sends as one field), read on by `schema`;
 * text that is not JSON is refused with an issue, unlike `fromJsonText`, which passes it on.
 */
export const wireJsonText = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message: 'not JSON', input: text });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * The platform's words of a table keyed by the contract's codes, as the list `z.enum` takes: typed
 * as one word at least, which a table written out always has.
 */
export function wireWordsOf<const W extends Readonly<Record<string, string>>>(words: W): [W[keyof W], ...W[keyof W][]] {
  return Object.values(words) as [W[keyof W], ...W[keyof W][]];
}
