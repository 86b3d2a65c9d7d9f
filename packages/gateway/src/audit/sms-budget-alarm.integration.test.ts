import { DEMO_ACCOUNTS, startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login } from '../integration-support';
import { createMemoryStore } from '../security/shared-store';
import { startAuditedGateway } from '../security/test-gateway';

// The gap of the security review: a notice the hourly budget dropped raised no audit alarm, only a
// line in the platform's log; only a refused code send did (docs/security.md, the hourly SMS budget).

const PLATFORM_SECRET = 'sms-budget-alarm-platform-secret';
const OLD = DEMO_ACCOUNTS.zhenhai.mobile ?? '';
const NEW = '13900000031';
let platform: Awaited<ReturnType<typeof startTestLegacyServer>>;
let gateways: Awaited<ReturnType<typeof startAuditedGateway>>[] = [];

beforeAll(async () => {
  // One text an hour: the code to the new number takes it, the notice to the old number is refused.
  platform = await startTestLegacyServer({ platformSecret: PLATFORM_SECRET, onboarding: { smsOutbox: true, smsHourlyBudget: 1 } });
  const store = createMemoryStore();
  gateways = await Promise.all([0, 1].map(() => startAuditedGateway(platform.url, { PLATFORM_SECRET }, { store, smsBudgetWatchMs: 100 })));
});
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await platform?.close();
});

const alarms = () => gateways.flatMap((gateway) => gateway.audit.filter((record) => record.event === 'sms-budget-exhausted'));

async function outbox(mobile: string): Promise<string[]> {
  const res = await gateways[0]!.app.inject({ method: 'GET', url: `/api/v1/sms-outbox?mobile=${mobile}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { text: string }[]).map((item) => item.text);
}

describe('a notice dropped by the hourly SMS budget', () => {
  it('raises the audit alarm once across the gateways, though no caller saw a refusal', async () => {
    const app = gateways[0]!.app;
    const cookie = await login(app, 'zhenhai');
    const sent = await app.inject({ method: 'POST', url: '/api/v1/me/mobile-code', cookies: { portal_session: cookie }, payload: { mobile: NEW } });
    expect(sent.statusCode, sent.body).toBe(202);
    const code = /验证码(\d{6})/.exec((await outbox(NEW))[0] ?? '')?.[1] ?? '';
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/v1/me',
      cookies: { portal_session: cookie },
      payload: { name: DEMO_ACCOUNTS.zhenhai.name, idCard: '', phone: '', mobile: NEW, password: DEMO_PASSWORD, smsCode: code },
    });
    // The business write is done; the notice to the old number was not sent.
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await outbox(OLD)).toEqual([]);

    // The watch raises the alarm on its own beat, so it may already be there (a slow database, as
    // under test:postgres) or come within the next looks.
    await expect.poll(() => alarms().length, { timeout: 5_000, interval: 50 }).toBe(1);
    // Several more looks by both gateways: still one record for the hour.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(alarms()).toHaveLength(1);
    expect(alarms()[0]).toMatchObject({ outcome: 'failure', user: null, target: expect.stringMatching(/^sms-hour:/), detail: expect.stringContaining('平台已拒发 1 条') });
  });
});
