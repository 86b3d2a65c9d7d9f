import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningLegacyServer } from '../../server';
import { startTestLegacyServer } from '../../testing';
import { nextReferenceNo, REFERENCE_PREFIXES } from './next';

let server: RunningLegacyServer;

beforeAll(async () => {
  server = await startTestLegacyServer();
});
afterAll(async () => {
  await server?.close();
});

// 16:30 UTC on 14 March is already 15 March in Beijing (tests run under TZ=UTC). Days years from the
// demo data, whose numbers follow the real today (a seeded application of yesterday holds its number).
const LATE_EVENING_UTC = new Date('2030-03-14T16:30:00Z');

describe('nextReferenceNo', () => {
  it('numbers by prefix, Beijing day and a 3-digit sequence per day and kind', async () => {
    expect(await nextReferenceNo(server.db, REFERENCE_PREFIXES.accountRegistration, LATE_EVENING_UTC)).toBe('ZC20300315001');
    expect(await nextReferenceNo(server.db, REFERENCE_PREFIXES.accountRegistration, LATE_EVENING_UTC)).toBe('ZC20300315002');
    expect(await nextReferenceNo(server.db, REFERENCE_PREFIXES.passwordReset, LATE_EVENING_UTC)).toBe('CZ20300315001');
    expect(await nextReferenceNo(server.db, REFERENCE_PREFIXES.accountRegistration, new Date('2030-03-15T16:00:00Z'))).toBe('ZC20300316001');
  });

  it('never hands the same number to two concurrent creations', async () => {
    const day = new Date('2030-04-01T02:00:00Z');
    const drawn = await Promise.all(Array.from({ length: 8 }, () => nextReferenceNo(server.db, REFERENCE_PREFIXES.passwordReset, day)));
    expect(new Set(drawn).size).toBe(8);
    expect([...drawn].sort()).toEqual(Array.from({ length: 8 }, (_, index) => `CZ20300401${String(index + 1).padStart(3, '0')}`));
  });
});
