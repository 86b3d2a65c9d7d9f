// Each service's environment as compose would give it (image ENV, then the compose file's
// `environment` interpolated with the operator's .env), with compose's service names and ports
// replaced by this host's loopback ports and the image's writable paths by their host folders.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readCompose, readEnvExample, serviceCommand, serviceEnvironment } from '../../compose-env.mjs';
import type { AssembledImage } from './image-layout';

export type Ports = { postgres: number; redis: number; legacy: number; provider: number; gateways: number[]; nginx: number };

/** The secrets an operator fills into .env.example (the five it leaves blank). */
export const SECRETS = {
  POSTGRES_PASSWORD: 'deploy-test-pg-Vx7q',
  SESSION_SECRET: 'Ks8Lq2Wn5Rt9Yb3Hd6Fj1Mp4Zx7Cv0Ga-deploy',
  SSO_SECRET: 'deploy-test-sso-secret',
  PLATFORM_SECRET: 'Pq3Nm8Xr1Tv6Bk9Ls2Hd5Gw0Jy4Fz7Ca-deploy',
  ADMIN_PASSWORD: 'First#Admin1',
};

/** A WeChat Pay key set (merchant and provider): the production platform pays through the stand-in with it. */
export function paymentKeys() {
  const pair = () =>
    generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const merchant = pair();
  const provider = pair();
  return {
    mchid: '1900000109',
    appid: 'wxdeploytest0000portal',
    merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
    merchantPrivateKey: merchant.privateKey,
    providerPublicKey: provider.publicKey,
    providerPrivateKey: provider.privateKey,
    providerPublicKeyId: `PUB_KEY_ID_${randomBytes(12).toString('hex').toUpperCase()}`,
    apiV3Key: randomBytes(16).toString('hex'),
  };
}
export type PaymentKeys = ReturnType<typeof paymentKeys>;

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** What the WECHATPAY_* settings of .env say for these keys (keys as base64 of the PEM, as .env.example allows). */
export function paymentSettings(keys: PaymentKeys, notifyUrl: string, baseUrl: string): Record<string, string> {
  return {
    WECHATPAY_MCHID: keys.mchid,
    WECHATPAY_APPID: keys.appid,
    WECHATPAY_MERCHANT_SERIAL: keys.merchantSerial,
    WECHATPAY_MERCHANT_PRIVATE_KEY: b64(keys.merchantPrivateKey),
    WECHATPAY_PUBLIC_KEY: b64(keys.providerPublicKey),
    WECHATPAY_PUBLIC_KEY_ID: keys.providerPublicKeyId,
    WECHATPAY_APIV3_KEY: keys.apiV3Key,
    WECHATPAY_NOTIFY_URL: notifyUrl,
    WECHATPAY_BASE_URL: baseUrl,
  };
}

/**
 * The operator's .env: .env.example with its secrets filled in, the demo data on (the test signs in
 * as the demo accounts) and WeChat Pay configured against the stand-in provider (without a provider,
 * production cannot take a payment, and an unpaid application cannot be accepted: docs/deployment.md).
 */
export function operatorEnv(ports: Ports, keys: PaymentKeys): Record<string, string> {
  return {
    ...readEnvExample(),
    ...SECRETS,
    SEED_DEMO: 'true',
    PAYMENT_PROVIDER: 'wechat',
    ...paymentSettings(keys, `http://127.0.0.1:${ports.nginx}/api/v1/payment-notifications/wechat`, `http://127.0.0.1:${ports.provider}/sandbox-pay`),
  };
}

function localAddresses(ports: Ports): [string, string][] {
  return [
    ['legacy-server:8081', `127.0.0.1:${ports.legacy}`],
    ['redis:6379', `127.0.0.1:${ports.redis}`],
    ['postgres:5432', `127.0.0.1:${ports.postgres}`],
  ];
}

/** A compose service's environment on this host: image ENV < compose `environment`, then the local wiring. */
export function serviceEnv(service: 'gateway' | 'legacy-server', image: AssembledImage, env: Record<string, string>, ports: Ports, port: number): Record<string, string> {
  const merged: Record<string, string> = { ...image.image.env, ...serviceEnvironment(readCompose(), service, env) };
  for (const [key, value] of Object.entries(merged)) {
    let local = value;
    for (const [name, address] of localAddresses(ports)) local = local.replaceAll(`//${name}`, `//${address}`).replaceAll(`@${name}`, `@${address}`);
    for (const [path, hostPath] of image.writable) if (local === path || local.startsWith(`${path}/`)) local = hostPath + local.slice(path.length);
    merged[key] = local;
  }
  return { ...merged, PORT: String(port), HOST: '127.0.0.1', PATH: process.env.PATH ?? '/usr/bin:/bin' };
}

/** The redis service's flags, as compose passes them (after the program's name). */
export const redisFlags = (env: Record<string, string>): string[] => serviceCommand(readCompose(), 'redis', env).slice(1);

/**
 * The WeChat Pay stand-in: the platform's own sandbox provider (WeChat Pay Native v3's wire, the
 * merchant's signatures checked, notifications signed and encrypted), served by a second
 * legacy-server outside production, in its own database. The production platform reaches it at
 * WECHATPAY_BASE_URL and the payer's "phone" confirms on its page.
 */
export function providerEnv(keys: PaymentKeys, ports: Ports, env: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'development',
    PORT: String(ports.provider),
    HOST: '127.0.0.1',
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    DATABASE_URL: `postgres://${env.POSTGRES_USER}:${encodeURIComponent(env.POSTGRES_PASSWORD ?? '')}@127.0.0.1:${ports.postgres}/paysandbox`,
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'Sandbox#2024',
    PAYMENT_PROVIDER: 'sandbox',
    ...paymentSettings(keys, `http://127.0.0.1:${ports.nginx}/api/v1/payment-notifications/wechat`, ''),
    SANDBOX_PAY_PRIVATE_KEY: b64(keys.providerPrivateKey),
  };
}
