import { describe, expect, it } from 'vitest';
import { formatIsoDate, isRangeOrdered, parseIsoDate, parseTypedDate } from './iso-date';

describe('iso dates', () => {
  it('takes exactly yyyy-mm-dd of a real day while typing', () => {
    expect(parseIsoDate('2024-05-01')).toBe('2024-05-01');
    expect(parseIsoDate(' 2024-05-01 ')).toBe('2024-05-01');
    expect(parseIsoDate('2024-5-1')).toBeNull();
    expect(parseIsoDate('2024-05-0')).toBeNull();
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoDate('2024-13-01')).toBeNull();
    expect(parseIsoDate('05/01/2024')).toBeNull();
  });

  it('tidies looser spellings when the field is left', () => {
    expect(parseTypedDate('2024/5/1')).toBe('2024-05-01');
    expect(parseTypedDate('2024.05.01')).toBe('2024-05-01');
    expect(parseTypedDate('20240501')).toBe('2024-05-01');
    expect(parseTypedDate('2024年5月1日')).toBe('2024-05-01');
    expect(parseTypedDate('2024-04-31')).toBeNull();
    expect(parseTypedDate('明天')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });

  it('shows a value only when it is a date', () => {
    expect(formatIsoDate('2024-05-01')).toBe('2024-05-01');
    expect(formatIsoDate('')).toBe('');
    expect(formatIsoDate(null)).toBe('');
    expect(formatIsoDate('garbage')).toBe('');
  });

  it('keeps an inclusive range in order, open ends allowed', () => {
    expect(isRangeOrdered({ from: '2024-05-01', to: '2024-05-31' })).toBe(true);
    expect(isRangeOrdered({ from: '2024-05-01', to: '2024-05-01' })).toBe(true);
    expect(isRangeOrdered({ from: '2024-06-01', to: '2024-05-31' })).toBe(false);
    expect(isRangeOrdered({ from: '', to: '2024-05-31' })).toBe(true);
    expect(isRangeOrdered({ from: '2024-06-01', to: '' })).toBe(true);
  });
});
