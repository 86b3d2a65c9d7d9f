import { pageOf, ZApplicationInspectionSchema, ZInspectionApplicationSummarySchema } from '@portal/contract';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestGateway, type TestGateway } from '../../integration-support';

/** 宏泰 (zhenhai): the seeded paid application for its steam boiler (30203), walked by the institute below. */
const APPLICATION = '60021';
const BOILER = '30203';

let platform: Awaited<ReturnType<typeof startTestLegacyServer>>;
let gateway: TestGateway;
let zhenhai: string;
let qiye: string;
let shenhe: string;

beforeAll(async () => {
  platform = await startTestLegacyServer();
  gateway = await startTestGateway(platform.url);
  zhenhai = await login(gateway.app, 'zhenhai');
  qiye = await login(gateway.app, 'qiye');
  shenhe = await login(gateway.app, 'shenhe');
});
afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

function inject(cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) {
  return gateway.app.inject({ method, url, ...(cookie ? { cookies: { portal_session: cookie } } : {}), ...(payload ? { payload } : {}) });
}

const inspectionOf = async (cookie: string) => {
  const res = await inject(cookie, 'GET', `/api/v1/inspection-applications/${APPLICATION}/inspection`);
  expect(res.statusCode, res.body).toBe(200);
  return ZApplicationInspectionSchema.parse(res.json());
};

describe('GET /api/v1/inspection-applications/:id/inspection', () => {
  it('answers 401 without a session, 403 to the institute (no inspection:view) and 404 for another unit’s application', async () => {
    expect((await inject(undefined, 'GET', `/api/v1/inspection-applications/${APPLICATION}/inspection`)).statusCode).toBe(401);
    expect((await inject(shenhe, 'GET', `/api/v1/inspection-applications/${APPLICATION}/inspection`)).statusCode).toBe(403);
    const foreign = await inject(qiye, 'GET', `/api/v1/inspection-applications/${APPLICATION}/inspection`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toContain('application/problem+json');
    expect((await inject(zhenhai, 'GET', '/api/v1/inspection-applications/99999/inspection')).statusCode).toBe(404);
  });

  it('shows the unit a paid application with its items and nothing inspected yet', async () => {
    const before = await inspectionOf(zhenhai);
    expect(before).toMatchObject({ applicationId: APPLICATION, schedule: null, checkDate: null, results: [] });
    expect(before.items).toEqual([expect.objectContaining({ equipmentId: BOILER, itemId: expect.any(String) })]);
  });

  it('follows the institute’s schedule, result and issued report', async () => {
    expect((await inject(shenhe, 'POST', `/api/v1/inspection-processing/${APPLICATION}/accept`, {})).statusCode).toBe(200);
    expect((await inject(shenhe, 'POST', `/api/v1/inspection-processing/${APPLICATION}/schedule`, { scheduledDate: '2026-12-03', inspector: '周工' })).statusCode).toBe(200);
    const scheduled = await inspectionOf(zhenhai);
    expect(scheduled.schedule).toEqual({ scheduledDate: '2026-12-03', inspector: '周工' });
    const itemId = scheduled.items[0]!.itemId;

    const recorded = await inject(shenhe, 'POST', `/api/v1/inspection-processing/${APPLICATION}/result`, {
      checkDate: '2026-12-03',
      results: [{ itemId, conclusion: 'meets', nextCheckDate: '2027-12-03' }],
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const reporting = await inspectionOf(zhenhai);
    expect(reporting).toMatchObject({ checkDate: '2026-12-03', results: [{ itemId, conclusion: 'meets', nextCheckDate: '2027-12-03', issuedAt: null }] });

    expect((await inject(shenhe, 'POST', `/api/v1/inspection-processing/${APPLICATION}/issue-report`, {})).statusCode).toBe(200);
    const issued = await inspectionOf(zhenhai);
    expect(issued.results[0]!.issuedAt).not.toBeNull();
    expect(issued.results[0]!.reportNo).toMatch(/^NBTJ-/);
  });
});

describe('GET /api/v1/inspection-applications?equipmentId=', () => {
  it('lists the unit’s applications naming one equipment file, and none of another unit’s file', async () => {
    const mine = await inject(zhenhai, 'GET', `/api/v1/inspection-applications?equipmentId=${BOILER}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(pageOf(ZInspectionApplicationSummarySchema).parse(mine.json()).items.map((item) => item.id)).toEqual([APPLICATION]);
    const foreign = await inject(qiye, 'GET', `/api/v1/inspection-applications?equipmentId=${BOILER}`);
    expect(pageOf(ZInspectionApplicationSummarySchema).parse(foreign.json()).items).toEqual([]);
    const tooLong = await inject(zhenhai, 'GET', `/api/v1/inspection-applications?equipmentId=${'9'.repeat(65)}`);
    expect(tooLong.statusCode).toBe(400);
  });
});
