import type { AddressInfo } from 'node:net';
import { pageOf, ZAuditRecordSchema, ZPaymentOrderSchema, ZPaymentStatusSchema, ZPublicPaymentOrderSchema } from '@portal/contract';
import {
  answerSignatureMessage,
  encryptResource,
  signSha256Rsa,
  WECHATPAY_HEADERS,
  wechatNonce,
  wechatTime,
  wechatTimestamp,
} from '@portal/legacy-protocol';
import { generatePaymentKeys } from '@portal/legacy-server';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestGateway, type TestGateway } from '../../integration-support';

const keys = generatePaymentKeys();
let platform: { url: string; close(): Promise<void> };
let gateway: TestGateway;
let gatewayUrl = '';
let qiye: string;
let zhenhai: string;
let shenhe: string;
let admin: string;

beforeAll(async () => {
  platform = await startTestLegacyServer({
    payments: { provider: 'sandbox', keys, notifyUrl: () => `${gatewayUrl}/api/v1/payment-notifications/wechat` },
  });
  gateway = await startTestGateway(platform.url, {
    WECHATPAY_PUBLIC_KEY: Buffer.from(keys.providerPublicKey).toString('base64'),
    WECHATPAY_PUBLIC_KEY_ID: keys.providerPublicKeyId,
    WECHATPAY_APIV3_KEY: keys.apiV3Key,
    PAYMENT_SANDBOX: 'true',
  });
  // The sandbox posts its notifications over HTTP, as the provider would.
  await gateway.app.listen({ host: '127.0.0.1', port: 0 });
  gatewayUrl = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
  qiye = await login(gateway.app, 'qiye');
  zhenhai = await login(gateway.app, 'zhenhai');
  shenhe = await login(gateway.app, 'shenhe');
  admin = await login(gateway.app, 'admin');
});
afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

function inject(cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) {
  return gateway.app.inject({ method, url, ...(cookie ? { cookies: { portal_session: cookie } } : {}), ...(payload ? { payload } : {}) });
}

const pay = (cookie: string, id = '60001', channel = 'wechat') => inject(cookie, 'POST', `/api/v1/inspection-applications/${id}/payments`, { channel });
const status = async (id = '60001') => {
  const res = await inject(qiye, 'GET', `/api/v1/inspection-applications/${id}/payment`);
  expect(res.statusCode, res.body).toBe(200);
  return ZPaymentStatusSchema.parse(res.json());
};

type Forged = { orderNo: string; timestamp?: string; nonce?: string; serial?: string; signWith?: string; apiV3Key?: string; tamper?: boolean };

/** A notification as the provider sends it (signed with the sandbox's key unless told), for the order given. */
function notification(forged: Forged) {
  const transaction = JSON.stringify({
    appid: keys.appid,
    mchid: keys.mchid,
    out_trade_no: forged.orderNo,
    transaction_id: '4200000000000000000000000001',
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    success_time: wechatTime(new Date()),
    amount: { total: 128800, payer_total: 128800, currency: 'CNY' },
  });
  const body = JSON.stringify({
    id: wechatNonce(),
    create_time: wechatTime(new Date()),
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: encryptResource(forged.apiV3Key ?? keys.apiV3Key, transaction, 'transaction'),
    summary: '支付成功',
  });
  const timestamp = forged.timestamp ?? wechatTimestamp(new Date());
  const nonce = forged.nonce ?? wechatNonce();
  const signature = signSha256Rsa(answerSignatureMessage(timestamp, nonce, body), forged.signWith ?? keys.providerPrivateKey);
  return {
    method: 'POST' as const,
    url: '/api/v1/payment-notifications/wechat',
    headers: {
      'content-type': 'application/json',
      [WECHATPAY_HEADERS.timestamp]: timestamp,
      [WECHATPAY_HEADERS.nonce]: nonce,
      [WECHATPAY_HEADERS.signature]: signature,
      [WECHATPAY_HEADERS.serial]: forged.serial ?? keys.providerPublicKeyId,
    },
    payload: forged.tamper ? body.replace('支付成功', '支付成功 ') : body,
  };
}

async function until(check: () => Promise<boolean>, ms = 8_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('paying an application through the sandbox', () => {
  let orderNo = '';
  let payUrl = '';

  it('opens an order for qiye’s application awaiting payment', async () => {
    const res = await pay(qiye);
    expect(res.statusCode, res.body).toBe(201);
    const order = ZPaymentOrderSchema.parse(res.json());
    expect(order).toMatchObject({ applicationId: '60001', amount: 1288, channel: 'wechat', state: 'paying', orderState: 'paying', paidAt: null });
    expect(order.payUrl).toMatch(/^\/sandbox-pay\/pay\/wx[0-9a-f]+$/);
    orderNo = order.orderNo;
    payUrl = order.payUrl;
    expect(await status()).toMatchObject({ state: 'paying', orderNo, orderState: 'paying', amount: 1288 });
  });

  it('answers the public order without a session, with the order only', async () => {
    const res = await inject(undefined, 'GET', `/api/v1/payment-orders/${orderNo}`);
    expect(res.statusCode, res.body).toBe(200);
    const order = ZPublicPaymentOrderSchema.parse(res.json());
    expect(order).toMatchObject({ orderNo, amount: 1288, payee: '宁波市特种设备检验研究院', item: '特种设备检验费', state: 'paying', payUrl });
    expect(Object.keys(res.json()).sort()).toEqual(['amount', 'expiresAt', 'item', 'orderNo', 'payUrl', 'payee', 'state']);
    expect(res.body).not.toMatch(/悦澜|张丽|60001|"1[3-9]\d{9}"/);
    expect((await inject(undefined, 'GET', '/api/v1/payment-orders/JY00000000000000000000')).statusCode).toBe(404);
  });

  it('does not mark the order paid on a notification the provider does not back', async () => {
    const res = await gateway.app.inject(notification({ orderNo }));
    expect(res.statusCode, res.body).toBe(204);
    expect(await status()).toMatchObject({ state: 'paying', orderState: 'paying' });
  });

  it('refuses notifications with a bad signature, a stale stamp, another key id or a wrong key, and changes nothing', async () => {
    const other = generatePaymentKeys();
    const stale = String(Math.floor(Date.now() / 1000) - 6 * 60);
    for (const forged of [
      { orderNo, signWith: other.providerPrivateKey },
      { orderNo, tamper: true },
      { orderNo, timestamp: stale },
      { orderNo, serial: other.providerPublicKeyId },
    ]) {
      const res = await gateway.app.inject(notification(forged));
      expect(res.statusCode, JSON.stringify(forged)).toBe(401);
      expect(res.json()).toMatchObject({ code: 'SIGN_ERROR' });
    }
    const undecryptable = await gateway.app.inject(notification({ orderNo, apiV3Key: other.apiV3Key }));
    expect(undecryptable.statusCode).toBe(400);
    expect(await status()).toMatchObject({ state: 'paying', orderState: 'paying' });
  });

  it('answers a notification for an unknown order 404 and a replayed nonce 401', async () => {
    const unknown = await gateway.app.inject(notification({ orderNo: 'JY20200101000000000000' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    const nonce = wechatNonce();
    expect((await gateway.app.inject(notification({ orderNo, nonce }))).statusCode).toBe(204);
    const replayed = await gateway.app.inject(notification({ orderNo, nonce }));
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ code: 'SIGN_ERROR', message: '重复的通知' });
  });

  it('serves the sandbox phone page, whose payment notifies the gateway and marks the application paid', async () => {
    const page = await gateway.app.inject({ method: 'GET', url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('1288.00');
    const confirmed = await gateway.app.inject({ method: 'POST', url: `${payUrl}/confirm`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(payUrl);
    // The poll would also find it paid; the notification arrives first here, through the gateway's verification.
    await until(async () => (await status()).state === 'paid');
    expect(await status()).toMatchObject({ state: 'paid', orderState: 'paid', orderNo });
    const application = await inject(qiye, 'GET', '/api/v1/inspection-applications/60001');
    expect(application.json()).toMatchObject({ state: 'paid', paymentState: 'paid' });
  });

  it('refuses to pay a paid application again', async () => {
    const res = await pay(qiye);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('该申请已缴费，请勿重复支付');
  });

  it('streams the pay certificate with a Chinese file name', async () => {
    const res = await inject(qiye, 'GET', '/api/v1/inspection-applications/60001/pay-certificate');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''%E7%BC%B4%E8%B4%B9%E5%87%AD%E8%AF%81");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the audit trail', () => {
  it('records the started payment and every notification, refused ones as failures', async () => {
    const res = await inject(admin, 'GET', '/api/v1/audit-records?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const records = pageOf(ZAuditRecordSchema).parse(res.json()).items.filter((record) => record.event.startsWith('payment-'));
    expect(records.map((record) => [record.event, record.outcome])).toEqual(
      expect.arrayContaining([
        ['payment-started', 'success'],
        ['payment-started', 'failure'],
        ['payment-notification', 'success'],
        ['payment-notification', 'failure'],
      ]),
    );
    expect(records.some((record) => record.detail === '签名验证失败')).toBe(true);
    expect(records.some((record) => record.detail === '重复的通知')).toBe(true);
  });
});

describe('who may pay', () => {
  it('gives no certificate for an unpaid application', async () => {
    const res = await inject(qiye, 'GET', '/api/v1/inspection-applications/60002/pay-certificate');
    expect(res.statusCode).toBe(409);
  });

  it('refuses an application not awaiting payment (409) and another unit’s application (404)', async () => {
    expect((await pay(qiye, '60002')).statusCode).toBe(409);
    expect((await pay(zhenhai, '60001')).statusCode).toBe(404);
    expect((await inject(zhenhai, 'GET', '/api/v1/inspection-applications/60001/payment')).statusCode).toBe(404);
  });

  it('refuses the institute’s auditor, who holds no pay access (403)', async () => {
    expect((await pay(shenhe)).statusCode).toBe(403);
    expect((await inject(shenhe, 'GET', '/api/v1/inspection-applications/60001/pay-certificate')).statusCode).toBe(403);
  });

  it('refuses a request without a session (401) and a channel outside the contract (400)', async () => {
    expect((await pay('', '60001')).statusCode).toBe(401);
    expect((await pay(qiye, '60001', 'paypal')).statusCode).toBe(400);
  });
});
