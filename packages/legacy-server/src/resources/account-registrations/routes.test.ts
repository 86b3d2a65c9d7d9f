import { ROLE_PRESETS } from '@portal/contract';
import { ACCOUNT_REGISTRATION_MESSAGES } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, units, users } from '../../db/schema';
import { get, login, post, type WireSession } from '../../http/wire-test-client';
import { formatWireDate } from '../../http/wire-date';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer, testClock } from '../../testing';

const FIXED = '7K4W';
const clock = testClock();
let server: RunningLegacyServer;
let shenhe: WireSession;
let qiye: WireSession;

const FORM = {
  orgname: '宁波江北恒泰起重设备有限公司',
  uscc: '91330205MA2H3K7L0Y',
  areaCode: '330205',
  regAddress: '宁波市江北区长兴路88号',
  businessAddress: '宁波市江北区慈城工业区6号',
  legalPerson: '王海',
  contactPerson: '陈静',
  contactPhone: '0574-87550001',
  loginName: 'hengtai_cj',
  password: 'Hengtai@2024',
};

beforeAll(async () => {
  server = await startTestLegacyServer({ now: clock.now, onboarding: { captchaFixedAnswer: FIXED, smsOutbox: true } });
  shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

async function smsCode(mobile: string): Promise<string> {
  const captcha = await get(server.url, '/a/stone/common/captcha');
  const captchaId = (captcha.body.data as { captchaId: string }).captchaId;
  await post(server.url, `/a/stone/common/smsAuthCode/register/${mobile}`, { captchaId, validCode: FIXED });
  const outbox = await get(server.url, '/a/stone/common/smsOutbox', undefined, { mobile });
  const [latest] = outbox.body.data as { content: string }[];
  return /验证码(\d{6})/.exec(latest?.content ?? '')?.[1] ?? '';
}

describe('account registration on the platform', () => {
  it('files an application whose approval creates the unit and an account with the enterprise preset', async () => {
    const mobile = '13600000001';
    const applied = await post(server.url, '/a/stone/common/account/apply', { ...FORM, mobile, smsCode: await smsCode(mobile) });
    expect(applied.body).toMatchObject({ success: true, data: { status: '待审核' } });
    const { id, referenceNo } = applied.body.data as { id: string; referenceNo: string };
    // The applicant's reference: ZC + the Beijing day + a sequence, not the internal id.
    expect(referenceNo).toMatch(new RegExp(`^ZC${formatWireDate(clock.now()).replaceAll('-', '')}\\d{3}$`));

    const approved = await post(server.url, '/a/stone/account/audit', { id, opinion: '' }, shenhe);
    expect(approved.body).toMatchObject({ result: 'true', data: { referenceNo, status: '已通过', auditorName: '陈审核' } });
    expect(approved.body.data).not.toHaveProperty('passwordHash');

    const [unit] = await server.db.select().from(units).where(eq(units.creditCode, FORM.uscc));
    expect(unit).toMatchObject({ name: FORM.orgname, areaCode: '330205', businessAddress: FORM.businessAddress });
    const [user] = await server.db.select().from(users).where(eq(users.loginName, FORM.loginName));
    expect(user).toMatchObject({ unitId: unit!.id, mobile, isSimplePwd: false });
    const [role] = await server.db.select().from(roles).where(eq(roles.id, user!.currentRoleId!));
    expect([...role!.menuIds].sort()).toEqual([...ROLE_PRESETS.enterprise].sort());
    await login(server.url, FORM.loginName, FORM.password);
  });

  it('refuses the audit calls to a role without the account-check menu id', async () => {
    for (const path of ['/a/stone/account/findRegister', '/a/stone/account/audit', '/a/stone/account/disagree']) {
      expect((await post(server.url, path, { id: 'x', opinion: 'x' }, qiye)).body).toEqual({ result: 'false', errorMsg: ACCOUNT_REGISTRATION_MESSAGES.forbidden });
    }
  });

  it('refuses an application without a right SMS code, filing nothing', async () => {
    const applied = await post(server.url, '/a/stone/common/account/apply', { ...FORM, uscc: '91330205MA2H3K7M9U', loginName: 'hengtai_b', mobile: '13600000002', smsCode: '000000' });
    expect(applied.body).toEqual({ success: false, errmsg: ACCOUNT_REGISTRATION_MESSAGES.smsWrong });
    const list = await get(server.url, '/a/stone/account/findRegister', shenhe, { keyword: 'hengtai_b' });
    expect((list.body.data as { count: number }).count).toBe(0);
  });

  it('answers a taken login name or unit as a free one until the SMS code is right (no enumeration)', async () => {
    const [registered] = await server.db.select({ creditCode: units.creditCode }).from(units).limit(1);
    const apply = (fields: Record<string, string>) => post(server.url, '/a/stone/common/account/apply', { ...FORM, uscc: '91330205MA2H3K7N14', ...fields });
    const wrong = { mobile: '13600000005', smsCode: '000000' };
    const free = await apply({ ...wrong, loginName: 'hengtai_free' });
    const takenName = await apply({ ...wrong, loginName: 'qiye' });
    const takenUnit = await apply({ ...wrong, loginName: 'hengtai_free', uscc: registered!.creditCode! });
    expect(free.body).toEqual({ success: false, errmsg: ACCOUNT_REGISTRATION_MESSAGES.smsWrong });
    expect(takenName.body).toEqual(free.body);
    expect(takenUnit.body).toEqual(free.body);

    // With the right code the name is checked, and the code is not used up by the refusal.
    const mobile = '13600000006';
    const code = await smsCode(mobile);
    expect((await apply({ mobile, smsCode: code, loginName: 'qiye' })).body).toEqual({ success: false, errmsg: ACCOUNT_REGISTRATION_MESSAGES.loginNameTaken });
    expect((await apply({ mobile, smsCode: code, loginName: 'hengtai_d' })).body).toMatchObject({ success: true });
  });

  it('keeps the documents of a number until its application files them, and shows them to the institute only', async () => {
    const mobile = '13600000003';
    const code = await smsCode(mobile);
    const upload = async (smsCodeText: string) => {
      const form = new FormData();
      form.set('mobile', mobile);
      form.set('smsCode', smsCodeText);
      form.set('file', new Blob([Buffer.from('%PDF-1.4\n营业执照\n%%EOF')], { type: 'application/pdf' }), '营业执照.pdf');
      return (await (await fetch(`${server.url}/a/stone/common/account/upload`, { method: 'POST', body: form })).json()) as Record<string, unknown>;
    };
    expect(await upload('000000')).toEqual({ success: false, errmsg: ACCOUNT_REGISTRATION_MESSAGES.smsWrong });
    const uploaded = await upload(code);
    expect(uploaded).toMatchObject({ success: true, data: { fileName: '营业执照.pdf', contentType: 'application/pdf', bizType: 'accountApply' } });
    const fileId = (uploaded.data as { attsysid: string }).attsysid;

    const other = await post(server.url, '/a/stone/common/account/apply', { ...FORM, uscc: '91330205MA2H3K7M9U', loginName: 'hengtai_c', mobile: '13600000004', smsCode: await smsCode('13600000004'), attachmentIds: fileId });
    expect(other.body).toEqual({ success: false, errmsg: ACCOUNT_REGISTRATION_MESSAGES.fileNotFound });

    const applied = await post(server.url, '/a/stone/common/account/apply', { ...FORM, uscc: '91330205MA2H3K7M9U', loginName: 'hengtai_c', mobile, smsCode: code, attachmentIds: fileId });
    expect(applied.body).toMatchObject({ success: true });
    const id = (applied.body.data as { id: string }).id;
    const detail = await get(server.url, `/a/stone/account/registerDetail/${id}`, shenhe);
    expect((detail.body.data as { attachments: unknown[] }).attachments).toEqual([expect.objectContaining({ attsysid: fileId, attrefsysid: id })]);

    const asAuditor = await fetch(`${server.url}/a/stone/account/registerFile/${fileId}?__sid=${shenhe.sid}&__extend=${shenhe.extend}`);
    expect(asAuditor.headers.get('content-type')).toBe('application/pdf');
    expect((await asAuditor.text()).startsWith('%PDF')).toBe(true);
    const asEnterprise = await get(server.url, `/a/stone/account/registerFile/${fileId}`, qiye);
    expect(asEnterprise.body).toEqual({ result: 'false', errorMsg: ACCOUNT_REGISTRATION_MESSAGES.forbidden });
  });

  it("lets a second applicant apply for a unit another's application waits for; the auditor sees both, the first approved wins", async () => {
    const uscc = '91330205MA2H3K7P28';
    const squatter = await post(server.url, '/a/stone/common/account/apply', { ...FORM, uscc, orgname: '冒名公司', loginName: 'squat_a', mobile: '13600000011', smsCode: await smsCode('13600000011') });
    expect(squatter.body).toMatchObject({ success: true });
    // The public check does not name a unit that only waits for the audit.
    const check = await post(server.url, '/a/stone/common/ogmUnitRegistCheck', { uscc });
    expect(check.body).toMatchObject({ success: true, data: { registered: false, orgname: null } });
    const owner = await post(server.url, '/a/stone/common/account/apply', { ...FORM, uscc, loginName: 'owner_a', mobile: '13600000012', smsCode: await smsCode('13600000012') });
    expect(owner.body).toMatchObject({ success: true });
    const ownerId = (owner.body.data as { id: string }).id;
    const squatterId = (squatter.body.data as { id: string }).id;

    const detail = await get(server.url, `/a/stone/account/registerDetail/${ownerId}`, shenhe);
    expect((detail.body.data as { competing: { id: string; orgname: string }[] }).competing).toEqual([expect.objectContaining({ id: squatterId, orgname: '冒名公司' })]);
    expect((await post(server.url, '/a/stone/account/audit', { id: ownerId, opinion: '' }, shenhe)).body).toMatchObject({ result: 'true' });
    expect((await post(server.url, '/a/stone/account/audit', { id: squatterId, opinion: '' }, shenhe)).body).toEqual({ result: 'false', errorMsg: ACCOUNT_REGISTRATION_MESSAGES.unitTaken });
  });

  it('expires an application after seven days without a decision: it frees its login name and cannot be approved', async () => {
    const applied = await post(server.url, '/a/stone/common/account/apply', { ...FORM, uscc: '91330205MA2H3K7N14', loginName: 'slow_a', mobile: '13600000013', smsCode: await smsCode('13600000013') });
    expect(applied.body).toMatchObject({ success: true });
    const id = (applied.body.data as { id: string }).id;
    const mobile = '13600000014';
    const taken = await post(server.url, '/a/stone/common/account/apply', { ...FORM, uscc: '91330205MA2H3K7N14', loginName: 'slow_a', mobile, smsCode: await smsCode(mobile) });
    expect(taken.body).toEqual({ success: false, errmsg: ACCOUNT_REGISTRATION_MESSAGES.loginNameTaken });

    clock.advance(7 * 24 * 60 * 60 * 1000 + 60_000);
    shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
    expect((await post(server.url, '/a/stone/account/audit', { id, opinion: '' }, shenhe)).body).toEqual({ result: 'false', errorMsg: ACCOUNT_REGISTRATION_MESSAGES.expired });
    expect(((await get(server.url, `/a/stone/account/registerDetail/${id}`, shenhe)).body.data as { status: string }).status).toBe('已失效');
    const again = await post(server.url, '/a/stone/common/account/apply', { ...FORM, uscc: '91330205MA2H3K7N14', loginName: 'slow_a', mobile, smsCode: await smsCode(mobile) });
    expect(again.body).toMatchObject({ success: true });
  });
});
