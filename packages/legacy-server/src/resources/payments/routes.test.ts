import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  answerSignatureMessage,
  decryptResource,
  PAYMENT_MESSAGES,
  verifySha256Rsa,
  WECHATPAY_HEADERS,
  ZWechatNotification,
  ZWechatTransaction,
  ZWirePaymentOrder,
  ZWirePaymentStatus,
  ZWirePublicPaymentOrder,
} from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, type WireSession } from '../../http/wire-test-client';
import { pdfText, pdfToPng } from '../../pdf/testing';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer, testClock } from '../../testing';
import { inspectionApplicationHistory, inspectionApplications } from '../inspection-applications/table';
import { invoices } from '../invoices/table';
import { smsOutbox } from '../sms-codes/table';
import { generatePaymentKeys } from './settings';
import { paymentOrders } from './table';

const TO_PAY = '/a/stone/appOnline/toPay';
const CHECK = '/a/stone/appOnline/checkPayMent';
const ORDER = '/a/stone/appOnline/payOrder';
const NOTIFY = '/a/stone/appOnline/payNotify';
const CERTIFICATE = '/a/stone/appOnline/payCertificate';

const keys = generatePaymentKeys();
const clock = testClock();
let server: RunningLegacyServer;
let receiver: Server;
let notifications: { headers: Record<string, string>; body: string }[] = [];
let qiye: WireSession;
let zhenhai: WireSession;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      notifications.push({ headers: request.headers as Record<string, string>, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/v1/payment-notifications/wechat`;
  server = await startTestLegacyServer({ now: clock.now, payments: { provider: 'sandbox', keys, notifyUrl } });
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** Puts one of qiye's applications in 待缴费 with a fee, as the institute's pre-review would. */
async function awaitingPayment(id: string, fee: number) {
  await server.db.update(inspectionApplications).set({ state: '待缴费', paymentState: '未缴费', feeTotal: fee }).where(eq(inspectionApplications.id, id));
}

const toPay = (id: string, session = qiye, channel = 'wechat') => post(server.url, `${TO_PAY}/${id}/${channel}`, {}, session);
const check = (id: string, session = qiye) => get(server.url, CHECK, session, { id });
const pageOf = (payUrl: string) => fetch(`${server.url}${payUrl}`);
const settle = (payUrl: string, outcome: 'confirm' | 'fail') => fetch(`${server.url}${payUrl}/${outcome}`, { method: 'POST', redirect: 'manual' });

async function until(predicate: () => boolean, ms = 5_000) {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('toPay, the sandbox and payNotify', () => {
  let orderNo = '';
  let payUrl = '';

  it('opens an order for an application awaiting payment, for its fee', async () => {
    const { body } = await toPay('60001');
    expect(body.isSuccess, JSON.stringify(body)).toBe(1);
    const order = ZWirePaymentOrder.parse(body.data);
    expect(order).toMatchObject({ applicationId: '60001', amount: 1288, orderState: '支付中', payState: '支付中', channel: '微信支付' });
    expect(order.payUrl).toMatch(/^\/sandbox-pay\/pay\/wx[0-9a-f]+$/);
    expect(order.orderNo).toMatch(/^JY\d{20}$/);
    orderNo = order.orderNo;
    payUrl = order.payUrl;
  });

  it('reuses the open order when asked again', async () => {
    const again = ZWirePaymentOrder.parse((await toPay('60001')).body.data);
    expect(again.orderNo).toBe(orderNo);
    expect(await server.db.select().from(paymentOrders).where(eq(paymentOrders.applicationId, '60001'))).toHaveLength(1);
  });

  it('reports the payment as under way while the payer has not paid', async () => {
    const status = ZWirePaymentStatus.parse((await check('60001')).body.data);
    expect(status).toMatchObject({ payState: '支付中', orderNo, orderState: '支付中', amount: 1288 });
  });

  it('shows the order on the sandbox phone page with its amount', async () => {
    const page = await pageOf(payUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('1288.00');
    expect(html).toContain('确认支付');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('sends a signed, encrypted notification when the payer confirms', async () => {
    notifications = [];
    const confirmed = await settle(payUrl, 'confirm');
    expect(confirmed.status).toBe(303);
    await until(() => notifications.length > 0);
    const [notification] = notifications;
    const headers = notification!.headers;
    expect(headers[WECHATPAY_HEADERS.serial]).toBe(keys.providerPublicKeyId);
    const message = answerSignatureMessage(headers[WECHATPAY_HEADERS.timestamp]!, headers[WECHATPAY_HEADERS.nonce]!, notification!.body);
    expect(verifySha256Rsa(message, headers[WECHATPAY_HEADERS.signature]!, keys.providerPublicKey)).toBe(true);
    const body = ZWechatNotification.parse(JSON.parse(notification!.body));
    expect(body.event_type).toBe('TRANSACTION.SUCCESS');
    const transaction = ZWechatTransaction.parse(JSON.parse(decryptResource(keys.apiV3Key, body.resource)!));
    expect(transaction).toMatchObject({ out_trade_no: orderNo, trade_state: 'SUCCESS', amount: { total: 128800 } });
    expect(decryptResource('x'.repeat(32), body.resource)).toBeNull();
  });

  it('marks the order and the application paid once the platform has asked the provider', async () => {
    const { body } = await post(server.url, NOTIFY, { orderNo });
    expect(body).toMatchObject({ isSuccess: 1, data: { orderNo, orderState: '已支付' } });
    const [application] = await server.db.select().from(inspectionApplications).where(eq(inspectionApplications.id, '60001'));
    expect(application).toMatchObject({ state: '已缴费', paymentState: '已缴费' });
    const history = await server.db.select().from(inspectionApplicationHistory).where(eq(inspectionApplicationHistory.applicationId, '60001'));
    expect(history.filter((row) => row.state === '已缴费')).toHaveLength(1);
    const texts = await server.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, application!.siteContactMobile));
    expect(texts.some((row) => row.content.includes('已缴费 1288.00 元'))).toBe(true);
    // The payment's invoice, issued at once: the application has an invoice title.
    const [invoice] = await server.db.select().from(invoices).where(eq(invoices.orderNo, orderNo));
    expect(invoice).toMatchObject({ applicationId: '60001', state: '已开' });
  });

  it('processes a repeated confirmation once', async () => {
    const { body } = await post(server.url, NOTIFY, { orderNo });
    expect(body).toMatchObject({ isSuccess: 1, data: { orderState: '已支付' } });
    const history = await server.db.select().from(inspectionApplicationHistory).where(eq(inspectionApplicationHistory.applicationId, '60001'));
    expect(history.filter((row) => row.state === '已缴费')).toHaveLength(1);
    expect(await server.db.select().from(invoices).where(eq(invoices.orderNo, orderNo))).toHaveLength(1);
  });

  it('refuses to pay a paid application again', async () => {
    expect((await toPay('60001')).body).toEqual({ isSuccess: 0, errorMsg: PAYMENT_MESSAGES.alreadyPaid });
    expect(ZWirePaymentStatus.parse((await check('60001')).body.data)).toMatchObject({ payState: '已缴费', orderState: '已支付' });
  });

  it('answers the public order with the order only', async () => {
    const { body } = await get(server.url, ORDER, undefined, { orderNo });
    const order = ZWirePublicPaymentOrder.parse(body.data);
    expect(order).toMatchObject({ orderNo, amount: 1288, payee: '宁波市特种设备检验研究院', orderState: '已支付', payUrl: '' });
    expect(Object.keys(body.data as object).sort()).toEqual(['amount', 'expireDate', 'item', 'orderNo', 'orderState', 'payUrl', 'payee']);
    expect(JSON.stringify(body)).not.toMatch(/悦澜|张丽|"1[3-9]\d{9}"/);
  });

  it('renders the pay certificate of a paid application', async () => {
    const response = await fetch(`${server.url}${CERTIFICATE}/60001?__sid=${qiye.sid}&__extend=${qiye.extend}`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await response.arrayBuffer());
    // PDF_SHOTS=/tmp/dir renders it to PNG to look at.
    if (process.env.PDF_SHOTS) pdfToPng(pdf, process.env.PDF_SHOTS, 'pay-certificate');
    const text = pdfText(pdf).replace(/\s/g, '');
    expect(text).toContain('缴费凭证');
    expect(text).toContain(orderNo);
    expect(text).toContain('1288.00');
    expect(text).toContain('壹仟贰佰捌拾捌元整');
    // The test platform pays through the sandbox: the certificate must not pass for a real one.
    expect(text).toContain('微信支付（沙箱）');
    expect(text).toContain('样张：沙箱支付环境生成');
  });
});

describe('refusals', () => {
  it('confirms no unknown order', async () => {
    expect((await post(server.url, NOTIFY, { orderNo: 'JY00000000000000000000' })).body).toEqual({ isSuccess: 0, errorMsg: PAYMENT_MESSAGES.orderNotFound });
    expect((await get(server.url, ORDER, undefined, { orderNo: 'JY00000000000000000000' })).body).toMatchObject({ isSuccess: 0 });
  });

  it('lets no other unit pay or read an application', async () => {
    expect((await toPay('60003', zhenhai)).body).toEqual({ isSuccess: 0, errorMsg: PAYMENT_MESSAGES.notFound });
    expect((await check('60001', zhenhai)).body).toEqual({ isSuccess: 0, errorMsg: PAYMENT_MESSAGES.notFound });
  });

  it('refuses an application not awaiting payment, and channels it does not offer', async () => {
    expect((await toPay('60002')).body).toEqual({ isSuccess: 0, errorMsg: PAYMENT_MESSAGES.notAwaitingPayment });
    expect((await toPay('60002', qiye, 'alipay')).body).toEqual({ isSuccess: 0, errorMsg: PAYMENT_MESSAGES.channelUnsupported });
  });

  it('has no certificate for an unpaid application', async () => {
    const response = await fetch(`${server.url}${CERTIFICATE}/60002?__sid=${qiye.sid}&__extend=${qiye.extend}`);
    expect(await response.json()).toEqual({ isSuccess: 0, errorMsg: PAYMENT_MESSAGES.notPaid });
  });

  it('has the sandbox refuse a request the merchant did not sign', async () => {
    const response = await fetch(`${server.url}/sandbox-pay/v3/pay/transactions/native`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="a",signature="bad",timestamp="1",serial_no="x"' },
      body: '{}',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'SIGN_ERROR', message: '签名错误' });
  });
});

describe('failure, expiry and retry', () => {
  it('says a failed payment failed, and pays with a new order afterwards', async () => {
    await awaitingPayment('60003', 560);
    const first = ZWirePaymentOrder.parse((await toPay('60003')).body.data);
    await settle(first.payUrl, 'fail');
    expect(ZWirePaymentStatus.parse((await check('60003')).body.data)).toMatchObject({ payState: '未缴费', orderState: '支付失败', orderNo: first.orderNo });
    const second = ZWirePaymentOrder.parse((await toPay('60003')).body.data);
    expect(second.orderNo).not.toBe(first.orderNo);
    expect(second.orderState).toBe('支付中');
    notifications = [];
    await settle(second.payUrl, 'confirm');
    // No notification needed: the poll asks the provider.
    expect(ZWirePaymentStatus.parse((await check('60003')).body.data)).toMatchObject({ payState: '已缴费', orderState: '已支付', orderNo: second.orderNo });
    await until(() => notifications.length > 0);
  });

  it('expires an unpaid order after its time and opens a new one on the next try', async () => {
    await awaitingPayment('60002', 300);
    const first = ZWirePaymentOrder.parse((await toPay('60002')).body.data);
    clock.advance(16 * 60_000);
    try {
      expect(ZWirePaymentStatus.parse((await check('60002')).body.data)).toMatchObject({ payState: '未缴费', orderState: '已过期' });
      const closed = await pageOf(first.payUrl);
      expect(await closed.text()).toContain('订单已关闭');
      const second = ZWirePaymentOrder.parse((await toPay('60002')).body.data);
      expect(second.orderNo).not.toBe(first.orderNo);
      expect(second.orderState).toBe('支付中');
    } finally {
      clock.reset();
    }
  });
});
