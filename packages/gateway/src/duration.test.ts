import { describe, expect, it } from 'vitest';
import { parseDuration } from './duration';

describe('parseDuration', () => {
  it('reads seconds, minutes, hours and days', () => {
    expect(parseDuration('3600s')).toBe(3_600_000);
    expect(parseDuration('30m')).toBe(1_800_000);
    expect(parseDuration('12h')).toBe(43_200_000);
    expect(parseDuration('1d')).toBe(86_400_000);
  });

  it('reads a bare number as seconds', () => {
    expect(parseDuration('90')).toBe(90_000);
  });

  it('rejects zero, negatives, fractions and unknown units', () => {
    for (const text of ['0s', '-1h', '1.5h', '2w', '', 'day']) expect(parseDuration(text)).toBeNull();
  });
});
