import { ZProfileSchema } from '@portal/contract';
import { MOBILE_CHANGE_MESSAGES, SMS_CODE_MESSAGES } from '@portal/legacy-protocol';
import { DEMO_ACCOUNTS, startTestLegacyServer, testClock } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login } from '../../integration-support';
import { startAuditedGateway } from '../../security/test-gateway';

// The attack of the security review: a session alone moved the account's mobile, the
// password-reset channel (docs/security.md, "A stolen session moving the password-reset channel").

const clock = testClock();
const OLD = DEMO_ACCOUNTS.zhenhai.mobile ?? '';
const PROFILE = { name: DEMO_ACCOUNTS.zhenhai.name, idCard: '', phone: '' };
let platform: Awaited<ReturnType<typeof startTestLegacyServer>>;
let gateway: Awaited<ReturnType<typeof startAuditedGateway>>;
let cookie: string;

beforeAll(async () => {
  platform = await startTestLegacyServer({ now: clock.now, onboarding: { smsOutbox: true } });
  gateway = await startAuditedGateway(platform.url);
  cookie = await login(gateway.app, 'zhenhai');
});
afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});
beforeEach(() => {
  clock.advance(60_000);
  gateway.audit.length = 0;
});

const put = (payload: object) => gateway.app.inject({ method: 'PUT', url: '/api/v1/me', cookies: { portal_session: cookie }, payload });
const sendCode = (mobile: string) => gateway.app.inject({ method: 'POST', url: '/api/v1/me/mobile-code', cookies: { portal_session: cookie }, payload: { mobile } });
const currentMobile = async () => ZProfileSchema.parse((await gateway.app.inject({ method: 'GET', url: '/api/v1/me', cookies: { portal_session: cookie } })).json()).mobile;

async function outbox(mobile: string): Promise<string[]> {
  const res = await gateway.app.inject({ method: 'GET', url: `/api/v1/sms-outbox?mobile=${mobile}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { text: string }[]).map((item) => item.text);
}

async function codeFor(mobile: string): Promise<string> {
  expect((await sendCode(mobile)).statusCode).toBe(202);
  return /验证码(\d{6})/.exec((await outbox(mobile))[0] ?? '')?.[1] ?? '';
}

const fieldError = (res: { json(): unknown }) => (res.json() as { errors?: { path: string; message: string }[] }).errors?.[0];

describe('PUT /api/v1/me with a new mobile', () => {
  it('refuses a session alone and changes nothing (the attack)', async () => {
    const res = await put({ ...PROFILE, mobile: '13900000000' });
    expect(res.statusCode).toBe(400);
    expect(fieldError(res)).toMatchObject({ path: 'password', message: MOBILE_CHANGE_MESSAGES.passwordRequired });
    expect(await currentMobile()).toBe(OLD);
    expect(await outbox(OLD)).toEqual([]);
    expect(gateway.audit).toContainEqual(expect.objectContaining({ event: 'mobile-changed', outcome: 'failure', user: 'zhenhai', detail: MOBILE_CHANGE_MESSAGES.passwordRequired }));
  });

  it('refuses a wrong password', async () => {
    const code = await codeFor('13900000001');
    const res = await put({ ...PROFILE, mobile: '13900000001', password: 'Wrong@2024', smsCode: code });
    expect(res.statusCode).toBe(400);
    expect(fieldError(res)).toMatchObject({ path: 'password', message: MOBILE_CHANGE_MESSAGES.passwordWrong });
    expect(await currentMobile()).toBe(OLD);
  });

  it('refuses a wrong code and an expired one', async () => {
    const code = await codeFor('13900000002');
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await put({ ...PROFILE, mobile: '13900000002', password: DEMO_PASSWORD, smsCode: wrong });
    expect(res.statusCode).toBe(400);
    expect(fieldError(res)).toMatchObject({ path: 'smsCode', message: MOBILE_CHANGE_MESSAGES.smsCodeWrong });
    clock.advance(5 * 60_000);
    const late = await put({ ...PROFILE, mobile: '13900000002', password: DEMO_PASSWORD, smsCode: code });
    expect(fieldError(late)).toMatchObject({ path: 'smsCode', message: MOBILE_CHANGE_MESSAGES.smsCodeExpired });
    expect(await currentMobile()).toBe(OLD);
  });

  it('moves the mobile with both, tells the old number and audits it masked', async () => {
    const code = await codeFor('13900000003');
    const res = await put({ ...PROFILE, mobile: '13900000003', password: DEMO_PASSWORD, smsCode: code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mobile: '13900000003' });
    expect(await currentMobile()).toBe('13900000003');
    const [notice] = await outbox(OLD);
    expect(notice).toMatch(/绑定手机号已于.*变更为139\*\*\*\*0003。如非本人操作/);
    const masked = `${OLD.slice(0, 3)}****${OLD.slice(7)} → 139****0003`;
    expect(gateway.audit).toContainEqual(expect.objectContaining({ event: 'mobile-changed', outcome: 'success', user: 'zhenhai', detail: masked }));
    expect(JSON.stringify(gateway.audit)).not.toMatch(new RegExp(`${OLD}|13900000003|${DEMO_PASSWORD}|${code}`));
  });

  it('saves a profile that keeps the mobile with nothing more, and audits no mobile change', async () => {
    const mobile = await currentMobile();
    const res = await put({ ...PROFILE, phone: '0574-87654321', mobile });
    expect(res.statusCode).toBe(200);
    expect(gateway.audit.map((entry) => entry.event)).toEqual(['profile-changed']);
  });
});

describe('POST /api/v1/me/mobile-code', () => {
  it('needs a session', async () => {
    expect((await gateway.app.inject({ method: 'POST', url: '/api/v1/me/mobile-code', payload: { mobile: '13900000010' } })).statusCode).toBe(401);
  });

  it('answers the number masked, then 429 with Retry-After within the cooldown', async () => {
    const first = await sendCode('13900000011');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ maskedMobile: '139****0011', resendAfterSeconds: 60 });
    const again = await sendCode('13900000011');
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
    expect(fieldError(again)).toMatchObject({ path: 'mobile', message: SMS_CODE_MESSAGES.cooldown });
  });

  it('refuses the current number on the mobile field', async () => {
    const res = await sendCode(await currentMobile());
    expect(res.statusCode).toBe(400);
    expect(fieldError(res)).toMatchObject({ path: 'mobile', message: MOBILE_CHANGE_MESSAGES.sameMobile });
  });
});

// Last: it locks zhenhai for the rest of this file.
describe('guessing the password through a mobile change', () => {
  it('counts against the sign-in lockout: after the allowed failures the account is locked for the form too', async () => {
    const maxFailures = 5; // LOGIN_MAX_FAILURES's default, which the test gateway keeps
    const before = await currentMobile();
    // The wrong password of the test above counted too: the lock comes at the latest after maxFailures more.
    const answers: number[] = [];
    for (let guess = 0; guess < maxFailures; guess += 1) {
      const res = await put({ ...PROFILE, mobile: '13900000020', password: `Wrong@${guess}x`, smsCode: '000000' });
      answers.push(res.statusCode);
      if (res.statusCode === 400) expect(fieldError(res), res.body).toMatchObject({ path: 'password', message: MOBILE_CHANGE_MESSAGES.passwordWrong });
    }
    expect(answers.at(-1)).toBe(429);
    const locked = await put({ ...PROFILE, mobile: '13900000020', password: DEMO_PASSWORD, smsCode: '000000' });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    const signIn = await gateway.app.inject({ method: 'POST', url: '/api/v1/session', payload: { username: 'zhenhai', password: DEMO_PASSWORD } });
    expect(signIn.statusCode).toBe(429);
    expect(await currentMobile()).toBe(before);
  });
});
