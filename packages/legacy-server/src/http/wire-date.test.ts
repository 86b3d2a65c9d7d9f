import { describe, expect, it } from 'vitest';
import { addDays, formatWireDate, formatWireDateTime, parseWireDateTime } from './wire-date';

describe('wire dates in Asia/Shanghai', () => {
  it('writes an instant as Shanghai wall time', () => {
    expect(formatWireDateTime(new Date('2024-05-31T16:30:05Z'))).toBe('2024-06-01 00:30:05');
    expect(formatWireDate(new Date('2024-05-31T16:30:05Z'))).toBe('2024-06-01');
  });

  it('reads a date as Shanghai midnight and a date-time as Shanghai wall time', () => {
    expect(parseWireDateTime('2024-06-01')?.toISOString()).toBe('2024-05-31T16:00:00.000Z');
    expect(parseWireDateTime('2024-06-01 08:15')?.toISOString()).toBe('2024-06-01T00:15:00.000Z');
    expect(parseWireDateTime('2024-06-01 08:15:30')?.toISOString()).toBe('2024-06-01T00:15:30.000Z');
  });

  it('refuses impossible days, times and other formats', () => {
    for (const text of ['2024-02-30', '2023-02-29', '2024-06-01 24:00:00', '2024/06/01', '20240601', '', 'x']) {
      expect(parseWireDateTime(text), text).toBeNull();
    }
  });

  it('adds calendar days across months and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });
});
