import { describe, expect, it } from 'vitest';
import { overviewWindows } from './overview/overview-windows';
import { validityOf } from './validity';

describe('validityOf', () => {
  it('tells expired, expiring within 90 days and valid certificates apart', () => {
    expect(validityOf('2026-11-22', '2026-11-23')).toEqual({ kind: 'expired', days: -1 });
    expect(validityOf('2027-02-21', '2026-11-23')).toEqual({ kind: 'expiring', days: 90 });
    expect(validityOf('2027-02-22', '2026-11-23')).toEqual({ kind: 'valid', days: 91 });
    expect(validityOf(null, '2026-11-23').kind).toBe('unknown');
  });
});

describe('overviewWindows', () => {
  it('opens the certificate list from today to 90 days on, and up to yesterday', () => {
    expect(overviewWindows('2026-11-23', 90)).toEqual({
      expiring: { validToFrom: '2026-11-23', validToTo: '2027-02-21' },
      expired: { validToTo: '2026-11-22' },
    });
  });
});
