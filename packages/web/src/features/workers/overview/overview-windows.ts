/** `yyyy-MM-dd` plus `days` calendar days. */
export function addDaysIso(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The certificate-list filters behind the overview's two warning figures, as of `today`. */
export function overviewWindows(today: string, warningDays: number) {
  return {
    expiring: { validToFrom: today, validToTo: addDaysIso(today, warningDays) },
    expired: { validToTo: addDaysIso(today, -1) },
  };
}
