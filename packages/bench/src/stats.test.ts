import { describe, expect, it } from 'vitest';
import { median, percentile, ratio } from './stats';

describe('median and percentile', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('interpolates between the closest ranks', () => {
    const values = Array.from({ length: 11 }, (_, i) => i * 10);
    expect(percentile(values, 90)).toBe(90);
    expect(percentile([1, 2], 90)).toBeCloseTo(1.9);
    expect(percentile([5], 99)).toBe(5);
    expect(percentile([1, 2, 3], 150)).toBe(3);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('ratio', () => {
  it('is NaN for a zero divisor', () => {
    expect(ratio(1, 0)).toBeNaN();
    expect(ratio(3, 2)).toBe(1.5);
  });
});
