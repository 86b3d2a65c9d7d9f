import { describe, expect, it } from 'vitest';
import { addDaysIso, daysFrom, isOverdue, shortDateTime, todayIso } from './dates';

describe('dates', () => {
  it('writes today in local time', () => {
    expect(todayIso(new Date('2024-05-09T15:30:00Z'))).toBe('2024-05-09');
    // 16:30 UTC is already the next day in Beijing, whatever the browser's time zone.
    expect(todayIso(new Date('2024-05-09T16:30:00Z'))).toBe('2024-05-10');
  });

  it('counts a next-inspection date as overdue from the day after', () => {
    expect(isOverdue('2024-05-08', '2024-05-09')).toBe(true);
    expect(isOverdue('2024-05-09', '2024-05-09')).toBe(false);
    expect(isOverdue(null, '2024-05-09')).toBe(false);
  });

  it('counts the days to a date, negative once it has passed, across month ends', () => {
    expect(daysFrom('2024-05-09', '2024-06-08')).toBe(30);
    expect(daysFrom('2024-05-09', '2024-05-09')).toBe(0);
    expect(daysFrom('2024-03-01', '2024-02-22')).toBe(-8);
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDaysIso('2026-12-01', 30)).toBe('2026-12-31');
    expect(addDaysIso('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDaysIso('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('shortens date-times to the minute', () => {
    expect(shortDateTime('2024-05-31T08:00:12+08:00')).toBe('2024-05-31 08:00');
    expect(shortDateTime(null)).toBe('');
  });
});
