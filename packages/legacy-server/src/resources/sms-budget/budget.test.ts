import { SMS_CODE_MESSAGES } from '@portal/legacy-protocol';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes, smsHourlyBudget, smsOutbox } from '../../db/schema';
import { get, post } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { startTestLegacyServer, testClock } from '../../testing';
import type { SmsMessage } from '../sms-codes/sender';
import { budgetedSender, budgetHour, SmsBudgetSpent, takeFromBudget } from './budget';

const FIXED = '7K4W';
const BUDGET = 5;
const HOUR_MS = 60 * 60_000;
const clock = testClock();
let server: RunningLegacyServer;

beforeAll(async () => {
  server = await startTestLegacyServer({ now: clock.now, onboarding: { captchaFixedAnswer: FIXED, smsOutbox: true, smsHourlyBudget: BUDGET } });
});
afterAll(async () => {
  await server?.close();
});

/** A fresh hour of its own for each test: the clock moves to a minute past an hour a day on. */
const nextHour = () => {
  const target = budgetHour(new Date(clock.now().getTime() + 24 * HOUR_MS)).getTime() + 60_000;
  clock.advance(target - clock.now().getTime());
  return budgetHour(clock.now());
};

async function sendCode(mobile: string) {
  const { body: captcha } = await get(server.url, '/a/stone/common/captcha');
  const captchaId = (captcha.data as { captchaId: string }).captchaId;
  return (await post(server.url, `/a/stone/common/smsAuthCode/register/${mobile}`, { captchaId, validCode: FIXED })).body;
}

describe('the hourly SMS budget', () => {
  it('lets parallel sends of many numbers take no more than the budget; the others send nothing and use up no code', async () => {
    nextHour();
    const mobiles = Array.from({ length: 12 }, (_, index) => `1390000${String(index).padStart(4, '0')}`);
    const answers = await Promise.all(mobiles.map(sendCode));
    expect(answers.filter((answer) => answer.success === true)).toHaveLength(BUDGET);
    const refused = answers.filter((answer) => answer.success !== true);
    expect(refused).toHaveLength(mobiles.length - BUDGET);
    expect(refused.every((answer) => answer.errmsg === SMS_CODE_MESSAGES.hourlyBudget)).toBe(true);
    expect(await server.db.select().from(smsOutbox).where(inArray(smsOutbox.mobile, mobiles))).toHaveLength(BUDGET);
    // The refused numbers keep their daily codes: nothing stored for them.
    expect(await server.db.select().from(smsCodes).where(inArray(smsCodes.mobile, mobiles))).toHaveLength(BUDGET);

    // The next hour has a budget of its own.
    clock.advance(HOUR_MS);
    expect((await sendCode('13900009999')).success).toBe(true);
  });

  it('counts in one statement: 40 parallel takes of a budget of 15 get 15', async () => {
    nextHour();
    const taken = await Promise.all(Array.from({ length: 40 }, () => takeFromBudget(server.db, clock.now(), 15)));
    expect(taken.filter(Boolean)).toHaveLength(15);
    const [row] = await server.db.select().from(smsHourlyBudget).where(eq(smsHourlyBudget.hour, budgetHour(clock.now())));
    expect(row?.sent).toBe(15);
  });

  it('refuses every kind of text past it, raises the alarm once an hour and says when the next hour begins', async () => {
    const hour = nextHour();
    const sent: SmsMessage[] = [];
    const alarms: Date[] = [];
    const sender = budgetedSender({ send: async (message) => void sent.push(message) }, { db: server.db, now: clock.now, budget: 2, alarm: (details) => alarms.push(details.hour) });
    const notice = { mobile: '13900008888', content: '【特种设备企业服务平台】您的申请已受理' };
    await sender.send(notice);
    await sender.send(notice);
    const refusals = await Promise.all([1, 2, 3].map(() => sender.send(notice).catch((error: unknown) => error)));
    expect(refusals.every((error) => error instanceof SmsBudgetSpent)).toBe(true);
    const left = (refusals[0] as SmsBudgetSpent).retryAfterMs;
    // A minute past the hour: the next one begins in 59 minutes.
    expect(left).toBeLessThanOrEqual(HOUR_MS - 60_000);
    expect(left).toBeGreaterThan(HOUR_MS - 120_000);
    expect(sent).toHaveLength(2);
    expect(alarms).toEqual([hour]);

    clock.advance(HOUR_MS);
    await sender.send(notice);
    expect(sent).toHaveLength(3);
  });
});
