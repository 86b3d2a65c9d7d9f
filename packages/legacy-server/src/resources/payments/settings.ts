import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { isApiV3Key, pemFromEnv } from '@portal/legacy-protocol';

/**
 * The merchant's and the provider's keys. With the real WeChat Pay the merchant holds its private key
 * (apiclient_key.pem), its certificate serial, WeChat Pay's public key and id and the APIv3 key; the
 * embedded sandbox also holds the provider's private key, with which it signs answers and notifications.
 */
export type PaymentKeys = {
  mchid: string;
  appid: string;
  /** The merchant certificate's serial number (`serial_no` of the Authorization header). */
  merchantSerial: string;
  merchantPrivateKey: string;
  /** WeChat Pay's public key (public-key mode) and its id, which answers carry in `Wechatpay-Serial`. */
  providerPublicKey: string;
  providerPublicKeyId: string;
  /** 32 characters: the AES-256-GCM key of notification resources. */
  apiV3Key: string;
  /** The sandbox provider's own key (only with the sandbox). */
  providerPrivateKey?: string;
};

export type PaymentSettings = {
  /** `sandbox`: the embedded provider under /sandbox-pay; `wechat`: WeChat Pay at `baseUrl`. */
  provider: 'sandbox' | 'wechat';
  keys: PaymentKeys;
  /** Where the provider sends notifications: the gateway's `/api/v1/payment-notifications/wechat`. A function when known only later. */
  notifyUrl: string | (() => string);
  /** WeChat Pay's API host (https://api.mch.weixin.qq.com). */
  baseUrl?: string;
  /** The sandbox's `code_url` prefix; empty = origin-relative (`/sandbox-pay/pay/…`, reached through the gateway). */
  sandboxPublicBase?: string;
  /** How long an order may be paid; 15 minutes unless told. */
  orderTtlMs?: number;
};

/**
 * How the platform takes online payment: a provider with its keys, or `off` (production without a
 * configured provider: online payment is not open and toPay refuses, docs/payments.md). Absent from
 * the options: the embedded sandbox with throwaway keys (development, demo, tests).
 */
export type PaymentSetup = PaymentSettings | 'off';

export const DEFAULT_ORDER_TTL_MS = 15 * 60 * 1000;

const pem = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

/** A fresh key set for the sandbox (the launcher keeps one in DATA_DIR; tests make their own). */
export function generatePaymentKeys(): Required<PaymentKeys> {
  const merchant = pem();
  const provider = pem();
  return {
    mchid: '1900000109',
    appid: 'wxsandbox0000portal',
    merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
    merchantPrivateKey: merchant.privateKey,
    providerPublicKey: provider.publicKey,
    providerPublicKeyId: `PUB_KEY_ID_${randomBytes(12).toString('hex').toUpperCase()}`,
    apiV3Key: randomBytes(16).toString('hex'),
    providerPrivateKey: provider.privateKey,
  };
}

let processSandboxKeys: Required<PaymentKeys> | undefined;

/**
 * The sandbox's keys for a platform started without payment settings (tests, a bare platform): one
 * set per process, since two RSA-2048 key pairs cost about 0.2 s of CPU and a test run starts a
 * platform in nearly every integration test file.
 */
export function sandboxPaymentKeys(): Required<PaymentKeys> {
  processSandboxKeys ??= generatePaymentKeys();
  return processSandboxKeys;
}

/** The public half of a PEM private key. */
export const publicKeyOf = (privateKeyPem: string): string => createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();

export const notifyUrlOf = (settings: PaymentSettings): string => (typeof settings.notifyUrl === 'function' ? settings.notifyUrl() : settings.notifyUrl);

/** The variables `paymentSettingsFromEnv` reads (legacy-server run on its own, e.g. in compose). */
export const PAYMENT_ENV_KEYS = [
  'PAYMENT_PROVIDER',
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_MERCHANT_SERIAL',
  'WECHATPAY_MERCHANT_PRIVATE_KEY',
  'WECHATPAY_PUBLIC_KEY',
  'WECHATPAY_PUBLIC_KEY_ID',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_NOTIFY_URL',
  'WECHATPAY_BASE_URL',
  'SANDBOX_PAY_PRIVATE_KEY',
] as const;

const text = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

/**
 * The payment settings of a platform started from the environment. `PAYMENT_PROVIDER=wechat` needs
 * every WECHATPAY_* key (WeChat Pay's public-key mode); `sandbox` with the keys and SANDBOX_PAY_PRIVATE_KEY
 * keeps its keys across restarts; nothing set: `off` in production (online payment not open: a
 * sandbox there would "pay" without money), else undefined (a sandbox with throwaway keys). The
 * sandbox is refused in production. Errors name the variable, never a key.
 */
export function paymentSettingsFromEnv(
  env: Record<string, string | undefined>,
  production: boolean,
): { ok: true; settings: PaymentSetup | undefined } | { ok: false; errors: string[] } {
  const provider = text(env.PAYMENT_PROVIDER);
  if (provider === undefined) return { ok: true, settings: production ? 'off' : undefined };
  if (provider !== 'sandbox' && provider !== 'wechat') return { ok: false, errors: ['PAYMENT_PROVIDER: must be sandbox or wechat'] };
  if (provider === 'sandbox' && production) return { ok: false, errors: ['PAYMENT_PROVIDER: sandbox is refused when NODE_ENV=production (it pays without money)'] };
  const required = ['WECHATPAY_MCHID', 'WECHATPAY_APPID', 'WECHATPAY_MERCHANT_SERIAL', 'WECHATPAY_MERCHANT_PRIVATE_KEY', 'WECHATPAY_PUBLIC_KEY', 'WECHATPAY_PUBLIC_KEY_ID', 'WECHATPAY_APIV3_KEY', 'WECHATPAY_NOTIFY_URL'];
  if (provider === 'sandbox') required.push('SANDBOX_PAY_PRIVATE_KEY');
  const errors = required.filter((key) => text(env[key]) === undefined).map((key) => `${key}: is required with PAYMENT_PROVIDER=${provider}`);
  if (errors.length > 0) return { ok: false, errors };
  const pem = (key: string, kind: 'private' | 'public'): string | undefined => {
    const value = pemFromEnv(env[key]!);
    try {
      // A private key yields its public half; a public key parses as itself.
      createPublicKey(value);
      return value;
    } catch {
      errors.push(`${key}: must be a PEM ${kind} key (as is, with \\n escapes, or base64)`);
      return undefined;
    }
  };
  const merchantPrivateKey = pem('WECHATPAY_MERCHANT_PRIVATE_KEY', 'private');
  const providerPublicKey = pem('WECHATPAY_PUBLIC_KEY', 'public');
  const providerPrivateKey = provider === 'sandbox' ? pem('SANDBOX_PAY_PRIVATE_KEY', 'private') : undefined;
  if (!isApiV3Key(text(env.WECHATPAY_APIV3_KEY)!)) errors.push('WECHATPAY_APIV3_KEY: must be 32 characters');
  if (!/^https?:\/\//.test(text(env.WECHATPAY_NOTIFY_URL)!)) errors.push('WECHATPAY_NOTIFY_URL: must be an http(s) URL (the gateway’s /api/v1/payment-notifications/wechat)');
  if (errors.length > 0 || !merchantPrivateKey || !providerPublicKey) return { ok: false, errors };
  return {
    ok: true,
    settings: {
      provider,
      keys: {
        mchid: text(env.WECHATPAY_MCHID)!,
        appid: text(env.WECHATPAY_APPID)!,
        merchantSerial: text(env.WECHATPAY_MERCHANT_SERIAL)!,
        merchantPrivateKey,
        providerPublicKey,
        providerPublicKeyId: text(env.WECHATPAY_PUBLIC_KEY_ID)!,
        apiV3Key: text(env.WECHATPAY_APIV3_KEY)!,
        ...(providerPrivateKey ? { providerPrivateKey } : {}),
      },
      notifyUrl: text(env.WECHATPAY_NOTIFY_URL)!,
      ...(text(env.WECHATPAY_BASE_URL) ? { baseUrl: text(env.WECHATPAY_BASE_URL)!.replace(/\/+$/, '') } : {}),
    },
  };
}
