import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRedis, type TestRedis } from './redis-test-server';
import { createSharedStore, type SharedStore } from './shared-store';

let redis: TestRedis;
let store: SharedStore;
let probe: Redis;

beforeAll(async () => {
  redis = await startTestRedis();
  store = createSharedStore({ redisUrl: redis.url });
  probe = new Redis(redis.url);
});

afterAll(async () => {
  await store?.close();
  probe?.disconnect();
  await redis?.close();
});

describe('the Redis store (REDIS_URL)', () => {
  it('is what createSharedStore gives when REDIS_URL is set: its values are in Redis', async () => {
    await store.set('portal:test:value', 'system_admin', 60_000);
    expect(await probe.get('portal:test:value')).toBe('system_admin');
    expect(await store.get('portal:test:value')).toBe('system_admin');
    await store.delete('portal:test:value');
    expect(await store.get('portal:test:value')).toBeNull();
  });

  it('adds a value only where there is none: of 20 adds at once exactly one wins', async () => {
    const wins = await Promise.all(Array.from({ length: 20 }, (_, i) => store.add('portal:test:add', String(i), 60_000)));
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(await store.get('portal:test:add')).toBe(String(wins.indexOf(true)));
    expect(await probe.pttl('portal:test:add')).toBeGreaterThan(50_000);
  });

  it('counts atomically: 50 increments at once give 1 to 50 exactly once each', async () => {
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.increment('portal:test:burst', 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });

  it('answers a hit with its count and the time its key has left, in one round trip', async () => {
    const first = await store.hit('portal:test:hit', 60_000);
    expect(first).toEqual({ count: 1, leftMs: 60_000 });
    await probe.pexpire('portal:test:hit', 5_000);
    const second = await store.hit('portal:test:hit', 60_000);
    expect(second.count).toBe(2);
    expect(second.leftMs).toBeGreaterThan(0);
    expect(second.leftMs).toBeLessThanOrEqual(5_000);
  });

  it('sets the expiry at the first increment and keeps it on later ones', async () => {
    await store.increment('portal:test:expiry', 60_000);
    await probe.pexpire('portal:test:expiry', 5_000);
    expect(await store.increment('portal:test:expiry', 60_000)).toBe(2);
    const ttl = await probe.pttl('portal:test:expiry');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000);
  });

  it('forgets a counter after its time to live', async () => {
    expect(await store.increment('portal:test:short', 50)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.get('portal:test:short')).toBeNull();
    expect(await store.increment('portal:test:short', 50)).toBe(1);
  });

  it('takes a count back with a negative step', async () => {
    await store.increment('portal:test:back', 60_000);
    await store.increment('portal:test:back', 60_000);
    expect(await store.increment('portal:test:back', 60_000, -1)).toBe(1);
  });

  it('expires values set with a time to live', async () => {
    await store.set('portal:test:role', 'enterprise_user', 30_000);
    const ttl = await probe.pttl('portal:test:role');
    expect(ttl).toBeGreaterThan(25_000);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });
});
