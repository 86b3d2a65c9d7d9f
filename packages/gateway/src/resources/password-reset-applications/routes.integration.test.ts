import { message, pageOf, ZAuditRecordSchema, ZPasswordResetApplicationSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { login, setUpGatewayTests } from '../../integration-support';

const ZPage = pageOf(ZPasswordResetApplicationSchema);
const ZAuditPage = pageOf(ZAuditRecordSchema);
/** The new password of the seeded applications (legacy-server's demo data). */
const DEMO_RESET_PASSWORD = 'Reset@2024';
const WAITING = '60001';
const REJECTED = '60003';

const gateway = setUpGatewayTests(['shenhe', 'qiye', 'admin']);
const { cookies, inject } = gateway;

describe('GET /api/v1/password-reset-applications', () => {
  it('lists the applications with codes and masked mobiles, newest first', async () => {
    const res = await inject(cookies.shenhe, 'GET', '/api/v1/password-reset-applications');
    expect(res.statusCode, res.body).toBe(200);
    const page = ZPage.parse(res.json());
    expect(page.items.map((item) => [item.id, item.state])).toEqual([
      [WAITING, 'pending'],
      [REJECTED, 'rejected'],
      ['60002', 'approved'],
    ]);
    expect(page.items[0]).toMatchObject({ loginName: 'weak', mobileMasked: '137****5520' });
    expect(res.body).not.toContain('13732185520');
  });

  it('filters by state (the check list) and sorts', async () => {
    const pending = ZPage.parse((await inject(cookies.shenhe, 'GET', '/api/v1/password-reset-applications?state=pending')).json());
    expect(pending.items.map((item) => item.id)).toEqual([WAITING]);
    const oldest = ZPage.parse((await inject(cookies.shenhe, 'GET', '/api/v1/password-reset-applications?sort=submittedAt:asc&pageSize=1')).json());
    expect(oldest).toMatchObject({ total: 3, pageSize: 1, items: [{ id: '60002' }] });
  });

  it('answers 400 for a sort field the list does not have', async () => {
    expect((await inject(cookies.shenhe, 'GET', '/api/v1/password-reset-applications?sort=mobile:asc')).statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 to an enterprise user', async () => {
    expect((await inject(undefined, 'GET', '/api/v1/password-reset-applications')).statusCode).toBe(401);
    expect((await inject(cookies.qiye, 'GET', '/api/v1/password-reset-applications')).statusCode).toBe(403);
    expect((await inject(cookies.qiye, 'GET', `/api/v1/password-reset-applications/${WAITING}`)).statusCode).toBe(403);
    expect((await inject(cookies.qiye, 'POST', `/api/v1/password-reset-applications/${WAITING}/audit`, { approved: true })).statusCode).toBe(403);
  });
});

describe('GET /api/v1/password-reset-applications/:id', () => {
  it('answers one application with its decision', async () => {
    const res = await inject(cookies.shenhe, 'GET', `/api/v1/password-reset-applications/${REJECTED}`);
    expect(ZPasswordResetApplicationSchema.parse(res.json())).toMatchObject({ state: 'rejected', auditor: '陈审核', opinion: expect.stringContaining('不一致') });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await inject(cookies.shenhe, 'GET', '/api/v1/password-reset-applications/nope')).statusCode).toBe(404);
  });
});

describe('POST /api/v1/password-reset-applications/:id/audit', () => {
  it('refuses a rejection without an opinion with the field message, and changes nothing', async () => {
    const res = await inject(cookies.shenhe, 'POST', `/api/v1/password-reset-applications/${WAITING}/audit`, { approved: false, opinion: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'opinion', code: 'required', message: message('required') });
    expect(ZPasswordResetApplicationSchema.parse((await inject(cookies.shenhe, 'GET', `/api/v1/password-reset-applications/${WAITING}`)).json()).state).toBe('pending');
  });

  it('approving puts the new password in force, and the applicant signs in with it and works without a second change', async () => {
    const res = await inject(cookies.shenhe, 'POST', `/api/v1/password-reset-applications/${WAITING}/audit`, { approved: true, opinion: '已电话核实' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZPasswordResetApplicationSchema.parse(res.json())).toMatchObject({ state: 'approved', auditor: '陈审核', opinion: '已电话核实' });
    await expect(login(gateway.app, 'weak', '123456')).rejects.toThrow();
    const weak = await login(gateway.app, 'weak', DEMO_RESET_PASSWORD);
    const me = await inject(weak, 'GET', '/api/v1/session');
    expect(me.json()).toMatchObject({ loginName: 'weak', isSimplePwd: false });
    expect((await inject(weak, 'GET', '/api/v1/equipment')).statusCode).toBe(200);
    expect((await inject(weak, 'GET', '/api/v1/unit')).statusCode).toBe(200);
  });

  it('answers 409 to a second decision', async () => {
    const res = await inject(cookies.shenhe, 'POST', `/api/v1/password-reset-applications/${WAITING}/audit`, { approved: false, opinion: '重复审核' });
    expect(res.statusCode).toBe(409);
  });

  it('writes every decision, taken or refused, to the security audit trail', async () => {
    const res = await inject(cookies.admin, 'GET', '/api/v1/audit-records?pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const records = ZAuditPage.parse(res.json()).items.filter((record) => record.event === 'password-reset-audited');
    expect(records.map((record) => [record.outcome, record.user, record.target, record.detail])).toEqual(
      expect.arrayContaining([
        ['success', 'shenhe', `password-reset-application:${WAITING}`, '通过'],
        ['failure', 'shenhe', `password-reset-application:${WAITING}`, '该申请已审核，不能重复审核'],
      ]),
    );
  });
});
