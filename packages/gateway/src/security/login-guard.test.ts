import { describe, expect, it } from 'vitest';
import { createLoginGuard, type LoginGuard, type LoginOutcome } from './login-guard';
import { createMemoryStore } from './shared-store';

const SETTINGS = { maxFailures: 5, lockMs: 15 * 60_000, addressMaxFailures: 20 };
const HOME = '203.0.113.7';

function guardWithClock(settings = SETTINGS) {
  let now = 1_700_000_000_000;
  const guard = createLoginGuard(createMemoryStore(() => now), settings);
  return { guard, advance: (ms: number) => (now += ms) };
}

/** One login through the guard; the platform's answer is `outcome`. */
async function attempt(guard: LoginGuard, account: string | null, outcome: LoginOutcome, address = HOME) {
  const begun = await guard.begin(account, address);
  if (begun.verdict !== 'try') return begun.verdict;
  const { lockStarted } = await begun.settle(outcome);
  return lockStarted ? 'lock-started' : 'tried';
}

describe('createLoginGuard', () => {
  it('locks an account at the fifth consecutive refusal and refuses the right password after it', async () => {
    const { guard } = guardWithClock();
    for (let i = 0; i < 4; i += 1) expect(await attempt(guard, 'qiye', 'refused')).toBe('tried');
    expect(await attempt(guard, 'qiye', 'refused')).toBe('lock-started');
    expect(await attempt(guard, 'qiye', 'success')).toBe('account-locked');
  });

  it('starts the count again after a success', async () => {
    const { guard } = guardWithClock();
    for (let i = 0; i < 4; i += 1) await attempt(guard, 'qiye', 'refused');
    expect(await attempt(guard, 'qiye', 'success')).toBe('tried');
    for (let i = 0; i < 4; i += 1) expect(await attempt(guard, 'qiye', 'refused')).toBe('tried');
    expect(await attempt(guard, 'qiye', 'success')).toBe('tried');
  });

  it('keeps the lock for the whole lock time from the failure that started it', async () => {
    const { guard, advance } = guardWithClock();
    for (let i = 0; i < 4; i += 1) await attempt(guard, 'qiye', 'refused');
    advance(10 * 60_000);
    expect(await attempt(guard, 'qiye', 'refused')).toBe('lock-started');
    advance(14 * 60_000);
    expect(await attempt(guard, 'qiye', 'success')).toBe('account-locked');
    advance(60_000 + 1);
    expect(await attempt(guard, 'qiye', 'success')).toBe('tried');
  });

  it('counts the login name whatever its case and surrounding spaces', async () => {
    const { guard } = guardWithClock();
    for (const name of ['qiye', 'QIYE', ' Qiye', 'qiyE ', 'qiye']) await attempt(guard, name, 'refused');
    expect(await attempt(guard, 'qiye', 'success')).toBe('account-locked');
  });

  it('does not count a platform that did not answer against the account', async () => {
    const { guard } = guardWithClock();
    for (let i = 0; i < 10; i += 1) expect(await attempt(guard, 'qiye', 'unanswered')).toBe('tried');
    expect(await attempt(guard, 'qiye', 'success')).toBe('tried');
  });

  it('lets no more parallel guesses through than the limit', async () => {
    const { guard } = guardWithClock();
    const begun = await Promise.all(Array.from({ length: 12 }, () => guard.begin('qiye', HOME)));
    expect(begun.filter((one) => one.verdict === 'try')).toHaveLength(5);
    expect(begun.filter((one) => one.verdict === 'account-locked')).toHaveLength(7);
  });

  it('throttles an address after 20 failures over many accounts, and no other address', async () => {
    const { guard } = guardWithClock();
    for (let i = 0; i < 20; i += 1) expect(await attempt(guard, `user${i % 4}`, 'refused')).not.toBe('address-throttled');
    expect(await guard.begin('admin', HOME)).toEqual({ verdict: 'address-throttled', starts: true });
    expect(await guard.begin('admin', HOME)).toEqual({ verdict: 'address-throttled', starts: false });
    expect(await attempt(guard, 'admin', 'success', '198.51.100.9')).toBe('tried');
  });

  it('does not count successful logins against their address, however many begin at once', async () => {
    const { guard } = guardWithClock();
    const begun = await Promise.all(Array.from({ length: 50 }, (_, i) => guard.begin(`user${i}`, HOME)));
    expect(begun.every((one) => one.verdict === 'try')).toBe(true);
    for (let i = 0; i < 50; i += 1) expect(await attempt(guard, `user${i}`, 'success')).toBe('tried');
  });

  it('counts tries of a locked account against the address', async () => {
    const { guard } = guardWithClock({ ...SETTINGS, addressMaxFailures: 8 });
    for (let i = 0; i < 5; i += 1) await attempt(guard, 'qiye', 'refused');
    for (let i = 0; i < 3; i += 1) expect(await attempt(guard, 'qiye', 'success')).toBe('account-locked');
    expect(await attempt(guard, 'zhenhai', 'success')).toBe('address-throttled');
  });

  it('throttles single sign-on failures by address only', async () => {
    const { guard } = guardWithClock({ ...SETTINGS, addressMaxFailures: 3 });
    for (let i = 0; i < 3; i += 1) expect(await attempt(guard, null, 'refused')).toBe('tried');
    expect(await attempt(guard, null, 'success')).toBe('address-throttled');
  });
});
