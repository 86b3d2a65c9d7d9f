import { describe, expect, it } from 'vitest';
import { generatePaymentKeys, paymentSettingsFromEnv, publicKeyOf } from './settings';

const keys = generatePaymentKeys();
const WECHAT_ENV = {
  PAYMENT_PROVIDER: 'wechat',
  WECHATPAY_MCHID: keys.mchid,
  WECHATPAY_APPID: keys.appid,
  WECHATPAY_MERCHANT_SERIAL: keys.merchantSerial,
  WECHATPAY_MERCHANT_PRIVATE_KEY: Buffer.from(keys.merchantPrivateKey).toString('base64'),
  WECHATPAY_PUBLIC_KEY: keys.providerPublicKey.trim().replaceAll('\n', '\\n'),
  WECHATPAY_PUBLIC_KEY_ID: keys.providerPublicKeyId,
  WECHATPAY_APIV3_KEY: keys.apiV3Key,
  WECHATPAY_NOTIFY_URL: 'https://portal.example.cn/api/v1/payment-notifications/wechat',
};

describe('paymentSettingsFromEnv', () => {
  it('leaves payments to the throwaway sandbox when nothing is set', () => {
    expect(paymentSettingsFromEnv({}, false)).toEqual({ ok: true, settings: undefined });
  });

  it('turns online payment off in production when no provider is configured', () => {
    expect(paymentSettingsFromEnv({}, true)).toEqual({ ok: true, settings: 'off' });
    expect(paymentSettingsFromEnv({ PAYMENT_PROVIDER: '  ' }, true)).toEqual({ ok: true, settings: 'off' });
  });

  it('reads WeChat Pay in public-key mode, keys given as base64 or with \\n escapes', () => {
    const result = paymentSettingsFromEnv(WECHAT_ENV, true);
    expect(result.ok).toBe(true);
    if (!result.ok || !result.settings || result.settings === 'off') throw new Error('expected WeChat Pay settings');
    expect(result.settings.provider).toBe('wechat');
    expect(result.settings.keys.merchantPrivateKey).toBe(keys.merchantPrivateKey);
    expect(result.settings.keys.providerPublicKey).toBe(keys.providerPublicKey);
    expect(publicKeyOf(result.settings.keys.merchantPrivateKey)).toContain('BEGIN PUBLIC KEY');
  });

  it('names every missing or bad variable, never a key', () => {
    const result = paymentSettingsFromEnv({ ...WECHAT_ENV, WECHATPAY_APIV3_KEY: 'short', WECHATPAY_MCHID: '' }, false);
    expect(result).toEqual({ ok: false, errors: ['WECHATPAY_MCHID: is required with PAYMENT_PROVIDER=wechat'] });
    const bad = paymentSettingsFromEnv({ ...WECHAT_ENV, WECHATPAY_APIV3_KEY: 'short', WECHATPAY_PUBLIC_KEY: 'bm90IGEga2V5' }, false);
    expect(bad.ok ? [] : bad.errors).toEqual([
      'WECHATPAY_PUBLIC_KEY: must be a PEM public key (as is, with \\n escapes, or base64)',
      'WECHATPAY_APIV3_KEY: must be 32 characters',
    ]);
  });

  it('refuses the sandbox in production', () => {
    expect(paymentSettingsFromEnv({ PAYMENT_PROVIDER: 'sandbox' }, true)).toMatchObject({ ok: false });
  });
});
