import { describe, expect, it } from 'vitest';
import { sparkline, summariseRss } from './memory-stats';

const MB = 2 ** 20;

describe('summariseRss', () => {
  // Every 5 s for 300 s: 100 MB for the first minute, then a slow climb to 115 MB.
  const samples = Array.from({ length: 61 }, (_, i) => ({ seconds: i * 5, bytes: (i * 5 <= 60 ? 100 : 100 + ((i * 5 - 60) / 240) * 15) * MB }));

  it('compares the medians of the first and the last minute', () => {
    const summary = summariseRss(samples, 300);
    expect(summary.warm).toBe(100 * MB);
    expect(summary.end / MB).toBeCloseTo(113.125, 2);
    expect(summary.peak).toBe(115 * MB);
    expect(summary.growthPercent).toBeCloseTo(13.1, 1);
  });

  it('gives one median per 30 s window', () => {
    const summary = summariseRss(samples, 300);
    expect(summary.windows).toHaveLength(10);
    expect(summary.windows[0]).toEqual({ from: 0, to: 30, bytes: 100 * MB });
  });

  it('works for a run shorter than two minutes (first and last minute overlap)', () => {
    const summary = summariseRss([{ seconds: 0, bytes: 10 }, { seconds: 30, bytes: 20 }, { seconds: 60, bytes: 30 }], 60);
    expect(summary.growthPercent).toBe(0);
  });

  it('refuses an empty series', () => {
    expect(() => summariseRss([], 60)).toThrow();
  });
});

describe('sparkline', () => {
  it('scales from the lowest to the highest bar', () => {
    expect(sparkline([1, 5, 9])).toBe('▁▅█');
    expect(sparkline([3, 3])).toBe('▁▁');
  });
});
