import { ZInstituteDeskSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

const { cookies, inject } = setUpGatewayTests(['shenhe', 'qiye']);

async function desk(cookie: string) {
  const res = await inject(cookie, 'GET', '/api/v1/dashboard/institute');
  expect(res.statusCode, res.body).toBe(200);
  return ZInstituteDeskSchema.parse(res.json());
}

describe('GET /api/v1/dashboard/institute', () => {
  it("counts what waits for the auditor, and today's decisions as they are taken", async () => {
    const before = await desk(cookies.shenhe);
    expect(before.resetsWaiting).toBe(1);
    expect(before.registrationsWaiting).toEqual(expect.any(Number));
    const approved = await inject(cookies.shenhe, 'POST', '/api/v1/password-reset-applications/60001/audit', { approved: true, opinion: '' });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await desk(cookies.shenhe);
    expect(after.resetsWaiting).toBe(0);
    expect(after.decidedToday).toBe(before.decidedToday + 1);
  });

  it('answers no figures to a role without the audits', async () => {
    expect(await desk(cookies.qiye)).toEqual({ registrationsWaiting: null, resetsWaiting: null, decidedToday: 0 });
  });

  it('answers 401 without a session', async () => {
    expect((await inject(undefined, 'GET', '/api/v1/dashboard/institute')).statusCode).toBe(401);
  });
});
