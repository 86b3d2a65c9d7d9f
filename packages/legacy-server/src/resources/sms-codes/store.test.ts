import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../../db/schema';
import type { RunningLegacyServer } from '../../server';
import { startTestLegacyServer, testClock } from '../../testing';
import { checkSmsCode, consumeSmsCode, issueSmsCode, SMS_CODE_LIMITS } from './store';

const clock = testClock();
let server: RunningLegacyServer;

beforeAll(async () => {
  server = await startTestLegacyServer({ now: clock.now });
});
afterAll(async () => {
  await server?.close();
});

async function issued(mobile: string): Promise<string> {
  clock.advance(SMS_CODE_LIMITS.cooldownMs);
  const outcome = await issueSmsCode(server.db, mobile, 'register', clock.now());
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.code;
}

const wrongOf = (code: string) => (code === '000000' ? '000001' : '000000');
const triesOf = async (mobile: string) => (await server.db.select({ tries: smsCodes.tries }).from(smsCodes).where(eq(smsCodes.mobile, mobile)))[0]?.tries;

describe('SMS code tries under concurrent guesses', () => {
  it('counts no more than the limit of a burst of parallel wrong guesses, and the right code is then refused', async () => {
    const mobile = '13700000001';
    const code = await issued(mobile);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => checkSmsCode(server.db, { mobile, purpose: 'register', code: wrongOf(code), consume: false }, clock.now())),
    );
    expect(burst.every((valid) => !valid)).toBe(true);
    expect(await triesOf(mobile)).toBe(SMS_CODE_LIMITS.maxTries);
    expect(await consumeSmsCode(server.db, mobile, 'register', code, clock.now())).toBe(false);
  });

  it('compares no guess beyond the limit: the right code sent after five wrong ones in the same burst is refused', async () => {
    const mobile = '13700000002';
    const code = await issued(mobile);
    const guesses = [...Array.from({ length: SMS_CODE_LIMITS.maxTries }, () => wrongOf(code)), code];
    const results = await Promise.all(guesses.map((guess) => checkSmsCode(server.db, { mobile, purpose: 'register', code: guess, consume: false }, clock.now())));
    expect(results).toEqual(guesses.map(() => false));
  });

  it('gives a right code to one of two parallel uses only, and a check without use keeps it', async () => {
    const mobile = '13700000003';
    const code = await issued(mobile);
    expect(await checkSmsCode(server.db, { mobile, purpose: 'register', code, consume: false }, clock.now())).toBe(true);
    expect(await triesOf(mobile)).toBe(0);
    const uses = await Promise.all([1, 2].map(() => consumeSmsCode(server.db, mobile, 'register', code, clock.now())));
    expect(uses.sort()).toEqual([false, true]);
    expect(await checkSmsCode(server.db, { mobile, purpose: 'register', code, consume: false }, clock.now())).toBe(false);
  });
});
