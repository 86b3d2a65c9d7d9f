import { addMonthsIso, pageOf, shanghaiToday, ZInspectionApplicationInspectionSchema, ZInspectionApplicationSummarySchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

/** 宏泰 (zhenhai): the seeded paid application for its steam boiler (30203), walked by the institute below. */
const APPLICATION = '60021';
const BOILER = '30203';

const { cookies, inject } = setUpGatewayTests(['zhenhai', 'qiye', 'shenhe', 'pizhun']);
/** Accepted and inspected today (a check date before 受理 is refused). */
const TODAY = shanghaiToday();

const inspectionOf = async (cookie: string, id = APPLICATION) => {
  const res = await inject(cookie, 'GET', `/api/v1/inspection-applications/${id}/inspection`);
  expect(res.statusCode, res.body).toBe(200);
  return ZInspectionApplicationInspectionSchema.parse(res.json());
};

describe('GET /api/v1/inspection-applications/:id/inspection', () => {
  it('answers 401 without a session, 403 to the institute (no inspection:view) and 404 for another unit’s application', async () => {
    expect((await inject(undefined, 'GET', `/api/v1/inspection-applications/${APPLICATION}/inspection`)).statusCode).toBe(401);
    expect((await inject(cookies.shenhe, 'GET', `/api/v1/inspection-applications/${APPLICATION}/inspection`)).statusCode).toBe(403);
    const foreign = await inject(cookies.qiye, 'GET', `/api/v1/inspection-applications/${APPLICATION}/inspection`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toContain('application/problem+json');
    expect((await inject(cookies.zhenhai, 'GET', '/api/v1/inspection-applications/99999/inspection')).statusCode).toBe(404);
  });

  it('shows the unit a paid application with its items and nothing inspected yet', async () => {
    const before = await inspectionOf(cookies.zhenhai);
    expect(before).toMatchObject({ applicationId: APPLICATION, schedule: null, checkDate: null, results: [] });
    expect(before.items).toEqual([expect.objectContaining({ equipmentId: BOILER, itemId: expect.any(String) })]);
  });

  it('tells the whole story of 悦澜’s seeded finished application 60004 (the escalator): schedule, result, issued report', async () => {
    const finished = await inspectionOf(cookies.qiye, '60004');
    const itemId = finished.items[0]!.itemId;
    expect(finished.schedule).toEqual({ scheduledDate: finished.checkDate, inspector: '周建明、陈立' });
    expect(finished.results).toEqual([
      expect.objectContaining({ itemId, conclusion: 'qualified', reportNo: expect.stringMatching(/^NBTJ-DT-\d{4}-30103$/), checkDate: finished.checkDate, issuedAt: expect.any(String) }),
    ]);
  });

  it('follows the institute’s schedule, result and issued report', async () => {
    expect((await inject(cookies.shenhe, 'POST', `/api/v1/inspection-processing/${APPLICATION}/accept`, {})).statusCode).toBe(200);
    expect((await inject(cookies.shenhe, 'POST', `/api/v1/inspection-processing/${APPLICATION}/schedule`, { scheduledDate: '2026-12-03', inspector: '周工' })).statusCode).toBe(200);
    const scheduled = await inspectionOf(cookies.zhenhai);
    expect(scheduled.schedule).toEqual({ scheduledDate: '2026-12-03', inspector: '周工' });
    const itemId = scheduled.items[0]!.itemId;

    const recorded = await inject(cookies.shenhe, 'POST', `/api/v1/inspection-processing/${APPLICATION}/result`, {
      checkDate: TODAY,
      results: [{ itemId, conclusion: 'meets', nextCheckDate: addMonthsIso(TODAY, 12) }],
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const reporting = await inspectionOf(cookies.zhenhai);
    expect(reporting).toMatchObject({ checkDate: TODAY, results: [{ itemId, conclusion: 'meets', nextCheckDate: addMonthsIso(TODAY, 12), issuedAt: null }] });

    expect((await inject(cookies.pizhun, 'POST', `/api/v1/inspection-processing/${APPLICATION}/issue-report`, {})).statusCode).toBe(200);
    const issued = await inspectionOf(cookies.zhenhai);
    expect(issued.results[0]!.issuedAt).not.toBeNull();
    expect(issued.results[0]!.reportNo).toMatch(/^NBTJ-/);
  });
});

describe('GET /api/v1/inspection-applications?equipmentId=', () => {
  it('lists the unit’s applications naming one equipment file, and none of another unit’s file', async () => {
    const mine = await inject(cookies.zhenhai, 'GET', `/api/v1/inspection-applications?equipmentId=${BOILER}`);
    expect(mine.statusCode, mine.body).toBe(200);
    // 60031: the seeded 监督检验 of the same boiler (seed/demo-inspection-kinds.ts).
    expect(pageOf(ZInspectionApplicationSummarySchema).parse(mine.json()).items.map((item) => item.id).sort()).toEqual([APPLICATION, '60031'].sort());
    const foreign = await inject(cookies.qiye, 'GET', `/api/v1/inspection-applications?equipmentId=${BOILER}`);
    expect(pageOf(ZInspectionApplicationSummarySchema).parse(foreign.json()).items).toEqual([]);
    const tooLong = await inject(cookies.zhenhai, 'GET', `/api/v1/inspection-applications?equipmentId=${'9'.repeat(65)}`);
    expect(tooLong.statusCode).toBe(400);
  });
});
