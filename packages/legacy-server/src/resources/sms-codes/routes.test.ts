import { CAPTCHA_MESSAGES, SMS_CODE_MESSAGES } from '@portal/legacy-protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { get, post } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { startTestLegacyServer, testClock } from '../../testing';
import { SMS_CODE_LIMITS } from './store';

const FIXED = '7K4W';
const clock = testClock();
let server: RunningLegacyServer;

beforeAll(async () => {
  server = await startTestLegacyServer({ now: clock.now, onboarding: { captchaFixedAnswer: FIXED, smsOutbox: true } });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => clock.advance(SMS_CODE_LIMITS.cooldownMs));

async function captchaId(): Promise<string> {
  const { body } = await get(server.url, '/a/stone/common/captcha');
  expect(body.success).toBe(true);
  return (body.data as { captchaId: string }).captchaId;
}

async function send(mobile: string, answer = FIXED, purpose = 'register') {
  return (await post(server.url, `/a/stone/common/smsAuthCode/${purpose}/${mobile}`, { captchaId: await captchaId(), validCode: answer })).body;
}

async function lastCode(mobile: string): Promise<string> {
  const { body } = await get(server.url, '/a/stone/common/smsOutbox', undefined, { mobile });
  const [latest] = body.data as { content: string }[];
  return /验证码(\d{6})/.exec(latest?.content ?? '')?.[1] ?? '';
}

const check = async (mobile: string, smsCode: string) =>
  ((await post(server.url, '/a/stone/common/checkSmsAuthCode', { mobile, purpose: 'register', smsCode })).body.data as { valid: boolean }).valid;

describe('common/captcha', () => {
  it('answers a PNG data URL and an id, drawn with the fixed answer when one is set', async () => {
    const { body } = await get(server.url, '/a/stone/common/captcha');
    const data = body.data as { captchaId: string; image: string };
    expect(data.captchaId).toMatch(/^[0-9a-f]{32}$/);
    expect(data.image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('takes an answer in any case once, and never again', async () => {
    const id = await captchaId();
    const first = await post(server.url, '/a/stone/common/smsAuthCode/register/13700000001', { captchaId: id, validCode: FIXED.toLowerCase() });
    expect(first.body.success).toBe(true);
    clock.advance(SMS_CODE_LIMITS.cooldownMs);
    const again = await post(server.url, '/a/stone/common/smsAuthCode/register/13700000001', { captchaId: id, validCode: FIXED });
    expect(again.body).toEqual({ success: false, errmsg: CAPTCHA_MESSAGES.wrong });
  });

  it('refuses a wrong answer and uses the captcha up with it', async () => {
    const id = await captchaId();
    expect((await post(server.url, '/a/stone/common/smsAuthCode/register/13700000002', { captchaId: id, validCode: 'AAAA' })).body.errmsg).toBe(CAPTCHA_MESSAGES.wrong);
    expect((await post(server.url, '/a/stone/common/smsAuthCode/register/13700000002', { captchaId: id, validCode: FIXED })).body.errmsg).toBe(CAPTCHA_MESSAGES.wrong);
  });

  it('refuses an expired captcha', async () => {
    const id = await captchaId();
    clock.advance(3 * 60 * 1000 + 1);
    expect((await post(server.url, '/a/stone/common/smsAuthCode/register/13700000003', { captchaId: id, validCode: FIXED })).body.errmsg).toBe(CAPTCHA_MESSAGES.wrong);
  });
});

describe('common/smsAuthCode', () => {
  it('sends a six-digit code to the outbox and answers the number masked', async () => {
    const body = await send('13700000010');
    expect(body).toEqual({ success: true, data: { mobile: '137****0010', resendAfter: 60 } });
    expect(await lastCode('13700000010')).toMatch(/^\d{6}$/);
  });

  it('refuses another code within 60 s, and sends one after', async () => {
    await send('13700000011');
    clock.advance(30_000);
    expect((await send('13700000011')).errmsg).toBe(SMS_CODE_MESSAGES.cooldown);
    clock.advance(30_000);
    expect((await send('13700000011')).success).toBe(true);
  });

  it('stops at the daily cap of one number', async () => {
    // The sends take the cap times the cool-down of the test clock, within one Beijing day (the cap's).
    clock.advanceToBeijingHour(1);
    for (let i = 0; i < SMS_CODE_LIMITS.perNumberPerDay; i += 1) {
      expect((await send('13700000012')).success).toBe(true);
      clock.advance(SMS_CODE_LIMITS.cooldownMs);
    }
    expect((await send('13700000012')).errmsg).toBe(SMS_CODE_MESSAGES.dailyCap);
  });

  it('refuses an unknown purpose and a wrong number', async () => {
    expect((await send('13700000013', FIXED, 'login')).errmsg).toBe(SMS_CODE_MESSAGES.purposeInvalid);
    expect((await send('1370000001')).errmsg).toBe(SMS_CODE_MESSAGES.mobileInvalid);
  });
});

describe('common/checkSmsAuthCode', () => {
  it('accepts the right code without using it up', async () => {
    await send('13700000020');
    const code = await lastCode('13700000020');
    expect(await check('13700000020', code)).toBe(true);
    expect(await check('13700000020', code)).toBe(true);
  });

  it('gives up a code after five wrong tries', async () => {
    await send('13700000021');
    const code = await lastCode('13700000021');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < SMS_CODE_LIMITS.maxTries; i += 1) expect(await check('13700000021', wrong)).toBe(false);
    expect(await check('13700000021', code)).toBe(false);
  });

  it('refuses a code after five minutes', async () => {
    await send('13700000022');
    const code = await lastCode('13700000022');
    clock.advance(SMS_CODE_LIMITS.ttlMs + 1);
    expect(await check('13700000022', code)).toBe(false);
  });

  it('keeps only the newest code of a number', async () => {
    await send('13700000023');
    const first = await lastCode('13700000023');
    clock.advance(SMS_CODE_LIMITS.cooldownMs);
    await send('13700000023');
    const second = await lastCode('13700000023');
    if (first !== second) expect(await check('13700000023', first)).toBe(false);
    expect(await check('13700000023', second)).toBe(true);
  });
});

describe('common/smsOutbox', () => {
  it('is refused when the outbox is off', async () => {
    const closed = await startTestLegacyServer({ onboarding: { smsOutbox: false } });
    try {
      const { body } = await get(closed.url, '/a/stone/common/smsOutbox', undefined, { mobile: '13700000010' });
      expect(body).toEqual({ success: false, errmsg: SMS_CODE_MESSAGES.outboxOff });
    } finally {
      await closed.close();
    }
  });
});
