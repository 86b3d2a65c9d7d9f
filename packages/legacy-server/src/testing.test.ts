import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { equipment, units } from './db/schema';
import type { RunningLegacyServer } from './server';
import { oncePerBeijingDay } from './once-per-beijing-day';
import { DEMO_UNIT_IDS, startTestLegacyServer, testClock } from './testing';

let first: RunningLegacyServer;
let second: RunningLegacyServer;
let secondStartMs: number;

beforeAll(async () => {
  first = await startTestLegacyServer();
  const started = Date.now();
  second = await startTestLegacyServer({ seedEquipment: 1_000 });
  secondStartMs = Date.now() - started;
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('startTestLegacyServer', () => {
  it('gives each caller its own copy of the golden image', async () => {
    await first.db.update(units).set({ name: '改名测试' }).where(eq(units.id, DEMO_UNIT_IDS.yuelan));
    const [theirs] = await second.db.select({ name: units.name }).from(units).where(eq(units.id, DEMO_UNIT_IDS.yuelan));
    expect(theirs?.name).toBe('宁波悦澜酒店管理有限公司');
  });

  it('adds generated files to a copy when asked, and only to that copy', async () => {
    expect((await second.db.$count(equipment)) - (await first.db.$count(equipment))).toBe(1_000);
  });

  it('starts further copies quickly once the image exists', () => {
    expect(secondStartMs).toBeLessThan(15_000);
    expect(second.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

describe('oncePerBeijingDay, the golden image cache', () => {
  it('loads once a Beijing day: a worker running on past midnight loads again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let loads = 0;
      const image = oncePerBeijingDay(async () => (loads += 1));
      vi.setSystemTime(new Date('2026-11-29T15:50:00Z')); // 23:50 in Beijing
      expect(await image()).toBe(1);
      vi.setSystemTime(new Date('2026-11-29T15:59:00Z'));
      expect(await image()).toBe(1);
      vi.setSystemTime(new Date('2026-11-29T16:05:00Z')); // 00:05 the next Beijing day
      expect(await image()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('testClock', () => {
  it('moves forward to the next given hour in Beijing, whatever the hour when asked', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const [real, expected] of [
        ['2026-11-29T15:38:00Z', '2026-11-29T17:00:00.000Z'], // 23:38 in Beijing: 01:00 the next day
        ['2026-11-29T16:30:00Z', '2026-11-29T17:00:00.000Z'], // 00:30: 01:00 the same day
        ['2026-11-29T17:00:00Z', '2026-11-30T17:00:00.000Z'], // 01:00 sharp: the next day's
      ] as const) {
        vi.setSystemTime(new Date(real));
        const clock = testClock();
        clock.advanceToBeijingHour(1);
        expect(clock.now().toISOString()).toBe(expected);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
