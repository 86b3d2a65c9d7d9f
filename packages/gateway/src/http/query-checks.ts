import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';

type Checked = { success: boolean; data?: unknown };
type QuerySchema = { safeParse(data: unknown, params?: unknown): Checked };

/** Queries whose JSON is longer are checked each time and never kept: a long filter is rare, and kept it would cost memory. */
export const QUERY_KEY_LIMIT = 256;
/**
 * Queries kept per schema; the map starts afresh past it. With the key limit this bounds what a client
 * spraying distinct valid queries can make the gateway hold: about 200 × 1 KB per query schema.
 */
export const QUERIES_KEPT = 200;
/** How long a kept check stands: a rule that reads the clock (none today) would be stale at most this long. */
export const QUERY_CHECK_KEPT_MS = 60_000;

const remembered = new WeakSet<object>();

function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const key of Object.keys(value)) frozen((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

function* routesOf(router: AppRouter): Generator<AppRoute> {
  for (const entry of Object.values(router)) {
    if (isAppRoute(entry)) yield entry;
    else yield* routesOf(entry);
  }
}

/**
 * Every route's query schema answers a query it has already accepted from memory. The contract's
 * queries are zod 3 objects of up to 26 optional fields, which ts-rest checks on every request: a
 * list's `page=1&pageSize=10` cost about 3.4 µs and 13 KB of garbage each time, while clients ask
 * the same few queries over and over (docs/performance.md). The check is a pure function of the
 * query's strings, so it is kept by the query's JSON, frozen (no handler may change what another
 * request will be handed), only when it passed, for short queries only, bounded in number and age.
 * Idempotent: a schema is wrapped once, whatever the number of gateways in the process.
 */
export function rememberQueryChecks(router: AppRouter, now: () => number = Date.now): void {
  for (const route of routesOf(router)) {
    const schema = (route as { query?: unknown }).query as QuerySchema | null | undefined;
    if (!schema || typeof schema.safeParse !== 'function' || remembered.has(schema)) continue;
    remembered.add(schema);
    const check = schema.safeParse.bind(schema);
    let kept = new Map<string, Checked>();
    let since = now();
    schema.safeParse = (data: unknown, params?: unknown): Checked => {
      const key = params === undefined ? JSON.stringify(data) : undefined;
      if (key === undefined || key.length > QUERY_KEY_LIMIT) return check(data, params);
      const at = now();
      if (at - since >= QUERY_CHECK_KEPT_MS || kept.size >= QUERIES_KEPT) {
        kept = new Map();
        since = at;
      }
      const known = kept.get(key);
      if (known) return known;
      const checked = check(data);
      if (checked.success) kept.set(key, frozen(checked));
      return checked;
    };
  }
}
