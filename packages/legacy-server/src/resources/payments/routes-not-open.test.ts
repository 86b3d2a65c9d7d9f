import { PAYMENT_MESSAGES, ZWirePaymentStatus } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, type WireSession } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';
import { inspectionApplications } from '../inspection-applications/table';
import { paymentOrders } from './table';

const TO_PAY = '/a/stone/appOnline/toPay';
const CHECK = '/a/stone/appOnline/checkPayMent';

// A production platform started without a payment provider (settings `off`): online payment is not open.
let server: RunningLegacyServer;
let qiye: WireSession;
let zhenhai: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer({ payments: 'off' });
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
  await server.db.update(inspectionApplications).set({ state: '待缴费', paymentState: '未缴费', feeTotal: 1288 }).where(eq(inspectionApplications.id, '60001'));
});
afterAll(async () => {
  await server?.close();
});

describe('payments when no provider is configured', () => {
  it('refuses toPay as not open and writes nothing', async () => {
    const { body } = await post(server.url, `${TO_PAY}/60001/wechat`, {}, qiye);
    expect(body).toEqual({ isSuccess: 0, errorMsg: PAYMENT_MESSAGES.notOpen });
    expect(await server.db.select().from(paymentOrders).where(eq(paymentOrders.applicationId, '60001'))).toEqual([]);
    const [application] = await server.db.select().from(inspectionApplications).where(eq(inspectionApplications.id, '60001'));
    expect(application).toMatchObject({ state: '待缴费', paymentState: '未缴费' });
  });

  it("still answers another unit's application as not found", async () => {
    expect((await post(server.url, `${TO_PAY}/60001/wechat`, {}, zhenhai)).body).toEqual({ isSuccess: 0, errorMsg: PAYMENT_MESSAGES.notFound });
  });

  it('serves no sandbox provider', async () => {
    expect((await fetch(`${server.url}/sandbox-pay/pay/wx0000`)).status).toBe(404);
  });

  it('still reports the payment state of an application (nothing under way)', async () => {
    const status = ZWirePaymentStatus.parse((await get(server.url, CHECK, qiye, { id: '60001' })).body.data);
    expect(status).toMatchObject({ payState: '未缴费', orderNo: undefined, orderState: undefined });
  });
});
