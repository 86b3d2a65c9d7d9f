import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * How values cross PGlite's boundary, set once per instance (createPglite) rather than per query.
 *
 * PGlite merges a query's own `parsers` into its instance's table (318 entries, one per type and
 * array type) on every query that brings some, and drizzle's PGlite driver brings some on every
 * query: that copy cost about 110 µs of the platform's one event loop per query, more than the
 * query itself (70–90 µs for a one-row select). So the instance reads the types drizzle wants as
 * text as text, and drizzle's client here leaves its per-query parsers out when they say nothing
 * else (docs/performance.md, "Heavy work").
 */

/** PostgreSQL's type ids. */
const BYTEA = 17;
const DATE = 1082;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;
const INTERVAL = 1186;
const DATE_ARRAY = 1182;
const TIMESTAMP_ARRAY = 1115;
const TIMESTAMPTZ_ARRAY = 1185;
const INTERVAL_ARRAY = 1187;
const NUMERIC_ARRAY = 1231;

/** The types drizzle reads as PostgreSQL's text and maps itself (drizzle-orm/pglite/session.js, `queryConfig`). */
const TEXT_TYPES: readonly number[] = [DATE, TIMESTAMP, TIMESTAMPTZ, INTERVAL, DATE_ARRAY, TIMESTAMP_ARRAY, TIMESTAMPTZ_ARRAY, INTERVAL_ARRAY, NUMERIC_ARRAY];
const asText = (text: string) => text;
const TEXT_PARSERS = Object.fromEntries(TEXT_TYPES.map((type) => [type, asText]));

/**
 * bytea both ways through Buffer's hex codec. PGlite's own parser builds the bytes with a callback and
 * a `parseInt` per byte: a kept 50 KB report PDF took 2.9 ms of the event loop to read, 0.3 ms with this.
 */
export const PARSERS = { ...TEXT_PARSERS, [BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') };
export const SERIALIZERS = {
  [BYTEA]: (value: unknown) => {
    if (!(value instanceof Uint8Array)) throw new Error('bytea: a Buffer or Uint8Array is expected');
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  },
};

/** PGlite fills in the array types' parsers once it runs, over those given: the text ones are set again. */
export function keepTextParsers(pglite: PGlite): void {
  Object.assign((pglite as unknown as { parsers: Record<number, unknown> }).parsers, TEXT_PARSERS);
}

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;

/** Parsers that ask only for what the instance already does: text for drizzle's text types. */
function redundant(parsers: QueryOptions['parsers']): boolean {
  if (!parsers) return true;
  for (const type of Object.keys(parsers)) if (!TEXT_TYPES.includes(Number(type))) return false;
  return true;
}

type Queryable = Pick<PGlite, 'query'> & Partial<Pick<PGlite, 'transaction'>>;

/** The client drizzle is given: PGlite's own, without the per-query parsers the instance already has. */
export function drizzleClient(client: PGlite | Transaction): PGlite {
  const queryable: Queryable = client;
  const wrapped = {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      queryable.query<T>(text, params, options && redundant(options.parsers) ? { ...options, parsers: undefined } : options),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => {
      if (!queryable.transaction) throw new Error('PGlite: a transaction inside a transaction');
      return queryable.transaction((tx) => work(drizzleClient(tx) as unknown as Transaction));
    },
  };
  return wrapped as unknown as PGlite;
}
