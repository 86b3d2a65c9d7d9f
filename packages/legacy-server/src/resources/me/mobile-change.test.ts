import { MOBILE_CHANGE_MESSAGES, SMS_CODE_MESSAGES } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { get, login, post, type WireSession } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, startTestLegacyServer, testClock } from '../../testing';
import { outboxOf } from '../sms-codes/sender';
import { SMS_CODE_LIMITS } from '../sms-codes/store';

const clock = testClock();
let server: RunningLegacyServer;
let session: WireSession;
const OLD = DEMO_ACCOUNTS.zhenhai.mobile ?? '';
const profile = { name: DEMO_ACCOUNTS.zhenhai.name, identityCard: '', phone: '' };

beforeAll(async () => {
  server = await startTestLegacyServer({ now: clock.now, onboarding: { smsOutbox: true } });
  session = await login(server.url, 'zhenhai', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => clock.advance(SMS_CODE_LIMITS.cooldownMs));

const sendCode = async (mobile: string) => (await post(server.url, '/a/stone/user/mobileCode', { mobile }, session)).body;
const update = async (form: Record<string, string>) => (await post(server.url, '/a/stone/user/updateInfo', { ...profile, ...form }, session)).body;
const storedMobile = async () => (await server.db.select({ mobile: users.mobile }).from(users).where(eq(users.loginName, 'zhenhai')))[0]?.mobile;
const lastCode = async (mobile: string) => /验证码(\d{6})/.exec((await outboxOf(server.db, mobile, 1))[0]?.content ?? '')?.[1] ?? '';

describe('POST /a/stone/user/updateInfo with a new mobile', () => {
  it('refuses a session alone, and the mobile stays', async () => {
    expect(await update({ mobile: '13900000001' })).toEqual({ result: 'false', message: MOBILE_CHANGE_MESSAGES.passwordRequired });
    expect(await storedMobile()).toBe(OLD);
  });

  it('refuses a wrong password before it looks at the code', async () => {
    await sendCode('13900000002');
    const code = await lastCode('13900000002');
    expect(await update({ mobile: '13900000002', password: 'Wrong@2024', smsCode: code })).toEqual({ result: 'false', message: MOBILE_CHANGE_MESSAGES.passwordWrong });
    expect(await storedMobile()).toBe(OLD);
  });

  it('refuses the right password without a code, a wrong code, and an expired one', async () => {
    expect((await update({ mobile: '13900000003', password: DEMO_PASSWORD })).message).toBe(MOBILE_CHANGE_MESSAGES.smsCodeRequired);
    expect((await sendCode('13900000003')).result).toBe('true');
    const code = await lastCode('13900000003');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await update({ mobile: '13900000003', password: DEMO_PASSWORD, smsCode: wrong })).message).toBe(MOBILE_CHANGE_MESSAGES.smsCodeWrong);
    clock.advance(SMS_CODE_LIMITS.ttlMs);
    expect((await update({ mobile: '13900000003', password: DEMO_PASSWORD, smsCode: code })).message).toBe(MOBILE_CHANGE_MESSAGES.smsCodeExpired);
    expect(await storedMobile()).toBe(OLD);
  });

  it('refuses a code sent to another number', async () => {
    await sendCode('13900000004');
    const code = await lastCode('13900000004');
    expect((await update({ mobile: '13900000005', password: DEMO_PASSWORD, smsCode: code })).message).toBe(MOBILE_CHANGE_MESSAGES.smsCodeExpired);
  });

  it('moves the mobile with the password and the code, once, and tells the old number', async () => {
    await sendCode('13900000006');
    const code = await lastCode('13900000006');
    expect(await update({ mobile: '13900000006', password: DEMO_PASSWORD, smsCode: code })).toEqual({ result: 'true', message: '保存个人信息成功' });
    expect(await storedMobile()).toBe('13900000006');
    const [notice] = await outboxOf(server.db, OLD, 1);
    expect(notice?.content).toMatch(/绑定手机号已于.*变更为139\*\*\*\*0006。如非本人操作，请立即修改密码/);
    expect(notice?.content).not.toContain('13900000006');
    // The code is single use: moving back to it again needs a new one.
    await server.db.update(users).set({ mobile: OLD }).where(eq(users.loginName, 'zhenhai'));
    expect((await update({ mobile: '13900000006', password: DEMO_PASSWORD, smsCode: code })).message).toBe(MOBILE_CHANGE_MESSAGES.smsCodeExpired);
  });

  it("refuses another account's number, after the code proved the caller holds it", async () => {
    const taken = DEMO_ACCOUNTS.qiye.mobile ?? '';
    await sendCode(taken);
    const code = await lastCode(taken);
    expect((await update({ mobile: taken, password: DEMO_PASSWORD, smsCode: code })).message).toBe(MOBILE_CHANGE_MESSAGES.mobileTaken);
    expect(await storedMobile()).toBe(OLD);
  });
});

describe('POST /a/stone/user/mobileCode', () => {
  it('needs a session', async () => {
    expect((await post(server.url, '/a/stone/user/mobileCode', { mobile: '13900000010' })).body.result).toBe('login');
  });

  it('answers the number masked, and keeps the cooldown of the code store', async () => {
    expect(await sendCode('13900000011')).toMatchObject({ result: 'true', mobile: '139****0011', resendAfter: 60 });
    expect(await sendCode('13900000011')).toEqual({ result: 'false', message: SMS_CODE_MESSAGES.cooldown });
  });

  it('refuses the current number and a malformed one', async () => {
    expect((await sendCode(OLD)).message).toBe(MOBILE_CHANGE_MESSAGES.sameMobile);
    expect((await sendCode('12345')).message).toBe(SMS_CODE_MESSAGES.mobileInvalid);
  });

  it('is not a code the public send or check may ask for', async () => {
    const sent = await post(server.url, '/a/stone/common/smsAuthCode/mobileChange/13900000012', { captchaId: 'x', validCode: 'x' });
    expect(sent.body).toEqual({ success: false, errmsg: SMS_CODE_MESSAGES.purposeInvalid });
    const checked = await post(server.url, '/a/stone/common/checkSmsAuthCode', { mobile: '13900000012', purpose: 'mobileChange', smsCode: '123456' });
    expect(checked.body).toEqual({ success: false, errmsg: SMS_CODE_MESSAGES.purposeInvalid });
  });
});

describe('the profile read after a change', () => {
  it('shows the stored mobile', async () => {
    expect((await get(server.url, '/a/stone/user/info', session)).body.mobile).toBe(await storedMobile());
  });
});
