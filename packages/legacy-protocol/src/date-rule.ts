import { formComponent } from './form';

/** A query parameter value as the gateway receives it, before it goes on the wire. */
export type QueryValue = string | number | boolean | null | undefined;

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})((?: \d{2}:\d{2}(?::\d{2})?)?)$/;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function parseWireDate(value: string): { date: Date; time: string } | undefined {
  const match = WIRE_DATE.exec(value);
  if (!match) return undefined;
  const [, year, month, day, time = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const isRealDay =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return isRealDay ? { date, time } : undefined;
}

/**
 * The legacy front end's date rule: a key whose name ends in `End` or contains `date` or `time`
 * (case-sensitive, so `createDate` does not match).
 */
export function isDateRuleKey(key: string): boolean {
  return key.endsWith('End') || key.includes('date') || key.includes('time');
}

/** True for a real calendar day written `yyyy-MM-dd`, optionally followed by ` HH:mm` or ` HH:mm:ss`. */
export function isWireDate(value: string): boolean {
  return parseWireDate(value) !== undefined;
}

/** The next calendar day of a wire date, keeping its time part; throws on anything else. */
export function addOneDay(value: string): string {
  const parsed = parseWireDate(value);
  if (!parsed) throw new Error(`Not a wire date (yyyy-MM-dd[ HH:mm[:ss]]): ${JSON.stringify(value)}`);
  const next = new Date(parsed.date.getTime() + 24 * 60 * 60 * 1000);
  const day = `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1, 2)}-${pad(next.getUTCDate(), 2)}`;
  return day + parsed.time;
}

/**
 * Query parameters as the platform expects them: empty values dropped, the rest as strings, and
 * inclusive end dates turned into the platform's exclusive bounds (one day later) under the date rule.
 */
export function shiftDateKeys(params: Record<string, QueryValue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key in params) {
    const text = wireText(key, params[key]);
    if (text !== undefined) out[key] = text;
  }
  return out;
}

/** `shiftDateKeys` of `params` written as a query string (`a=1&b=2`, urlencoded), in one pass. */
export function wireQuery(params: Record<string, QueryValue>): string {
  let query = '';
  for (const key in params) {
    const text = wireText(key, params[key]);
    if (text !== undefined) query += `${query === '' ? '' : '&'}${formComponent(key)}=${formComponent(text)}`;
  }
  return query;
}

function wireText(key: string, value: QueryValue): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const text = String(value);
  return isDateRuleKey(key) && isWireDate(text) ? addOneDay(text) : text;
}
