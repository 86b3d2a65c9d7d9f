import { SMS_BUDGET_MESSAGES, SMS_BUDGET_WIRE_PATHS, ZWireSmsBudgetAlarms } from '@portal/legacy-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_SECRET_HEADER } from '../../http/platform-secret';
import type { WireAnswer } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { startTestLegacyServer, testClock } from '../../testing';
import { budgetedSender, budgetHour } from './budget';

const SECRET = 'sms-budget-test-platform-secret';
const HOUR_MS = 60 * 60_000;
const clock = testClock();
let server: RunningLegacyServer;
let open: RunningLegacyServer;

async function alarms(base: string, query: Record<string, string> = {}): Promise<WireAnswer> {
  const response = await fetch(`${base}${SMS_BUDGET_WIRE_PATHS.alarms}?${new URLSearchParams(query).toString()}`, { headers: { [PLATFORM_SECRET_HEADER]: SECRET } });
  return (await response.json()) as WireAnswer;
}

beforeAll(async () => {
  [server, open] = await Promise.all([
    startTestLegacyServer({ now: clock.now, platformSecret: SECRET, onboarding: { smsOutbox: true, smsHourlyBudget: 7 } }),
    startTestLegacyServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), open?.close()]);
});

describe('GET budgetAlarms', () => {
  it('answers the hours with refused texts since `after`, with the budget, and none without refusals', async () => {
    const sender = budgetedSender({ send: async () => undefined }, { db: server.db, now: clock.now, budget: 1, alarm: () => undefined });
    const quiet = budgetHour(clock.now());
    await sender.send({ mobile: '13900007001', content: '【特种设备企业服务平台】一条' });
    clock.advance(HOUR_MS);
    const busy = budgetHour(clock.now());
    await sender.send({ mobile: '13900007001', content: '【特种设备企业服务平台】一条' });
    await Promise.all([1, 2].map(() => sender.send({ mobile: '13900007001', content: '【特种设备企业服务平台】一条' }).catch(() => undefined)));

    const answer = await alarms(server.url, { after: quiet.toISOString() });
    expect(answer.result, JSON.stringify(answer)).toBe('true');
    expect(ZWireSmsBudgetAlarms.parse(answer.data).list).toEqual([{ hour: busy.toISOString(), budget: 7, sent: 1, refused: 2 }]);
    // By default the last two hours.
    expect(ZWireSmsBudgetAlarms.parse((await alarms(server.url)).data).list.map((hour) => hour.hour)).toEqual([busy.toISOString()]);
    // After the busy hour: nothing.
    expect(ZWireSmsBudgetAlarms.parse((await alarms(server.url, { after: new Date(busy.getTime() + HOUR_MS).toISOString() })).data).list).toEqual([]);
  });

  it('refuses a time it cannot read', async () => {
    expect(await alarms(server.url, { after: 'yesterday' })).toMatchObject({ result: 'false', errorMsg: SMS_BUDGET_MESSAGES.after });
  });

  it('answers nothing on a platform without the gateway secret', async () => {
    expect(await alarms(open.url)).toMatchObject({ result: 'false', errorMsg: SMS_BUDGET_MESSAGES.closed });
  });
});
