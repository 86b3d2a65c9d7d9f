/**
 * Dates as the API and the URL carry them: ISO `yyyy-mm-dd` text. Typing accepts a few everyday
 * spellings (`2024/5/1`, `2024.05.01`, `20240501`); they all become the one ISO form.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOOSE = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A real calendar day (no 2023-02-29) as `yyyy-mm-dd`, else null. */
function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

function fromMatch(match: RegExpExecArray | null): string | null {
  if (!match) return null;
  return isoOf(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The exact ISO form only (what typing commits on every keystroke). */
export function parseIsoDate(text: string): string | null {
  return fromMatch(ISO.exec(text.trim()));
}

/** ISO, or a looser spelling of a whole date (what leaving the field or Enter commits). */
export function parseTypedDate(text: string): string | null {
  const value = text.trim();
  return fromMatch(ISO.exec(value)) ?? fromMatch(LOOSE.exec(value)) ?? fromMatch(COMPACT.exec(value));
}

/** The text the input shows for a value: the value itself when it is a date, else nothing. */
export function formatIsoDate(value: string | null | undefined): string {
  return value && parseIsoDate(value) ? value : '';
}

export type DateRange = { from: string; to: string };

/** Whether an inclusive range is in order: an open end is always fine, the same day twice too. */
export function isRangeOrdered({ from, to }: DateRange): boolean {
  return from === '' || to === '' || from <= to;
}
