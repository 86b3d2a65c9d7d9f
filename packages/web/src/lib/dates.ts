import { shanghaiToday } from '@portal/contract';

/**
 * Today as `yyyy-MM-dd` in Beijing, the product's business day (docs/architecture.md), whatever time
 * zone the browser has: due and overdue marks agree with the platform's and the PDFs' day.
 */
export function todayIso(now: Date = new Date()): string {
  return shanghaiToday(now.getTime());
}

/** A next-inspection date that has passed (the day itself is still in time). */
export function isOverdue(nextCheckDate: string | null, today: string = todayIso()): boolean {
  return nextCheckDate !== null && nextCheckDate !== '' && nextCheckDate < today;
}

const DAY_MS = 86_400_000;

/** Whole days from `today` to `date` (both `yyyy-MM-dd`): negative once the date has passed. */
export function daysFrom(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** `yyyy-MM-dd` plus `days` calendar days. */
export function addDaysIso(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `2024-05-31T08:00:00` or `2024-05-31 08:00:00` -> `2024-05-31 08:00`. */
export function shortDateTime(value: string | null | undefined): string {
  if (!value) return '';
  return value.replace('T', ' ').slice(0, 16);
}
