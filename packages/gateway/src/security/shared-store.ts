import type { GatewayConfig } from '../config';
import { createRedisStore, type StoreLogger } from './redis-store';

/**
 * Counters and short-lived values that must agree across gateway instances (login failures,
 * the current role of a platform session). Redis when REDIS_URL is set, memory otherwise.
 * Every method but `available` and `close` rejects with StoreUnavailable when Redis cannot answer.
 */
export interface SharedStore {
  /**
   * Adds `by` (1 unless given; -1 takes a count back) to `key` and returns the new count; the key
   * expires `ttlMs` after its first increment.
   */
  increment(key: string, ttlMs: number, by?: number): Promise<number>;
  /** Adds 1 to `key` as `increment` does and answers the count and the time the key has left. */
  hit(key: string, ttlMs: number): Promise<{ count: number; leftMs: number }>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets `key` only if it holds nothing (atomically, across instances); true when it did. */
  add(key: string, value: string, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Opens the connection and waits for it, at most a second; never rejects (Redis is tried again and again). */
  connect(): Promise<void>;
  /** Whether the store answers now (readiness); never rejects. */
  available(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Present when the store lives in this process (memory: one gateway, tests). The hooks every
   * request passes (the address limit, the role check) answer through it at once, where the
   * promise of each call and its microtask cost more than the count itself (docs/performance.md).
   */
  readonly local?: LocalStore;
}

/** The store calls of every request, answered without a promise by a store in this process. */
export interface LocalStore {
  hit(key: string, ttlMs: number): { count: number; leftMs: number };
  get(key: string): string | null;
}

type Entry = { value: string; expiresAt: number };

// Writes between two sweeps of expired entries: keys written once and never read again (a
// sprayed login name, a passing address) must not pile up for the life of the process.
const SWEEP_EVERY = 1_000;

/** One process's store: right for a single gateway and for tests. */
export function createMemoryStore(now: () => number = Date.now): SharedStore & { size(): number } {
  const entries = new Map<string, Entry>();
  let writes = 0;
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const write = (key: string, entry: Entry) => {
    entries.set(key, entry);
    writes += 1;
    if (writes % SWEEP_EVERY !== 0) return;
    const at = now();
    for (const [stored, { expiresAt }] of entries) if (expiresAt <= at) entries.delete(stored);
  };
  const incremented = (key: string, ttlMs: number, by: number) => {
    const at = now();
    const entry = live(key);
    const count = (entry ? Number(entry.value) : 0) + by;
    const expiresAt = entry?.expiresAt ?? at + ttlMs;
    write(key, { value: String(count), expiresAt });
    return { count, leftMs: expiresAt - at };
  };
  const local: LocalStore = {
    hit: (key, ttlMs) => incremented(key, ttlMs, 1),
    get: (key) => live(key)?.value ?? null,
  };
  return {
    local,
    async increment(key, ttlMs, by = 1) {
      return incremented(key, ttlMs, by).count;
    },
    async hit(key, ttlMs) {
      return local.hit(key, ttlMs);
    },
    async get(key) {
      return local.get(key);
    },
    async set(key, value, ttlMs) {
      write(key, { value, expiresAt: now() + ttlMs });
    },
    async add(key, value, ttlMs) {
      if (live(key)) return false;
      write(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async delete(key) {
      entries.delete(key);
    },
    async connect() {},
    async available() {
      return true;
    },
    async close() {
      entries.clear();
    },
    size: () => entries.size,
  };
}

const stderrLogger: StoreLogger = {
  error: (details, message) => process.stderr.write(`${JSON.stringify({ level: 'error', msg: message, ...details })}\n`),
  info: (details, message) => process.stderr.write(`${JSON.stringify({ level: 'info', msg: message, ...details })}\n`),
};

/** The store the configuration asks for; `log` (the gateway's logger) hears of a Redis outage. */
export function createSharedStore(config: Pick<GatewayConfig, 'redisUrl'>, log: StoreLogger = stderrLogger): SharedStore {
  return config.redisUrl ? createRedisStore(config.redisUrl, log) : createMemoryStore();
}
