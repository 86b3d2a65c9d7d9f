import { INSPECTION_APPLICATION_WIRE_PATHS as PATHS, SMS_SEND_MESSAGES } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionApplications, smsOutbox } from '../../db/schema';
import { login, post, type WireSession } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer, testClock } from '../../testing';
import { bookSmsSend, lastSmsSend, SMS_SEND_LIMITS, type SmsSendRequest } from './ledger';

const clock = testClock();
let server: RunningLegacyServer;
let qiye: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer({ now: clock.now });
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

const textsTo = async (mobile: string) => (await server.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile))).length;
const issueLink = async (id: string) => (await post(server.url, PATHS.authCode, { id }, qiye)).body;

describe('authorisation links texted on a unit’s behalf', () => {
  it('sends one per application every two minutes, then stops at the number’s daily cap', async () => {
    // The draft 60002 texts whatever number the unit typed: here a victim's.
    const victim = '13911112222';
    // The calls below take about 45 minutes of the test clock: start at 01:00 Beijing time, so they
    // stay within one Beijing day (the caps' day) whenever the suite runs.
    clock.advanceToBeijingHour(1);
    qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
    await server.db.update(inspectionApplications).set({ siteContactMobile: victim }).where(eq(inspectionApplications.id, '60002'));

    const burst = [];
    for (let call = 0; call < 15; call += 1) burst.push(await issueLink('60002'));
    expect(burst[0]).toMatchObject({ isSuccess: 1 });
    expect(burst.slice(1).every((answer) => answer.isSuccess === 0 && answer.errorMsg === SMS_SEND_MESSAGES.authLinkCooldown)).toBe(true);
    expect(await textsTo(victim)).toBe(1);
    // What the unit is shown as the last text: the first call's, seconds ago.
    const last = await lastSmsSend(server.db, '60002', 'auth-link');
    expect(clock.now().getTime() - last!.getTime()).toBeLessThan(SMS_SEND_LIMITS.authLinkCooldownMs);

    const answers = [];
    for (let call = 0; call < SMS_SEND_LIMITS.perNumberPerDay + 2; call += 1) {
      clock.advance(SMS_SEND_LIMITS.authLinkCooldownMs);
      answers.push(await issueLink('60002'));
    }
    expect(await textsTo(victim)).toBe(SMS_SEND_LIMITS.perNumberPerDay);
    expect(answers.at(-1)).toMatchObject({ isSuccess: 0, errorMsg: SMS_SEND_MESSAGES.dailyCap });
  });
});

describe('bookSmsSend', () => {
  const request = (overrides: Partial<SmsSendRequest>): SmsSendRequest => ({
    purpose: 'application-notice',
    mobile: '13800000000',
    unitId: 'unit-a',
    userId: 'user-a',
    recordId: null,
    now: clock.now(),
    ...overrides,
  });

  it('caps an account’s texts a day across numbers, and a new Beijing day starts afresh', async () => {
    const userId = 'user-cap';
    const outcomes = [];
    for (let sent = 0; sent <= SMS_SEND_LIMITS.perUserPerDay; sent += 1) {
      outcomes.push(await bookSmsSend(server.db, request({ userId, unitId: null, mobile: `1370000${String(sent).padStart(4, '0')}` })));
    }
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(SMS_SEND_LIMITS.perUserPerDay);
    expect(outcomes.at(-1)).toMatchObject({ reason: 'userCap' });
    clock.advance(24 * 60 * 60 * 1000);
    expect(await bookSmsSend(server.db, request({ userId, unitId: null, mobile: '13799999999', now: clock.now() }))).toBeNull();
  });

  it('lets only as many parallel requests through as the cap has places', async () => {
    const mobile = '13600009999';
    for (let sent = 0; sent < SMS_SEND_LIMITS.perNumberPerDay - 1; sent += 1) {
      expect(await bookSmsSend(server.db, request({ mobile, userId: null, unitId: null, now: clock.now() }))).toBeNull();
    }
    const parallel = await Promise.all(Array.from({ length: 6 }, () => bookSmsSend(server.db, request({ mobile, userId: null, unitId: null, now: clock.now() }))));
    expect(parallel.filter((outcome) => outcome === null)).toHaveLength(1);
  });
});
