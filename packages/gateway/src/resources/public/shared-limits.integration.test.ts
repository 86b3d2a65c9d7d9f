import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../security/shared-store';
import { startAuditedGateway } from '../../security/test-gateway';
import { PUBLIC_LIMITS } from './limits';

// Two gateway instances sharing one store (as they share Redis through REDIS_URL): the onboarding
// limits hold across them.
let platform: { url: string; close(): Promise<void> };
let first: Awaited<ReturnType<typeof startAuditedGateway>>;
let second: Awaited<ReturnType<typeof startAuditedGateway>>;

beforeAll(async () => {
  platform = await startTestLegacyServer({ onboarding: { captchaFixedAnswer: '7K4W', smsOutbox: true } });
  const store = createMemoryStore();
  first = await startAuditedGateway(platform.url, {}, { store });
  second = await startAuditedGateway(platform.url, {}, { store });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await platform?.close();
});

const captcha = (gateway: typeof first, address: string) => gateway.app.inject({ method: 'GET', url: '/api/v1/captcha', remoteAddress: address });

describe('onboarding limits across gateway instances', () => {
  it('counts the captchas of one address on both instances together', async () => {
    const address = '198.51.100.77';
    for (let i = 0; i < PUBLIC_LIMITS.captcha.max; i += 1) {
      expect((await captcha(i % 2 === 0 ? first : second, address)).statusCode).toBe(200);
    }
    expect((await captcha(first, address)).statusCode).toBe(429);
    expect((await captcha(second, address)).statusCode).toBe(429);
    expect((await captcha(second, '198.51.100.78')).statusCode).toBe(200);
  });
});
