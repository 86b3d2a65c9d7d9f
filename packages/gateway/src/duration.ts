const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `3600s`, `30m`, `12h`, `1d` (or bare seconds) -> milliseconds; null when not a positive duration. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = (match[2] || 's') as keyof typeof UNIT_MS;
  const ms = amount * UNIT_MS[unit];
  return ms > 0 && Number.isSafeInteger(ms) ? ms : null;
}
