/**
 * Times of the clean API. A request may write a time in RFC 3339 with `Z` or an offset
 * (`2026-11-23T07:50:00.000Z`, what `new Date().toISOString()` gives) or in the portal's local form
 * (`2026-11-23 15:50:00`, read as Asia/Shanghai time, as the legacy SPA sends it). Answers write
 * times in the local form, `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai, as the platform does.
 */

// Asia/Shanghai has kept UTC+8 without daylight saving since 1991, so a fixed offset is exact.
const SHANGHAI_OFFSET_MINUTES = 8 * 60;
const MINUTE_MS = 60_000;

const RFC_3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;
// The local form: a day, optionally with HH:mm or HH:mm:ss after a space or a T.
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Milliseconds of a wall-clock time read as UTC; null for an impossible day or time (30 February, 24:00). */
function wallClock(parts: readonly (string | undefined)[]): number | null {
  const [year, month, day, hour, minute, second] = parts.map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  if (year < 1000 || hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  const sameDay = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  return sameDay ? utc : null;
}

/** The instant (epoch milliseconds) a request time names; null when it is no valid time of either form. */
export function parseApiDateTime(text: string): number | null {
  const rfc = RFC_3339.exec(text);
  if (rfc) {
    const clock = wallClock(rfc.slice(1, 7));
    if (clock === null) return null;
    if (rfc[7]) return clock;
    const [hours, minutes] = [Number(rfc[9]), Number(rfc[10])];
    if (hours > 23 || minutes > 59) return null;
    const offset = (rfc[8] === '-' ? -1 : 1) * (hours * 60 + minutes);
    return clock - offset * MINUTE_MS;
  }
  const local = LOCAL.exec(text);
  if (!local) return null;
  const clock = wallClock(local.slice(1, 7));
  return clock === null ? null : clock - SHANGHAI_OFFSET_MINUTES * MINUTE_MS;
}

/** `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai of an instant. */
export function formatShanghaiDateTime(epochMs: number): string {
  return new Date(epochMs + SHANGHAI_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * A request time in the local form, `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai (`2026-11-23T07:50:00Z`
 * -> `2026-11-23 15:50:00`); null when the text is no valid time.
 */
export function shanghaiDateTime(text: string): string | null {
  const instant = parseApiDateTime(text);
  return instant === null ? null : formatShanghaiDateTime(instant);
}

/** Today in Asia/Shanghai (`yyyy-MM-dd`), the product's business day whatever the machine's time zone. */
export function shanghaiToday(now: number = Date.now()): string {
  return formatShanghaiDateTime(now).slice(0, 10);
}
