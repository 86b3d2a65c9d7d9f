import { addDaysIso } from '../../../lib/dates';

/** The certificate-list filters behind the overview's two warning figures, as of `today`. */
export function overviewWindows(today: string, warningDays: number) {
  return {
    expiring: { validToFrom: today, validToTo: addDaysIso(today, warningDays) },
    expired: { validToTo: addDaysIso(today, -1) },
  };
}
