import { ZInstituteDeskSchema } from '@portal/contract';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestGateway, type TestGateway } from '../../integration-support';

let platform: { url: string; close(): Promise<void> };
let gateway: TestGateway;
let shenhe: string;
let qiye: string;

beforeAll(async () => {
  platform = await startTestLegacyServer();
  gateway = await startTestGateway(platform.url);
  shenhe = await login(gateway.app, 'shenhe');
  qiye = await login(gateway.app, 'qiye');
});
afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

function inject(cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) {
  return gateway.app.inject({ method, url, ...(cookie ? { cookies: { portal_session: cookie } } : {}), ...(payload ? { payload } : {}) });
}

async function desk(cookie: string) {
  const res = await inject(cookie, 'GET', '/api/v1/dashboard/institute');
  expect(res.statusCode, res.body).toBe(200);
  return ZInstituteDeskSchema.parse(res.json());
}

describe('GET /api/v1/dashboard/institute', () => {
  it("counts what waits for the auditor, and today's decisions as they are taken", async () => {
    const before = await desk(shenhe);
    expect(before.resetsWaiting).toBe(1);
    expect(before.registrationsWaiting).toEqual(expect.any(Number));
    const approved = await inject(shenhe, 'POST', '/api/v1/password-reset-applications/60001/audit', { approved: true, opinion: '' });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await desk(shenhe);
    expect(after.resetsWaiting).toBe(0);
    expect(after.decidedToday).toBe(before.decidedToday + 1);
  });

  it('answers no figures to a role without the audits', async () => {
    expect(await desk(qiye)).toEqual({ registrationsWaiting: null, resetsWaiting: null, decidedToday: 0 });
  });

  it('answers 401 without a session', async () => {
    expect((await inject(undefined, 'GET', '/api/v1/dashboard/institute')).statusCode).toBe(401);
  });
});
