/**
 * The descriptions of list filters in the OpenAPI document (`.describe()` on each query field), said
 * the same way on every list: what the filter compares, and how (docs/api.md, "Lists").
 */

/** `keyword`: a part of the text in any of `fields`. */
export const keywordFilter = (fields: string): string =>
  `Text found anywhere inside ${fields} (contains, case-insensitive); a row matches when any of them contains it`;

/** A part of one field's text. */
export const containsFilter = (field: string): string => `Only rows whose ${field} contains this text (case-insensitive)`;

/** One value of a code list (the schema's enum). */
export const exactFilter = (field: string): string => `Only rows whose ${field} is exactly this value (one of the listed codes)`;

/** A register code's leading digits (the code is digits only; other characters are ignored). */
export const registerCodePrefixFilter = (what: string): string =>
  `Only ${what} whose register code starts with these digits (other characters typed are ignored)`;

/** An area: the six-digit code and every area below it. */
export const areaFilter = (what: string): string =>
  `Only ${what} in this administrative area or any area below it (six-digit code: 330000 the province, 330200 Ningbo, 330212 one district)`;

/** The first day of a date range, `yyyy-MM-dd`. */
export const fromDayFilter = (field: string): string =>
  `Only rows whose ${field} is on or after this day (yyyy-MM-dd, Beijing time, inclusive)`;

/** The last day of a date range, `yyyy-MM-dd`: the whole day counts. */
export const toDayFilter = (field: string): string =>
  `Only rows whose ${field} is on or before this day (yyyy-MM-dd, Beijing time, inclusive: the whole day counts)`;
