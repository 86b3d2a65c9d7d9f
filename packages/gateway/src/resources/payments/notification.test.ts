import { answerSignatureMessage, encryptResource, signSha256Rsa } from '@portal/legacy-protocol';
import { generatePaymentKeys } from '@portal/legacy-server';
import { describe, expect, it } from 'vitest';
import { verifyNotification } from './notification';

const keys = generatePaymentKeys();
const payments = { publicKey: keys.providerPublicKey, publicKeyId: keys.providerPublicKeyId, apiV3Key: keys.apiV3Key, sandbox: false };
const now = new Date('2026-11-23T22:00:00Z');
const timestamp = String(now.getTime() / 1000);

function notification(plaintext: string, apiV3Key = keys.apiV3Key) {
  const body = JSON.stringify({
    id: 'n1',
    create_time: '2026-11-24T06:00:00+08:00',
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: encryptResource(apiV3Key, plaintext, 'transaction'),
  });
  const signature = signSha256Rsa(answerSignatureMessage(timestamp, 'NONCE', body), keys.providerPrivateKey);
  return { headers: { timestamp, nonce: 'NONCE', signature, serial: keys.providerPublicKeyId }, body: Buffer.from(body) };
}

const TRANSACTION = JSON.stringify({ appid: keys.appid, mchid: keys.mchid, out_trade_no: 'JY1', trade_state: 'SUCCESS', amount: { total: 100 } });

describe('verifyNotification', () => {
  it('accepts a signed, fresh, decryptable notification and names its order', () => {
    const { headers, body } = notification(TRANSACTION);
    expect(verifyNotification(payments, headers, body, now)).toEqual({ ok: true, orderNo: 'JY1', nonce: 'NONCE' });
  });

  it('refuses everything as not offered (404) while the keys are not configured (online payment off)', () => {
    const { headers, body } = notification(TRANSACTION);
    expect(verifyNotification({ sandbox: false }, headers, body, now)).toMatchObject({ ok: false, status: 404, code: 'NOT_FOUND' });
  });

  it('refuses missing headers, another key id, a stale stamp and a changed body', () => {
    const { headers, body } = notification(TRANSACTION);
    expect(verifyNotification(payments, { ...headers, signature: '' }, body, now)).toMatchObject({ ok: false, status: 401 });
    expect(verifyNotification(payments, { ...headers, serial: 'PUB_KEY_ID_OTHER' }, body, now)).toMatchObject({ ok: false, status: 401 });
    expect(verifyNotification(payments, headers, body, new Date(now.getTime() + 301_000))).toMatchObject({ ok: false, status: 401 });
    expect(verifyNotification(payments, headers, Buffer.from(body.toString().replace('n1', 'n2')), now)).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a resource it cannot decrypt or that holds no transaction', () => {
    const wrongKey = notification(TRANSACTION, 'fedcba9876543210fedcba9876543210');
    expect(verifyNotification(payments, wrongKey.headers, wrongKey.body, now)).toMatchObject({ ok: false, status: 400, message: '通知解密失败' });
    const noTransaction = notification('{"hello":1}');
    expect(verifyNotification(payments, noTransaction.headers, noTransaction.body, now)).toMatchObject({ ok: false, status: 400 });
  });
});
