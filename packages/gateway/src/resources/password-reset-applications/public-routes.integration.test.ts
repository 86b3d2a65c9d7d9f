import { message, pageOf, ZAuditRecordSchema, ZCaptchaSchema, ZPasswordResetApplicationSchema, type PasswordResetApplicationBody } from '@portal/contract';
import { PASSWORD_RESET_MESSAGES, SMS_CODE_MESSAGES } from '@portal/legacy-protocol';
import { testClock } from '@portal/legacy-server/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientAddresses, type ClientOptions, injectFromClient, setUpGatewayTests } from '../../integration-support';
import { solvedProofOfWork } from '../../security/proof-of-work-testing';

const FIXED = '7K4W';
const clock = testClock();
const ZAuditPage = pageOf(ZAuditRecordSchema);

/** 王建国 of 宁波镇海宏泰化工, whose earlier application was rejected. */
const ZHENHAI: Omit<PasswordResetApplicationBody, 'smsCode'> = {
  loginName: 'zhenhai',
  name: '王建国',
  unitName: '宁波镇海宏泰化工有限公司',
  mobile: '15067423318',
  reason: '忘记密码',
  password: 'Hongtai#2025',
  passwordCheck: 'Hongtai#2025',
};

const gateway = setUpGatewayTests(['shenhe', 'admin'], { platform: { now: clock.now, onboarding: { captchaFixedAnswer: FIXED, smsOutbox: true } } });
const { cookies } = gateway;

beforeEach(() => clock.advance(60_000));

/** Each test its own client address. */
const nextAddress = clientAddresses('10.1');

const inject = (method: 'GET' | 'POST', url: string, payload?: object, options?: ClientOptions) => injectFromClient(gateway.app, method, url, payload, options);

/** A fresh code for a password reset, as the page gets it: captcha, SMS, the demo outbox. */
async function smsCode(mobile: string, ip: string): Promise<string> {
  clock.advance(60_000);
  const captcha = ZCaptchaSchema.parse((await inject('GET', '/api/v1/captcha', undefined, { ip })).json());
  const sent = await inject('POST', '/api/v1/sms-codes', { mobile, purpose: 'password-reset', captchaId: captcha.captchaId, captchaCode: FIXED, altcha: await solvedProofOfWork(gateway.app, ip) }, { ip });
  expect(sent.statusCode, sent.body).toBe(202);
  const outbox = await inject('GET', `/api/v1/sms-outbox?mobile=${mobile}`, undefined, { ip });
  const [latest] = outbox.json().items as { text: string }[];
  return /验证码(\d{6})/.exec(latest?.text ?? '')?.[1] ?? '';
}

describe('POST /api/v1/password-reset-applications/check', () => {
  it('answers the masked mobile and whether an application is open, to whoever knows both', async () => {
    const res = await inject('POST', '/api/v1/password-reset-applications/check', { loginName: 'weak', mobile: '13732185520' }, { ip: nextAddress() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ exists: true, maskedMobile: '137****5520', pendingApplication: true });
    const wrong = await inject('POST', '/api/v1/password-reset-applications/check', { loginName: 'weak', mobile: '13800000000' }, { ip: nextAddress() });
    expect(wrong.json()).toEqual({ exists: false, maskedMobile: null, pendingApplication: false });
  });

  it('refuses a bad mobile with the spec message (400)', async () => {
    const res = await inject('POST', '/api/v1/password-reset-applications/check', { loginName: 'weak', mobile: '123' }, { ip: nextAddress() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'mobile', code: 'invalid_format', message: message('mobile') });
  });
});

describe('POST /api/v1/password-reset-applications', () => {
  it('refuses bad input with field messages and files nothing', async () => {
    const ip = nextAddress();
    const res = await inject('POST', '/api/v1/password-reset-applications', { ...ZHENHAI, smsCode: '12', password: '123456', passwordCheck: '654321' }, { ip });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().errors as { path: string }[]).map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['smsCode', 'password', 'passwordCheck']));
    const list = await inject('GET', '/api/v1/password-reset-applications?state=pending', undefined, { cookie: cookies.shenhe });
    expect(list.json().total).toBe(1);
  });

  it('puts a wrong SMS code on its field', async () => {
    const res = await inject('POST', '/api/v1/password-reset-applications', { ...ZHENHAI, smsCode: '000000' }, { ip: nextAddress() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'smsCode', code: 'invalid_value', message: SMS_CODE_MESSAGES.wrong }]);
  });

  it('refuses details that do not match the account, without saying which', async () => {
    const ip = nextAddress();
    const res = await inject('POST', '/api/v1/password-reset-applications', { ...ZHENHAI, name: '王建', smsCode: await smsCode(ZHENHAI.mobile, ip) }, { ip });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(PASSWORD_RESET_MESSAGES.accountMismatch);
  });

  it('files an application (201) that the auditor then sees waiting; a second one is a 409', async () => {
    const ip = nextAddress();
    const res = await inject('POST', '/api/v1/password-reset-applications', { ...ZHENHAI, smsCode: await smsCode(ZHENHAI.mobile, ip) }, { ip });
    expect(res.statusCode, res.body).toBe(201);
    const { id, referenceNo, state } = res.json() as { id: string; referenceNo: string; state: string };
    expect(state).toBe('pending');
    expect(referenceNo).toMatch(/^CZ\d{8}\d{3}$/);
    const detail = ZPasswordResetApplicationSchema.parse((await inject('GET', `/api/v1/password-reset-applications/${id}`, undefined, { cookie: cookies.shenhe })).json());
    expect(detail).toMatchObject({ referenceNo, loginName: 'zhenhai', name: '王建国', mobileMasked: '150****3318', state: 'pending' });
    const again = await inject('POST', '/api/v1/password-reset-applications', { ...ZHENHAI, smsCode: await smsCode(ZHENHAI.mobile, ip) }, { ip });
    expect(again.statusCode).toBe(409);
  });

  it('limits applications per client address (429)', async () => {
    const ip = nextAddress();
    let last = 0;
    for (let i = 0; i < 11; i += 1) {
      last = (await inject('POST', '/api/v1/password-reset-applications', { ...ZHENHAI, smsCode: '000000' }, { ip })).statusCode;
    }
    expect(last).toBe(429);
  });

  it('writes each application to the security audit trail, without a password or the mobile', async () => {
    const res = await inject('GET', '/api/v1/audit-records?event=password-reset-applied&pageSize=50', undefined, { cookie: cookies.admin });
    const records = ZAuditPage.parse(res.json()).items;
    expect(records.map((record) => record.outcome)).toEqual(expect.arrayContaining(['success', 'failure']));
    expect(JSON.stringify(records)).not.toMatch(/Hongtai#2025|15067423318/);
  });
});
