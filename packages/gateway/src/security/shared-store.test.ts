import { describe, expect, it } from 'vitest';
import { createMemoryStore, createSharedStore } from './shared-store';

describe('the memory store', () => {
  it('counts from the first increment, expires with it, and takes a count back', async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    expect(await store.increment('k', 1_000)).toBe(1);
    now = 900;
    expect(await store.increment('k', 1_000)).toBe(2);
    expect(await store.increment('k', 1_000, -1)).toBe(1);
    now = 1_000;
    expect(await store.get('k')).toBeNull();
    expect(await store.increment('k', 1_000)).toBe(1);
  });

  it('answers a hit with its count and the time its window has left', async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, leftMs: 60_000 });
    now = 45_000;
    expect(await store.hit('k', 60_000)).toEqual({ count: 2, leftMs: 15_000 });
    now = 60_000;
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, leftMs: 60_000 });
  });

  it('sweeps expired keys that are never read again, so sprayed names do not pile up', async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    for (let i = 0; i < 5_000; i += 1) await store.increment(`sprayed-${i}`, 1_000);
    now = 2_000;
    for (let i = 0; i < 1_000; i += 1) await store.set(`fresh-${i}`, 'x', 1_000);
    expect(store.size()).toBe(1_000);
  });

  it('adds a value only where there is none, until it expires', async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    expect(await store.add('k', 'first', 1_000)).toBe(true);
    expect(await store.add('k', 'second', 1_000)).toBe(false);
    expect(await store.get('k')).toBe('first');
    now = 1_000;
    expect(await store.add('k', 'third', 1_000)).toBe(true);
    expect(await store.get('k')).toBe('third');
  });

  it('is what createSharedStore gives without REDIS_URL', async () => {
    const store = createSharedStore({});
    await store.set('k', 'v', 1_000);
    expect(await store.get('k')).toBe('v');
    await store.close();
  });
});
