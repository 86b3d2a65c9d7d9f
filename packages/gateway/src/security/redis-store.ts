import { Redis } from 'ioredis';
import type { SharedStore } from './shared-store';

// INCRBY and its expiry in one atomic step: no crash or race between the two can leave a counter
// that never expires, and the expiry stays the one set by the first increment. Answers the count
// and the time the key has left (a rate limit's Retry-After) in the same round trip.
const INCREMENT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); left = tonumber(ARGV[1]) end
return {count, left}`;

/**
 * The store every gateway instance shares (REDIS_URL). Commands fail fast instead of queueing
 * while Redis is away: a login or session check that cannot be made is refused, never waved through.
 */
export function createRedisStore(url: string): SharedStore {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    maxRetriesPerRequest: 1,
  });
  // ioredis reconnects by itself; each failed command rejects and fails its own request.
  redis.on('error', () => undefined);
  const incremented = async (key: string, ttlMs: number, by: number) => {
    const [count, leftMs] = (await redis.eval(INCREMENT, 1, key, String(ttlMs), String(by))) as [number, number];
    return { count: Number(count), leftMs: Number(leftMs) };
  };
  return {
    async increment(key, ttlMs, by = 1) {
      return (await incremented(key, ttlMs, by)).count;
    },
    hit: (key, ttlMs) => incremented(key, ttlMs, 1),
    get: (key) => redis.get(key),
    async set(key, value, ttlMs) {
      await redis.set(key, value, 'PX', ttlMs);
    },
    async add(key, value, ttlMs) {
      return (await redis.set(key, value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async delete(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
