// Asia/Shanghai has kept UTC+8 without daylight saving since 1991, so a fixed offset is exact.
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const WIRE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai, as the platform writes times. */
export function formatWireDateTime(instant: Date): string {
  return new Date(instant.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** `yyyy-MM-dd` in Asia/Shanghai. */
export function formatWireDate(instant: Date): string {
  return formatWireDateTime(instant).slice(0, 10);
}

/** The instant a wire date or date-time names in Asia/Shanghai; null for anything else or an impossible day. */
export function parseWireDateTime(text: string): Date | null {
  const match = WIRE_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  if (hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - SHANGHAI_OFFSET_MS);
}

/** `yyyy-MM-dd` plus `days` calendar days. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** The instant Beijing's day of `now` began (China keeps UTC+8 all year): where daily caps start. */
export function shanghaiDayStart(now: Date): Date {
  const local = now.getTime() + SHANGHAI_OFFSET_MS;
  return new Date(local - (local % 86_400_000) - SHANGHAI_OFFSET_MS);
}
