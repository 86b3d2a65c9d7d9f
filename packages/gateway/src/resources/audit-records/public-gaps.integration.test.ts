import { ZAuthCodeIssuedSchema, ZCaptchaSchema, type AccountApplicationBody, type AuditEvent, type InspectionApplicationBody } from '@portal/contract';
import { testClock } from '@portal/legacy-server/testing';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditRecordsOf, clientAddresses, injectFromClient, setUpGatewayTests, type ClientOptions } from '../../integration-support';
import { solvedProofOfWork } from '../../security/proof-of-work-testing';
import { PUBLIC_LIMITS } from '../public/limits';

// The calls that act without a session, or text someone, leave audit records: authorisation links
// and what is saved through them, SMS codes, visitors' account applications (docs/security.md,
// "Undetected abuse"). Each test performs the call and finds its record by the request id.
const FIXED = '7K4W';
const clock = testClock();
const gateway = setUpGatewayTests(['qiye', 'admin'], { platform: { now: clock.now, onboarding: { captchaFixedAnswer: FIXED, smsOutbox: true } } });
const { cookies, inject } = gateway;

beforeEach(() => clock.advance(60_000));

const nextAddress = clientAddresses('10.7');
const fromClient = (method: 'GET' | 'POST', url: string, payload?: object, options?: ClientOptions) => injectFromClient(gateway.app, method, url, payload, options);

/** The record `res`'s request left under `event`. */
async function recordOf(event: AuditEvent, res: LightMyRequestResponse) {
  const records = await auditRecordsOf(gateway.app, cookies.admin, event);
  const record = records.find((item) => item.requestId === res.headers['x-request-id']);
  expect(record, `no ${event} record of request ${String(res.headers['x-request-id'])}`).toBeDefined();
  return record;
}

/** Nothing of the secrets or the whole number in any record of the event. */
async function expectNoneOf(event: AuditEvent, secrets: string[]) {
  const text = JSON.stringify(await auditRecordsOf(gateway.app, cookies.admin, event));
  for (const secret of secrets) expect(text).not.toContain(secret);
}

/** 宁波悦澜 (qiye): a draft application (60002) given to the site contact through a link. */
const APPLICATION: InspectionApplicationBody = {
  kind: 'periodic',
  equipmentIds: ['30104'],
  siteContact: '陈工',
  siteContactMobile: '13857436021',
  siteAddress: '宁波市鄞州区天童北路1088号悦澜酒店',
  areaCode: '330212',
  maintenanceUnit: '宁波甬江电梯工程有限公司',
  invoiceTitle: '宁波悦澜酒店管理有限公司',
  reportPickup: 'self',
  commit: false,
};

describe('authorisation links', () => {
  it('records the link issued by the user, the refusal of a second one, and saves and submissions through it', async () => {
    const issued = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications/60002/auth-code', {});
    expect(issued.statusCode, issued.body).toBe(201);
    const { authCode } = ZAuthCodeIssuedSchema.parse(issued.json());
    expect(await recordOf('auth-link-issued', issued)).toMatchObject({
      outcome: 'success',
      user: 'qiye',
      target: 'inspection-application:60002',
      detail: expect.stringContaining('授权链接已短信发送给现场联系人'),
    });
    const again = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications/60002/auth-code', {});
    expect(again.statusCode).toBe(429);
    expect(await recordOf('auth-link-issued', again)).toMatchObject({ outcome: 'failure', user: 'qiye', target: 'inspection-application:60002' });

    const saved = await inject(undefined, 'POST', '/api/v1/inspection-applications/by-auth-code', { ...APPLICATION, authCode });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await recordOf('inspection-saved-by-link', saved)).toMatchObject({ outcome: 'success', user: 'anonymous', target: 'inspection-application:60002' });
    const submitted = await inject(undefined, 'POST', '/api/v1/inspection-applications/by-auth-code', { ...APPLICATION, authCode, commit: true });
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(await recordOf('inspection-submitted-by-link', submitted)).toMatchObject({ outcome: 'success', user: 'anonymous', target: 'inspection-application:60002', detail: '通过授权链接提交报检' });

    // The code is spent: a later try is refused, and recorded too.
    const late = await inject(undefined, 'POST', '/api/v1/inspection-applications/by-auth-code', { ...APPLICATION, authCode, commit: true });
    expect(late.statusCode).toBe(404);
    expect(await recordOf('inspection-submitted-by-link', late)).toMatchObject({ outcome: 'failure', user: 'anonymous', target: 'inspection-application' });
    await expectNoneOf('auth-link-issued', [authCode]);
    await expectNoneOf('inspection-submitted-by-link', [authCode, APPLICATION.siteContactMobile]);
  });
});

async function sendCode(mobile: string, ip: string) {
  const captcha = await fromClient('GET', '/api/v1/captcha', undefined, { ip });
  const captchaId = ZCaptchaSchema.parse(captcha.json()).captchaId;
  const altcha = await solvedProofOfWork(gateway.app, ip);
  return fromClient('POST', '/api/v1/sms-codes', { mobile, purpose: 'register', captchaId, captchaCode: FIXED, altcha }, { ip });
}

describe('SMS codes of visitors', () => {
  it('records each code sent, with the number masked, and the refusal past the per-number limit', async () => {
    const mobile = '13800000071';
    const sent = await sendCode(mobile, nextAddress());
    expect(sent.statusCode, sent.body).toBe(202);
    expect(await recordOf('sms-code-sent', sent)).toMatchObject({ outcome: 'success', user: '138****0071', target: 'sms-code:register', detail: '短信验证码已发送' });

    let refused: LightMyRequestResponse | undefined;
    for (let i = 0; i < PUBLIC_LIMITS.smsByMobile.max && !refused; i += 1) {
      clock.advance(61_000);
      const res = await sendCode(mobile, nextAddress());
      if (res.statusCode === 429) refused = res;
    }
    expect(refused?.statusCode).toBe(429);
    if (refused) expect(await recordOf('sms-code-sent', refused)).toMatchObject({ outcome: 'failure', user: '138****0071', detail: '请求过于频繁（网关限流）' });
    await expectNoneOf('sms-code-sent', [mobile]);
  });
});

/** 宁波海曙汇通电梯工程有限公司 (invented), a valid GB 32100 code. */
const ACCOUNT: AccountApplicationBody = {
  unitName: '宁波海曙汇通电梯工程有限公司',
  creditCode: '91330203MA2GQ8XC93',
  areaCode: '330203',
  regAddress: '宁波市海曙区中山西路100号',
  businessAddress: '宁波市海曙区望春工业园区科创路8号',
  legalPerson: '李国强',
  contactPerson: '周敏',
  contactPhone: '0574-87001234',
  email: 'zhoumin@example.com',
  postcode: '315000',
  fixedAssets: '5000000',
  foundDate: '2015-03-18',
  loginName: 'huitong_audit',
  password: 'Huitong@2024',
  passwordCheck: 'Huitong@2024',
  mobile: '13800000072',
  smsCode: '000000',
};

async function codeFromOutbox(mobile: string, ip: string): Promise<string> {
  const res = await fromClient('GET', `/api/v1/sms-outbox?mobile=${mobile}`, undefined, { ip });
  const [latest] = res.json().items as { text: string }[];
  return /验证码(\d{6})/.exec(latest?.text ?? '')?.[1] ?? '';
}

describe("visitors' account applications", () => {
  it('records an application taken and one refused, by the masked mobile, never the password or the code', async () => {
    const ip = nextAddress();
    expect((await sendCode(ACCOUNT.mobile, ip)).statusCode).toBe(202);
    const smsCode = await codeFromOutbox(ACCOUNT.mobile, ip);
    const applied = await fromClient('POST', '/api/v1/account-applications', { ...ACCOUNT, smsCode }, { ip });
    expect(applied.statusCode, applied.body).toBe(201);
    const id = String(applied.json().id);
    expect(await recordOf('account-applied', applied)).toMatchObject({
      outcome: 'success',
      user: '138****0072',
      target: `account-registration:${id}`,
      detail: '申请账号 huitong_audit：宁波海曙汇通电梯工程有限公司',
    });

    const wrong = await fromClient('POST', '/api/v1/account-applications', { ...ACCOUNT, loginName: 'huitong_two', smsCode: '000000' }, { ip });
    expect(wrong.statusCode).toBe(400);
    expect(await recordOf('account-applied', wrong)).toMatchObject({ outcome: 'failure', user: '138****0072', target: 'account-registration' });
    await expectNoneOf('account-applied', [ACCOUNT.password, ACCOUNT.mobile, smsCode]);
  });

  it('records the refusal past the per-address limit', async () => {
    const ip = nextAddress();
    let refused: LightMyRequestResponse | undefined;
    for (let i = 0; i <= PUBLIC_LIMITS.applyByAddress.max && !refused; i += 1) {
      const res = await fromClient('POST', '/api/v1/account-applications', { ...ACCOUNT, loginName: `limit_${i}_a` }, { ip });
      if (res.statusCode === 429) refused = res;
    }
    expect(refused?.statusCode).toBe(429);
    if (refused) expect(await recordOf('account-applied', refused)).toMatchObject({ outcome: 'failure', user: '138****0072', detail: '请求过于频繁（网关限流）' });
  });
});
