import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_WIRE_PATHS, SMS_CODE_MESSAGES, ZWirePasswordReset } from '@portal/legacy-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, type WireSession } from '../../http/wire-test-client';
import { formatWireDate } from '../../http/wire-date';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer, testClock } from '../../testing';
import { SMS_CODE_LIMITS } from '../sms-codes/store';

const FIXED = '7K4W';
const clock = testClock();
const paths = PASSWORD_RESET_WIRE_PATHS;
/** 王建国 of 宁波镇海宏泰化工, whose only application was rejected. */
const ZHENHAI = { loginName: 'zhenhai', userName: '王建国', unitName: '宁波镇海宏泰化工有限公司', mobile: '15067423318' };
const NEW_PASSWORD = 'Hongtai#2025';

let server: RunningLegacyServer;
let shenhe: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer({ now: clock.now, onboarding: { captchaFixedAnswer: FIXED, smsOutbox: true } });
  shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

async function outbox(mobile: string): Promise<string[]> {
  const { body } = await get(server.url, '/a/stone/common/smsOutbox', undefined, { mobile });
  return (body.data as { content: string }[]).map((row) => row.content);
}

/** A fresh SMS code for a password reset, as the form gets it (captcha, then the outbox). */
async function smsCode(mobile: string): Promise<string> {
  clock.advance(SMS_CODE_LIMITS.cooldownMs);
  const captcha = (await get(server.url, '/a/stone/common/captcha')).body.data as { captchaId: string };
  const sent = await post(server.url, `/a/stone/common/smsAuthCode/passwordReset/${mobile}`, { captchaId: captcha.captchaId, validCode: FIXED });
  expect(sent.body.success, JSON.stringify(sent.body)).toBe(true);
  const [latest = ''] = await outbox(mobile);
  return /验证码(\d{6})/.exec(latest)?.[1] ?? '';
}

const apply = async (form: Record<string, string>) => (await post(server.url, paths.apply, form)).body;

describe('common/passwordRestApply', () => {
  it('refuses a password that breaks the rule before it uses the code', async () => {
    const code = await smsCode(ZHENHAI.mobile);
    expect(await apply({ ...ZHENHAI, smsCode: code, newPassword: '123456' })).toEqual({ success: false, errmsg: PASSWORD_RESET_MESSAGES.passwordInvalid });
  });

  it('refuses a wrong SMS code', async () => {
    expect(await apply({ ...ZHENHAI, smsCode: '000000', newPassword: NEW_PASSWORD })).toEqual({ success: false, errmsg: SMS_CODE_MESSAGES.wrong });
  });

  it('refuses details that do not match the account, in one set of words', async () => {
    expect((await apply({ ...ZHENHAI, userName: '王建', smsCode: await smsCode(ZHENHAI.mobile), newPassword: NEW_PASSWORD })).errmsg).toBe(PASSWORD_RESET_MESSAGES.accountMismatch);
    expect((await apply({ ...ZHENHAI, loginName: 'nobody', smsCode: await smsCode(ZHENHAI.mobile), newPassword: NEW_PASSWORD })).errmsg).toBe(PASSWORD_RESET_MESSAGES.accountMismatch);
  });

  it('files an application waiting for review; the code cannot be used twice, nor a second application made', async () => {
    const code = await smsCode(ZHENHAI.mobile);
    const filed = await apply({ ...ZHENHAI, smsCode: code, reason: '忘记密码', newPassword: NEW_PASSWORD });
    expect(filed).toMatchObject({ success: true, data: { status: '待审核' } });
    expect((await apply({ ...ZHENHAI, smsCode: code, newPassword: NEW_PASSWORD })).errmsg).toBe(SMS_CODE_MESSAGES.wrong);
    expect((await apply({ ...ZHENHAI, smsCode: await smsCode(ZHENHAI.mobile), newPassword: NEW_PASSWORD })).errmsg).toBe(PASSWORD_RESET_MESSAGES.pending);
    const { id, referenceNo } = filed.data as { id: string; referenceNo: string };
    // The applicant's reference: CZ + the Beijing day + a sequence, not the internal id.
    expect(referenceNo).toMatch(new RegExp(`^CZ${formatWireDate(clock.now()).replaceAll('-', '')}\\d{3}$`));
    const stored = ZWirePasswordReset.parse((await get(server.url, `${paths.get}/${id}`, shenhe)).body.data);
    expect(stored).toMatchObject({ referenceNo, loginName: 'zhenhai', unitName: ZHENHAI.unitName, reason: '忘记密码' });
    // The password is not in force before the review.
    await expect(login(server.url, 'zhenhai', NEW_PASSWORD)).rejects.toThrow();
  });

  it('tells the applicant the decision by SMS', async () => {
    const { body } = await get(server.url, paths.list, shenhe, { status: '待审核', keyword: 'zhenhai' });
    const [waiting] = (body.data as { list: { id: string }[] }).list;
    expect((await post(server.url, paths.audit, { id: waiting!.id, pass: '1' }, shenhe)).body.result).toBe('true');
    expect((await outbox(ZHENHAI.mobile))[0]).toContain('重置密码申请已审核通过');
    await login(server.url, 'zhenhai', NEW_PASSWORD);
  });
});
