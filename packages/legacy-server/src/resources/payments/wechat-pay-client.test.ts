import { answerSignatureMessage, signSha256Rsa, wechatNonce, wechatTimestamp } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { ProviderError } from './provider';
import { generatePaymentKeys } from './settings';
import { createWechatPayClient, type HttpRequest, type Transport } from './wechat-pay-client';

const keys = generatePaymentKeys();

/** A provider answer signed with `key` (the sandbox's unless told). */
function signedAnswer(status: number, body: string, key = keys.providerPrivateKey, serial = keys.providerPublicKeyId, stamp = wechatTimestamp(new Date())) {
  const nonce = wechatNonce();
  return {
    status,
    body,
    headers: {
      'wechatpay-timestamp': stamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': serial,
      'wechatpay-signature': signSha256Rsa(answerSignatureMessage(stamp, nonce, body), key),
    },
  };
}

function client(transport: Transport) {
  return createWechatPayClient({ name: 'wechat', ...keys, transport });
}

const TRANSACTION = JSON.stringify({ appid: keys.appid, mchid: keys.mchid, out_trade_no: 'JY1', trade_state: 'NOTPAY', amount: { total: 100 } });

describe('the WeChat Pay v3 client', () => {
  it('signs the request with the merchant key and reads a verified answer', async () => {
    let sent: HttpRequest | undefined;
    const provider = client(async (request) => {
      sent = request;
      return signedAnswer(200, TRANSACTION);
    });
    expect(await provider.queryOrder('JY1')).toEqual({ tradeState: 'NOTPAY', amountFen: 100 });
    expect(sent?.url).toBe(`/v3/pay/transactions/out-trade-no/JY1?mchid=${keys.mchid}`);
    expect(sent?.headers.authorization).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="[0-9a-f]{32}",signature="[^"]+",timestamp="\d+",serial_no="[0-9A-F]{40}"$/);
  });

  it('believes no answer signed with another key, naming another key id, or stamped too long ago', async () => {
    const other = generatePaymentKeys();
    const stale = String(Math.floor(Date.now() / 1000) - 600);
    for (const answer of [
      signedAnswer(200, TRANSACTION, other.providerPrivateKey),
      signedAnswer(200, TRANSACTION, keys.providerPrivateKey, other.providerPublicKeyId),
      signedAnswer(200, TRANSACTION, keys.providerPrivateKey, keys.providerPublicKeyId, stale),
    ]) {
      await expect(client(async () => answer).queryOrder('JY1')).rejects.toBeInstanceOf(ProviderError);
    }
  });

  it('answers null for an order the provider does not know, and a ProviderError when unreachable', async () => {
    expect(await client(async () => signedAnswer(404, '{"code":"ORDER_NOT_EXIST","message":"订单不存在"}')).queryOrder('JY1')).toBeNull();
    await expect(
      client(async () => {
        throw new Error('ECONNREFUSED');
      }).createNativeOrder({ outTradeNo: 'JY000001', amountFen: 100, description: 'x', notifyUrl: 'https://x', expiresAt: new Date() }),
    ).rejects.toBeInstanceOf(ProviderError);
  });

  it('refuses a transaction of another order', async () => {
    await expect(client(async () => signedAnswer(200, TRANSACTION)).queryOrder('JY2')).rejects.toBeInstanceOf(ProviderError);
  });
});
