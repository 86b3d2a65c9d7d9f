import { describe, expect, it } from 'vitest';
import { dayBounds, QUERY_INVALID } from './query-params';

describe('dayBounds', () => {
  it('takes the days of a date or date-time range and leaves out a bound not given', () => {
    expect(dayBounds('2024-05-01', '2024-06-01 00:00:00')).toEqual({ from: '2024-05-01', before: '2024-06-01' });
    expect(dayBounds(undefined, '2024-06-01')).toEqual({ before: '2024-06-01' });
    expect(dayBounds('', undefined)).toEqual({});
  });

  it('refuses a bound that is not a day with the query error', () => {
    expect(dayBounds('2024/05/01', undefined)).toBe(QUERY_INVALID);
    expect(dayBounds(undefined, '明天')).toBe(QUERY_INVALID);
  });
});
