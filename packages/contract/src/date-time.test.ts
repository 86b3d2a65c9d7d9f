import { describe, expect, it } from 'vitest';
import { formatShanghaiDateTime, parseApiDateTime, shanghaiDateTime } from './date-time';

describe('shanghaiDateTime', () => {
  it('reads RFC 3339 in UTC as Asia/Shanghai time', () => {
    expect(shanghaiDateTime('2026-11-23T07:50:00.000Z')).toBe('2026-11-23 15:50:00');
    expect(shanghaiDateTime('2026-11-23t07:50:00z')).toBe('2026-11-23 15:50:00');
  });

  it('keeps a time written with +08:00', () => {
    expect(shanghaiDateTime('2026-11-23T15:50:00+08:00')).toBe('2026-11-23 15:50:00');
  });

  it('moves a time of another offset into Asia/Shanghai, across midnight', () => {
    expect(shanghaiDateTime('2026-11-23T07:50:00-05:00')).toBe('2026-11-23 20:50:00');
    expect(shanghaiDateTime('2026-12-31T20:30:15.5-05:00')).toBe('2027-01-01 09:30:15');
    expect(shanghaiDateTime('2026-11-23T07:50:00+05:45')).toBe('2026-11-23 10:05:00');
  });

  it('reads the local form of the legacy SPA as Asia/Shanghai time', () => {
    expect(shanghaiDateTime('2026-11-23 15:50:00')).toBe('2026-11-23 15:50:00');
    expect(shanghaiDateTime('2026-11-23T15:50')).toBe('2026-11-23 15:50:00');
    expect(shanghaiDateTime('2026-11-23')).toBe('2026-11-23 00:00:00');
  });

  it.each([
    ['30 February', '2026-02-30T10:00:00Z'],
    ['30 February in the local form', '2026-02-30 10:00:00'],
    ['29 February of a common year', '2026-02-29 10:00:00'],
    ['hour 24', '2026-11-23T24:00:00Z'],
    ['minute 60', '2026-11-23 10:60:00'],
    ['month 13', '2026-13-01T10:00:00Z'],
    ['an offset of 24 hours', '2026-11-23T10:00:00+24:00'],
    ['an offset without a colon', '2026-11-23T10:00:00+0800'],
    ['no offset after seconds with a fraction', '2026-11-23T10:00:00.000'],
    ['a time without a day', '10:00:00'],
    ['text', 'yesterday'],
    ['a trailing NUL', '2026-11-23 10:00:00\u0000'],
  ])('refuses %s', (_, value) => {
    expect(parseApiDateTime(value)).toBeNull();
    expect(shanghaiDateTime(value)).toBeNull();
  });

  it('accepts 29 February of a leap year', () => {
    expect(shanghaiDateTime('2028-02-29T16:00:00Z')).toBe('2028-03-01 00:00:00');
  });
});

describe('formatShanghaiDateTime', () => {
  it('writes an instant as Asia/Shanghai wall-clock time', () => {
    expect(formatShanghaiDateTime(Date.UTC(2026, 10, 23, 7, 50, 0))).toBe('2026-11-23 15:50:00');
  });
});
