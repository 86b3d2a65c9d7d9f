import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '@portal/gateway';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedPayments } from './payment-setup';

const tmp = mkdtempSync(path.join(tmpdir(), 'payment-setup-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const gatewayOf = (production: boolean, name: string) => ({ production, dataDir: path.join(tmp, name), payments: { sandbox: false } });
const notifyUrl = () => 'http://127.0.0.1:8080/api/v1/payment-notifications/wechat';

describe('embeddedPayments', () => {
  it('turns online payment off in production when no provider is configured, and makes no sandbox keys', async () => {
    const setup = await embeddedPayments({}, gatewayOf(true, 'production'), notifyUrl);
    expect(setup.platform).toBe('off');
    expect(setup.gateway.sandbox).toBe(false);
    expect(existsSync(path.join(tmp, 'production', 'payment-keys.json'))).toBe(false);
  });

  it('runs the sandbox outside production, with keys kept in DATA_DIR and shared with the gateway', async () => {
    const setup = await embeddedPayments({}, gatewayOf(false, 'development'), notifyUrl);
    if (setup.platform === 'off') throw new Error('expected the sandbox');
    expect(setup.platform.provider).toBe('sandbox');
    expect(setup.gateway).toMatchObject({ sandbox: true, publicKey: setup.platform.keys.providerPublicKey, apiV3Key: setup.platform.keys.apiV3Key });
    expect(existsSync(path.join(tmp, 'development', 'payment-keys.json'))).toBe(true);
  });

  it('refuses the sandbox in production, naming the variable', async () => {
    const refused = await embeddedPayments({ PAYMENT_PROVIDER: 'sandbox' }, gatewayOf(true, 'refused'), notifyUrl).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).problems.map((problem) => problem.variable)).toEqual(['PAYMENT_PROVIDER']);
  });

  it('names every missing WeChat Pay variable', async () => {
    const refused = await embeddedPayments({ PAYMENT_PROVIDER: 'wechat', WECHATPAY_MCHID: '1900000109' }, gatewayOf(true, 'wechat'), notifyUrl).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConfigError);
    const variables = (refused as ConfigError).problems.map((problem) => problem.variable);
    expect(variables).toContain('WECHATPAY_APIV3_KEY');
    expect(variables).not.toContain('WECHATPAY_MCHID');
  });
});
