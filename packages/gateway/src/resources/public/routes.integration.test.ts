import { message, ZAccountRegistrationDetailSchema, ZCaptchaSchema, type AccountApplicationBody } from '@portal/contract';
import { ACCOUNT_REGISTRATION_MAX_FILES, ACCOUNT_REGISTRATION_MESSAGES, CAPTCHA_MESSAGES, SMS_CODE_MESSAGES } from '@portal/legacy-protocol';
import { startTestLegacyServer, testClock } from '@portal/legacy-server/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { closingBoundary, fieldPart, fileEnd, fileHead, multipartBoundary } from '../../http/multipart-body';
import { clientAddresses, type ClientOptions, injectFromClient, login, setUpGatewayTests, startTestGateway } from '../../integration-support';
import { solvedProofOfWork } from '../../security/proof-of-work-testing';
import { PUBLIC_LIMITS } from './limits';

const FIXED = '7K4W';
const clock = testClock();
const gateway = setUpGatewayTests(['shenhe', 'qiye'], { platform: { now: clock.now, onboarding: { captchaFixedAnswer: FIXED, smsOutbox: true } } });
const { cookies } = gateway;

/** 宁波海曙汇通电梯工程有限公司 (invented), a valid GB 32100 code. */
const APPLICATION: Omit<AccountApplicationBody, 'mobile' | 'smsCode' | 'loginName' | 'creditCode'> = {
  unitName: '宁波海曙汇通电梯工程有限公司',
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
  password: 'Huitong@2024',
  passwordCheck: 'Huitong@2024',
};
const CREDIT_CODES = ['91330203MA2GQ8XC93', '91330203MA2GQ8XD7X', '91330203MA2GQ8XE5Q', '91330203MA2GQ8XF3K'];

beforeEach(() => clock.advance(60_000));

/** Each test its own client address. */
const nextAddress = clientAddresses('10.0');

const inject = (method: 'GET' | 'POST', url: string, payload?: object, options?: ClientOptions) => injectFromClient(gateway.app, method, url, payload, options);

async function newCaptcha(ip: string): Promise<string> {
  const res = await inject('GET', '/api/v1/captcha', undefined, { ip });
  expect(res.statusCode, res.body).toBe(200);
  return ZCaptchaSchema.parse(res.json()).captchaId;
}

async function sendCode(mobile: string, ip: string, captchaCode = FIXED) {
  return inject('POST', '/api/v1/sms-codes', { mobile, purpose: 'register', captchaId: await newCaptcha(ip), captchaCode, altcha: await solvedProofOfWork(gateway.app, ip) }, { ip });
}

async function codeFromOutbox(mobile: string, ip: string): Promise<string> {
  const res = await inject('GET', `/api/v1/sms-outbox?mobile=${mobile}`, undefined, { ip });
  expect(res.statusCode, res.body).toBe(200);
  const [latest] = res.json().items as { text: string; mobileMasked: string }[];
  expect(latest?.mobileMasked).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
  return /验证码(\d{6})/.exec(latest?.text ?? '')?.[1] ?? '';
}

async function apply(body: Partial<AccountApplicationBody> & { mobile: string; loginName: string; creditCode: string }, ip: string) {
  await sendCode(body.mobile, ip);
  const smsCode = body.smsCode ?? (await codeFromOutbox(body.mobile, ip));
  return inject('POST', '/api/v1/account-applications', { ...APPLICATION, ...body, smsCode }, { ip });
}

describe('GET /api/v1/captcha', () => {
  it('answers a PNG data URL with its id, without a session', async () => {
    const res = await inject('GET', '/api/v1/captcha');
    expect(res.statusCode).toBe(200);
    expect(res.json().image).toMatch(/^data:image\/png;base64,/);
  });

  it('answers 429 past the per-address limit', async () => {
    const ip = nextAddress();
    for (let i = 0; i < PUBLIC_LIMITS.captcha.max; i += 1) expect((await inject('GET', '/api/v1/captcha', undefined, { ip })).statusCode).toBe(200);
    expect((await inject('GET', '/api/v1/captcha', undefined, { ip })).statusCode).toBe(429);
  });
});

describe('POST /api/v1/sms-codes', () => {
  it('sends a code after a right captcha and answers the number masked', async () => {
    const res = await sendCode('13800000001', nextAddress());
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ maskedMobile: '138****0001', resendAfterSeconds: 60 });
  });

  it('refuses a wrong captcha on its field, and sends nothing', async () => {
    const ip = nextAddress();
    const res = await sendCode('13800000002', ip, 'AAAA');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'captchaCode', code: 'invalid_value', message: CAPTCHA_MESSAGES.wrong }]);
    expect((await inject('GET', '/api/v1/sms-outbox?mobile=13800000002', undefined, { ip })).json().items).toEqual([]);
  });

  it('requires the captcha with the form message', async () => {
    const res = await inject('POST', '/api/v1/sms-codes', { mobile: '13800000003', purpose: 'register' }, { ip: nextAddress() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'captchaCode', code: 'required', message: message('captchaRequired') });
  });

  it('answers 429 within the 60 s cooldown of the platform', async () => {
    const ip = nextAddress();
    expect((await sendCode('13800000004', ip)).statusCode).toBe(202);
    const again = await sendCode('13800000004', ip);
    expect(again.statusCode).toBe(429);
    expect(again.json().detail).toBe(SMS_CODE_MESSAGES.cooldown);
  });

  it('limits one number across addresses', async () => {
    for (let i = 0; i < PUBLIC_LIMITS.smsByMobile.max; i += 1) {
      clock.advance(60_000);
      expect((await sendCode('13800000005', nextAddress())).statusCode).toBe(202);
    }
    clock.advance(60_000);
    expect((await sendCode('13800000005', nextAddress())).statusCode).toBe(429);
  });
});

describe('POST /api/v1/sms-codes/verify', () => {
  it('says whether a code is right', async () => {
    const ip = nextAddress();
    await sendCode('13800000010', ip);
    const code = await codeFromOutbox('13800000010', ip);
    const wrong = code === '000000' ? '000001' : '000000';
    const verify = (c: string) => inject('POST', '/api/v1/sms-codes/verify', { mobile: '13800000010', purpose: 'register', code: c }, { ip });
    expect((await verify(wrong)).json()).toEqual({ valid: false });
    expect((await verify(code)).json()).toEqual({ valid: true });
  });
});

describe('POST /api/v1/unit-registrations/check', () => {
  it('names a registered unit and says nothing of an unknown one', async () => {
    const taken = await inject('POST', '/api/v1/unit-registrations/check', { creditCode: '91330212MA281Q4D6T' }, { ip: nextAddress() });
    expect(taken.json()).toEqual({ registered: true, unitName: '宁波悦澜酒店管理有限公司' });
    const free = await inject('POST', '/api/v1/unit-registrations/check', { creditCode: CREDIT_CODES[3] }, { ip: nextAddress() });
    expect(free.json()).toEqual({ registered: false, unitName: null });
  });

  it('refuses a credit code with a wrong check character', async () => {
    const res = await inject('POST', '/api/v1/unit-registrations/check', { creditCode: '91330203MA2GQ8XC94' }, { ip: nextAddress() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'creditCode', code: 'invalid_format', message: message('creditCode') });
  });
});

describe('POST /api/v1/account-applications and the audit', () => {
  it('files an application that shenhe confirms, after which the applicant signs in to an empty unit', async () => {
    const ip = nextAddress();
    const res = await apply({ mobile: '13800000020', loginName: 'huitong_zm', creditCode: CREDIT_CODES[0]! }, ip);
    expect(res.statusCode, res.body).toBe(201);
    const { id, referenceNo, state } = res.json() as { id: string; referenceNo: string; state: string };
    expect(state).toBe('pending');
    expect(referenceNo).toMatch(/^ZC\d{8}\d{3}$/);

    const list = await inject('GET', '/api/v1/account-registrations?state=pending&keyword=汇通', undefined, { cookie: cookies.shenhe });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toEqual([expect.objectContaining({ id, referenceNo, mobileMasked: '138****0020', loginName: 'huitong_zm', state: 'pending' })]);

    const approved = await inject('POST', `/api/v1/account-registrations/${id}/approval`, { opinion: '材料齐全' }, { cookie: cookies.shenhe });
    expect(approved.statusCode, approved.body).toBe(200);
    const detail = ZAccountRegistrationDetailSchema.parse(approved.json());
    expect(detail).toMatchObject({ state: 'approved', auditor: '陈审核', opinion: '材料齐全', businessAddress: APPLICATION.businessAddress, foundDate: '2015-03-18' });

    expect(await codeFromOutbox('13800000020', ip)).toBe('');
    const newUser = await login(gateway.app, 'huitong_zm', APPLICATION.password);
    const equipment = await inject('GET', '/api/v1/equipment', undefined, { cookie: newUser });
    expect(equipment.statusCode, equipment.body).toBe(200);
    expect(equipment.json().total).toBe(0);
    const unit = await inject('GET', '/api/v1/unit', undefined, { cookie: newUser });
    expect(unit.json()).toMatchObject({ name: APPLICATION.unitName });

    const again = await inject('POST', `/api/v1/account-registrations/${id}/rejection`, { opinion: '重复' }, { cookie: cookies.shenhe });
    expect(again.statusCode).toBe(409);
    const audit = await inject('GET', '/api/v1/audit-records?event=registration-approved', undefined, { cookie: await login(gateway.app, 'admin') });
    expect(audit.json().items[0]).toMatchObject({ outcome: 'success', target: `account-registration:${id}`, detail: '通过' });
  });

  it('files a second application for a unit that only waits, and refuses a registered unit and a taken login name, on their fields', async () => {
    const first = await apply({ mobile: '13800000021', loginName: 'double_a', creditCode: CREDIT_CODES[1]! }, nextAddress());
    expect(first.statusCode, first.body).toBe(201);
    // A pending application holds no credit code: a stranger's cannot lock the real unit out.
    const competing = await apply({ mobile: '13800000024', loginName: 'double_c', creditCode: CREDIT_CODES[1]! }, nextAddress());
    expect(competing.statusCode, competing.body).toBe(201);
    const registered = ((await inject('GET', '/api/v1/unit', undefined, { cookie: cookies.qiye })).json() as { creditCode: string }).creditCode;
    const sameUnit = await apply({ mobile: '13800000022', loginName: 'double_b', creditCode: registered }, nextAddress());
    expect(sameUnit.statusCode).toBe(409);
    expect(sameUnit.json().errors).toEqual([{ path: 'creditCode', code: 'invalid_value', message: ACCOUNT_REGISTRATION_MESSAGES.unitTaken }]);
    const sameName = await apply({ mobile: '13800000023', loginName: 'QIYE', creditCode: CREDIT_CODES[2]! }, nextAddress());
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().errors).toEqual([{ path: 'loginName', code: 'invalid_value', message: ACCOUNT_REGISTRATION_MESSAGES.loginNameTaken }]);
  });

  it('refuses an expired SMS code and a reused one', async () => {
    const ip = nextAddress();
    await sendCode('13800000030', ip);
    const code = await codeFromOutbox('13800000030', ip);
    clock.advance(5 * 60_000 + 1);
    const expired = await inject('POST', '/api/v1/account-applications', { ...APPLICATION, mobile: '13800000030', smsCode: code, loginName: 'expired_a', creditCode: CREDIT_CODES[2] }, { ip });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual([{ path: 'smsCode', code: 'invalid_value', message: ACCOUNT_REGISTRATION_MESSAGES.smsWrong }]);

    const used = await apply({ mobile: '13800000031', loginName: 'reuse_a', creditCode: CREDIT_CODES[2]! }, ip);
    expect(used.statusCode, used.body).toBe(201);
    const usedCode = await codeFromOutbox('13800000031', ip);
    const reuse = await inject('POST', '/api/v1/account-applications', { ...APPLICATION, mobile: '13800000031', smsCode: usedCode, loginName: 'reuse_b', creditCode: CREDIT_CODES[3] }, { ip });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().errors).toEqual([{ path: 'smsCode', code: 'invalid_value', message: ACCOUNT_REGISTRATION_MESSAGES.smsWrong }]);
  });

  it("answers 400 with the spec's messages and files nothing for bad input", async () => {
    const res = await inject('POST', '/api/v1/account-applications', { ...APPLICATION, creditCode: '123', mobile: '2380000', postcode: '015000', password: 'short', passwordCheck: 'other', smsCode: '1', loginName: 'x' }, { ip: nextAddress() });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { path: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'creditCode', code: 'invalid_format', message: message('creditCode') },
        { path: 'mobile', code: 'invalid_format', message: message('mobile') },
        { path: 'postcode', code: 'invalid_format', message: message('postcode') },
        { path: 'password', code: 'invalid_format', message: message('password') },
        { path: 'loginName', code: 'invalid_format', message: message('loginNameFormat') },
      ]),
    );
    const filed = await inject('GET', '/api/v1/account-registrations?keyword=123', undefined, { cookie: cookies.shenhe });
    expect(filed.json().total).toBe(0);
  });

  it('rejects with an opinion, which is required', async () => {
    const filed = await apply({ mobile: '13800000040', loginName: 'reject_a', creditCode: CREDIT_CODES[3]! }, nextAddress());
    const { id } = filed.json() as { id: string };
    const missing = await inject('POST', `/api/v1/account-registrations/${id}/rejection`, { opinion: '' }, { cookie: cookies.shenhe });
    expect(missing.statusCode).toBe(400);
    const rejected = await inject('POST', `/api/v1/account-registrations/${id}/rejection`, { opinion: '营业执照不清晰' }, { cookie: cookies.shenhe });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ state: 'rejected', opinion: '营业执照不清晰', auditor: '陈审核' });
    const detail = await inject('GET', `/api/v1/account-registrations/${id}`, undefined, { cookie: cookies.shenhe });
    expect(detail.json()).toMatchObject({ state: 'rejected', mobileMasked: '138****0040' });
  });

  it('answers 403 to an enterprise user and 401 without a session on every audit route', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/account-registrations'],
      ['GET', '/api/v1/account-registrations/abc'],
      ['POST', '/api/v1/account-registrations/abc/approval'],
      ['POST', '/api/v1/account-registrations/abc/rejection'],
    ] as const) {
      expect((await inject(method, url, method === 'POST' ? { opinion: 'x' } : undefined, { cookie: cookies.qiye })).statusCode).toBe(403);
      expect((await inject(method, url, method === 'POST' ? { opinion: 'x' } : undefined)).statusCode).toBe(401);
    }
  });

  it('answers 404 for an unknown application', async () => {
    expect((await inject('GET', '/api/v1/account-registrations/nope', undefined, { cookie: cookies.shenhe })).statusCode).toBe(404);
  });
});

function uploadDocument(mobile: string, smsCode: string, ip: string, file = { name: '营业执照.pdf', bytes: Buffer.from('%PDF-1.4\n营业执照\n%%EOF') }) {
  const boundary = multipartBoundary();
  const payload = Buffer.concat([
    fieldPart(boundary, 'mobile', mobile),
    fieldPart(boundary, 'smsCode', smsCode),
    fileHead(boundary, 'file', file.name, 'application/pdf'),
    file.bytes,
    fileEnd(),
    closingBoundary(boundary),
  ]);
  return gateway.app.inject({ method: 'POST', url: '/api/v1/account-applications/attachments', remoteAddress: ip, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

describe('POST /api/v1/account-applications/attachments', () => {
  it('takes a document of a proved number, files it with the application and lets the auditor download it', async () => {
    const ip = nextAddress();
    const mobile = '13800000050';
    await sendCode(mobile, ip);
    const code = await codeFromOutbox(mobile, ip);
    const wrong = await uploadDocument(mobile, code === '000000' ? '000001' : '000000', ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ path: 'smsCode', code: 'invalid_value', message: ACCOUNT_REGISTRATION_MESSAGES.smsWrong }]);
    const notPdf = await uploadDocument(mobile, code, ip, { name: '营业执照.pdf', bytes: Buffer.from('MZ not a pdf') });
    expect(notPdf.statusCode).toBe(415);

    const uploaded = await uploadDocument(mobile, code, ip);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({ fileName: '营业执照.pdf', contentType: 'application/pdf', refType: 'account-application', refId: null });
    const fileId = uploaded.json().id as string;

    const applied = await inject('POST', '/api/v1/account-applications', { ...APPLICATION, mobile, smsCode: code, loginName: 'files_a', creditCode: '91330203MA2GQ8XG1E', attachmentIds: [fileId] }, { ip });
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json().id as string;
    const detail = await inject('GET', `/api/v1/account-registrations/${id}`, undefined, { cookie: cookies.shenhe });
    expect(detail.json().attachments).toEqual([expect.objectContaining({ id: fileId, refType: 'account-application', refId: id })]);

    const file = await inject('GET', `/api/v1/account-registrations/${id}/attachments/${fileId}/content`, undefined, { cookie: cookies.shenhe });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.startsWith('%PDF')).toBe(true);
    expect((await inject('GET', `/api/v1/account-registrations/${id}/attachments/${fileId}/content`, undefined, { cookie: cookies.qiye })).statusCode).toBe(403);
    expect((await inject('GET', `/api/v1/account-registrations/${id}/attachments/nope/content`, undefined, { cookie: cookies.shenhe })).statusCode).toBe(404);
  });

  // The attack: more documents than an application may hold, at once, so parallel uploads race for the last place.
  it(`keeps at most ${ACCOUNT_REGISTRATION_MAX_FILES} unfiled documents per number, even sent in parallel`, async () => {
    const ip = nextAddress();
    const mobile = '13800000051';
    await sendCode(mobile, ip);
    const code = await codeFromOutbox(mobile, ip);
    const answers = await Promise.all(Array.from({ length: ACCOUNT_REGISTRATION_MAX_FILES + 3 }, () => uploadDocument(mobile, code, ip)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(ACCOUNT_REGISTRATION_MAX_FILES);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(refused.map((res) => res.statusCode)).toEqual([409, 409, 409]);
    expect(refused[0]?.json()).toMatchObject({ detail: ACCOUNT_REGISTRATION_MESSAGES.tooManyFiles });
    expect((await uploadDocument(mobile, code, ip)).statusCode).toBe(409);
  });

  it("answers 400 with the form's messages for a bad number or code, sending nothing on", async () => {
    const res = await uploadDocument('2380000', '1', nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'mobile', code: 'invalid_format', message: message('mobile') },
      { path: 'smsCode', code: 'invalid_format', message: message('smsCode') },
    ]);
  });
});

describe('GET /api/v1/sms-outbox', () => {
  it('answers 404 when the platform keeps its outbox closed', async () => {
    const closed = await startTestLegacyServer({ onboarding: { smsOutbox: false } });
    const other = await startTestGateway(closed.url);
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/v1/sms-outbox?mobile=13800000001' });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.close();
      await closed.close();
    }
  });
});
