import { ZPaymentStatusSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

// A platform started in production without a payment provider: online payment is off (docs/payments.md).

const { cookies, inject } = setUpGatewayTests(['qiye', 'zhenhai'], { platform: { payments: 'off' } });

describe('payments when the platform has no provider', () => {
  it('refuses to start a payment with a 409 problem that says to pay offline, and opens no order', async () => {
    const res = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications/60001/payments', { channel: 'wechat' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 409, detail: '在线缴费未开通，请联系检验机构线下缴费' });
    const status = await inject(cookies.qiye, 'GET', '/api/v1/inspection-applications/60001/payment');
    expect(status.statusCode, status.body).toBe(200);
    expect(ZPaymentStatusSchema.parse(status.json())).toMatchObject({ state: 'unpaid', orderNo: null });
  });

  it("still answers another unit's application 404", async () => {
    expect((await inject(cookies.zhenhai, 'POST', '/api/v1/inspection-applications/60001/payments', { channel: 'wechat' })).statusCode).toBe(404);
  });

  it('leaves the rest of the application readable', async () => {
    const res = await inject(cookies.qiye, 'GET', '/api/v1/inspection-applications/60001');
    expect(res.statusCode, res.body).toBe(200);
  });
});
