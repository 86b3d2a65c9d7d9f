import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { SharedStore } from './shared-store';
import { StoreUnavailable } from './store-unavailable';

// INCRBY and its expiry in one atomic step: no crash or race between the two can leave a counter
// that never expires, and the expiry stays the one set by the first increment. Answers the count
// and the time the key has left (a rate limit's Retry-After) in the same round trip.
const INCREMENT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); left = tonumber(ARGV[1]) end
return {count, left}`;

// A key without expiry that names this Redis's data: when it has changed across a reconnect, Redis
// came back without what it held (restarted without persistence) and the operator must know.
const DATA_MARKER = 'portal:store-data';

/** Where the store reports an outage and its end: one line each, never one per request. */
export type StoreLogger = {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
};

/**
 * Fail fast (docs/operations.md, "Redis"): nothing waits for a Redis that is away. No offline
 * queue (a command while disconnected fails at once), a command in flight fails when its
 * connection drops or after 500 ms, and reconnecting goes on every second at most, forever.
 */
export const FAIL_FAST = {
  connectTimeout: 1_000,
  commandTimeout: 500,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 1_000),
} as const;

/**
 * The store every gateway instance shares (REDIS_URL). Every command that fails rejects with
 * StoreUnavailable; the caller refuses what needed it (or, for request-rate limits, lets it pass).
 */
export function createRedisStore(url: string, log: StoreLogger): SharedStore {
  // Connected by connect() (app.ts, once the routes are built): a start that keeps the event loop
  // busy for a second would otherwise time out the first connection.
  const redis = new Redis(url, { ...FAIL_FAST, lazyConnect: true });
  let state: 'starting' | 'up' | 'down' = 'starting';
  let closing = false;
  let dataMarker: string | undefined;

  const wentDown = (cause: unknown) => {
    if (state === 'down' || closing) return;
    state = 'down';
    const err = cause instanceof Error ? cause : new Error(String(cause));
    log.error(
      { err, store: 'redis' },
      'shared store (Redis) unavailable: sign-in, sessions, Idempotency-Key writes, upload tokens and payment notifications answer 503; request limits are not counted until it is back',
    );
  };
  const cameUp = () => {
    if (state === 'up') return;
    const wasDown = state === 'down';
    state = 'up';
    if (wasDown) log.info({ store: 'redis' }, 'shared store (Redis) is available again');
  };

  async function checkDataMarker(): Promise<void> {
    try {
      let marker = await redis.get(DATA_MARKER);
      if (marker === null) {
        const mine = randomUUID();
        marker = (await redis.set(DATA_MARKER, mine, 'NX')) === 'OK' ? mine : await redis.get(DATA_MARKER);
      }
      if (dataMarker !== undefined && marker !== dataMarker) {
        log.error(
          { store: 'redis' },
          'shared store (Redis) came back without its data (restarted without persistence?): login counters, Idempotency-Keys and role switches kept before are forgotten',
        );
      }
      dataMarker = marker ?? undefined;
    } catch {
      // Gone again at once: the next reconnect checks.
    }
  }

  // The first connection, waited for at most connectTimeout: a gateway that has just started is
  // not refused for a Redis that is there, nor held back by one that is not.
  let firstConnection: Promise<void> | undefined;
  const connect = () =>
    (firstConnection ??= new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, FAIL_FAST.connectTimeout);
      timer.unref();
      const settle = () => {
        clearTimeout(timer);
        resolve();
      };
      redis.once('ready', settle);
      redis.once('error', settle);
      redis.connect().catch(() => undefined);
    }));

  redis.on('ready', () => {
    cameUp();
    void checkDataMarker();
  });
  redis.on('close', () => wentDown(new Error('connection closed')));
  redis.on('error', (error: unknown) => wentDown(error));

  async function run<T>(command: () => Promise<T>): Promise<T> {
    if (state === 'starting') await connect();
    try {
      const value = await command();
      cameUp();
      return value;
    } catch (error) {
      // A server that holds the connection but answers nothing (stopped, partitioned): drop the
      // connection, so that the next commands fail at once instead of each waiting 500 ms.
      if (error instanceof Error && error.message === 'Command timed out' && redis.status === 'ready') redis.disconnect(true);
      wentDown(error);
      throw new StoreUnavailable(error);
    }
  }

  const incremented = (key: string, ttlMs: number, by: number) =>
    run(async () => {
      const [count, leftMs] = (await redis.eval(INCREMENT, 1, key, String(ttlMs), String(by))) as [number, number];
      return { count: Number(count), leftMs: Number(leftMs) };
    });
  return {
    async increment(key, ttlMs, by = 1) {
      return (await incremented(key, ttlMs, by)).count;
    },
    hit: (key, ttlMs) => incremented(key, ttlMs, 1),
    get: (key) => run(() => redis.get(key)),
    async set(key, value, ttlMs) {
      await run(() => redis.set(key, value, 'PX', ttlMs));
    },
    async add(key, value, ttlMs) {
      return (await run(() => redis.set(key, value, 'PX', ttlMs, 'NX'))) === 'OK';
    },
    async delete(key) {
      await run(() => redis.del(key));
    },
    connect,
    async available() {
      try {
        return (await run(() => redis.ping())) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
