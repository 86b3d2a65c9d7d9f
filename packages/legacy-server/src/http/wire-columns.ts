/**
 * The platform keeps its own words on the wire (`stopBeginDate`, `checkOrg`) and clearer ones in its
 * tables (`stopFrom`, `institute`). One map from each wire field to the column that holds it serves
 * both ways: it reads a row into an answer and a saved form into the row's columns.
 */
import { formatWireDateTime } from './wire-date';

export type WireColumns<Row extends object> = Readonly<Record<string, keyof Row & string>>;

/** A column's value as the platform writes it: a time as `yyyy-MM-dd HH:mm:ss`, anything else as it is. */
type WireValue<V> = V extends Date ? string : V;

/** The row's values under their wire names, in the map's order, as Jackson writes them: times in the wire's format, absent values as null. */
export function wireFieldsOf<Row extends object, const M extends WireColumns<Row>>(row: Row, map: M): { -readonly [F in keyof M]: WireValue<Row[M[F]]> } {
  const entries = Object.entries(map).map(([field, column]) => {
    const value = row[column];
    return [field, value instanceof Date ? formatWireDateTime(value) : value];
  });
  return Object.fromEntries(entries) as { -readonly [F in keyof M]: WireValue<Row[M[F]]> };
}

/** What a form writes into a column: the value itself, or null for an empty text where the column takes null. */
type ColumnValue<V, Nullable extends boolean> = Nullable extends true ? V | null : V;

/**
 * A saved form's values under their columns; the record's fields a form does not carry (its id, its
 * state…) are left out. The fields named in `emptyAsNull` (optional days, an unchosen cause…) store
 * what the form left empty (`''`) as null.
 */
export function columnsOfForm<Form extends object, const M extends { readonly [F in keyof Form]?: string }, N extends keyof M & keyof Form = never>(
  form: Form,
  map: M,
  emptyAsNull: readonly N[] = [],
): { -readonly [F in keyof M & keyof Form as M[F] & string]: ColumnValue<Form[F], F extends N ? true : false> } {
  const nullable = new Set<PropertyKey>(emptyAsNull);
  const entries = Object.entries(map as Readonly<Record<string, string>>)
    .filter(([field]) => Object.hasOwn(form, field))
    .map(([field, column]) => {
      const value = form[field as keyof Form];
      return [column, nullable.has(field) ? value || null : value];
    });
  return Object.fromEntries(entries) as { -readonly [F in keyof M & keyof Form as M[F] & string]: ColumnValue<Form[F], F extends N ? true : false> };
}
