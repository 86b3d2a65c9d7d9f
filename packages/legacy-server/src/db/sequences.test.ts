import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningLegacyServer } from '../server';
import { startTestLegacyServer } from '../testing';
import { nextDayNumber, nextSequenceValue } from './sequences';

let server: RunningLegacyServer;

beforeAll(async () => {
  server = await startTestLegacyServer();
});
afterAll(async () => {
  await server?.close();
});

describe('nextSequenceValue', () => {
  it('draws each value once, in order, also when drawn at the same time', async () => {
    const drawn = await Promise.all(Array.from({ length: 5 }, () => nextSequenceValue(server.db, 'invoice_no_seq')));
    const values = drawn.map(Number).sort((a, b) => a - b);
    expect(new Set(values).size).toBe(5);
    expect(values.at(-1)! - values[0]!).toBe(4);
  });
});

describe('nextDayNumber', () => {
  it('writes the prefix, the Beijing day and a five-digit serial', async () => {
    // 16:30 UTC on 14 March is already 15 March in Beijing (tests run under TZ=UTC).
    const number = await nextDayNumber(server.db, 'use_registration_no_seq', 'SYDJ', new Date('2030-03-14T16:30:00Z'));
    expect(number).toMatch(/^SYDJ20300315\d{5}$/);
    const next = await nextDayNumber(server.db, 'use_registration_no_seq', 'SYDJ', new Date('2030-03-14T16:30:00Z'));
    expect(Number(next.slice(-5))).toBe(Number(number.slice(-5)) + 1);
  });
});
