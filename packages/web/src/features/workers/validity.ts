import { CERTIFICATE_WARNING_DAYS } from '@portal/contract';
import { daysFrom, todayIso } from '../../lib/dates';

export type Validity = { kind: 'valid' | 'expiring' | 'expired' | 'unknown'; days: number };

/** Where a certificate's end date stands today: past, within the warning window, or further. */
export function validityOf(validTo: string | null, today: string = todayIso()): Validity {
  if (!validTo) return { kind: 'unknown', days: 0 };
  const days = daysFrom(today, validTo);
  if (days < 0) return { kind: 'expired', days };
  return { kind: days <= CERTIFICATE_WARNING_DAYS ? 'expiring' : 'valid', days };
}
