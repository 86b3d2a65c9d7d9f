import { Redis } from 'ioredis';
import type { SharedStore } from './shared-store';

// INCRBY and its expiry in one atomic step: no crash or race between the two can leave a counter
// that never expires, and the expiry stays the one set by the first increment.
const INCREMENT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

// INCREMENT, answering the key's time left as well (one round trip for a rate limit).
const HIT = `
local count = redis.call('INCR', KEYS[1])
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
  return {
    async increment(key, ttlMs, by = 1) {
      return Number(await redis.eval(INCREMENT, 1, key, String(ttlMs), String(by)));
    },
    async hit(key, ttlMs) {
      const [count, leftMs] = (await redis.eval(HIT, 1, key, String(ttlMs))) as [number, number];
      return { count: Number(count), leftMs: Number(leftMs) };
    },
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
