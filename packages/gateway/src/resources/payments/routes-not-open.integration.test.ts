import { ZPaymentStatusSchema } from '@portal/contract';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestGateway, type TestGateway } from '../../integration-support';

// A platform started in production without a payment provider: online payment is off (docs/payments.md).
let platform: { url: string; close(): Promise<void> };
let gateway: TestGateway;
let qiye: string;
let zhenhai: string;

beforeAll(async () => {
  platform = await startTestLegacyServer({ payments: 'off' });
  gateway = await startTestGateway(platform.url);
  qiye = await login(gateway.app, 'qiye');
  zhenhai = await login(gateway.app, 'zhenhai');
});
afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

const inject = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  gateway.app.inject({ method, url, cookies: { portal_session: cookie }, ...(payload ? { payload } : {}) });

describe('payments when the platform has no provider', () => {
  it('refuses to start a payment with a 409 problem that says to pay offline, and opens no order', async () => {
    const res = await inject(qiye, 'POST', '/api/v1/inspection-applications/60001/payments', { channel: 'wechat' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 409, detail: '在线缴费未开通，请联系检验机构线下缴费' });
    const status = await inject(qiye, 'GET', '/api/v1/inspection-applications/60001/payment');
    expect(status.statusCode, status.body).toBe(200);
    expect(ZPaymentStatusSchema.parse(status.json())).toMatchObject({ state: 'unpaid', orderNo: null });
  });

  it("still answers another unit's application 404", async () => {
    expect((await inject(zhenhai, 'POST', '/api/v1/inspection-applications/60001/payments', { channel: 'wechat' })).statusCode).toBe(404);
  });

  it('leaves the rest of the application readable', async () => {
    const res = await inject(qiye, 'GET', '/api/v1/inspection-applications/60001');
    expect(res.statusCode, res.body).toBe(200);
  });
});
