import { INSPECTION_APPLICATION_WIRE_PATHS as PATHS, ZWireProcessingDetail } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment, inspectionApplicationItems, inspectionApplications, inspectionRectifications, inspectionSchedules, reports } from '../db/schema';
import { addDays } from '../http/wire-date';
import { get, login } from '../http/wire-test-client';
import type { RunningLegacyServer } from '../server';
import { historyOf } from '../resources/inspection-applications/store';
import { isAllowedMove } from '../resources/inspection-applications/transitions';
import { DEMO_PASSWORD, startTestLegacyServer } from '../testing';

/** 悦澜's finished periodic inspection of its escalator (30103). */
const FINISHED = '60004';
const ESCALATOR = '30103';
/** 宏泰's failed liquid-ammonia tank, waiting for the rectification. */
const OPINION_NOTICE = '60022';

let server: RunningLegacyServer;

beforeAll(async () => {
  server = await startTestLegacyServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the seeded finished application 60004', () => {
  it('answers its inspection with the schedule, the result and the issued report of the escalator’s current inspection', async () => {
    const qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
    const { body } = await get(server.url, `${PATHS.inspection}/${FINISHED}`, qiye);
    expect(body.isSuccess, JSON.stringify(body)).toBe(1);
    const detail = ZWireProcessingDetail.parse(body.data);
    const [file] = await server.db.select().from(equipment).where(eq(equipment.id, ESCALATOR));
    const item = detail.application.items[0]!;
    expect(detail).toMatchObject({ scheduleDate: file!.lastCheckDate, inspector: '周建明、陈立', checkDate: file!.lastCheckDate });
    expect(detail.results).toEqual([
      expect.objectContaining({
        itemId: item.id,
        reportNo: file!.inspectionReportNo,
        checkDate: file!.lastCheckDate,
        checkConclusion: '合格',
        nextCheckDate: file!.nextCheckDate,
        issueDate: expect.any(String),
      }),
    ]);
    expect(detail.application.history.map((step) => step.status)).toEqual(['草稿', '已提交', '待缴费', '已缴费', '已受理', '已约检', '报告编制中', '报告已出具']);
    expect(detail.application.history.at(-1)?.remark).toBe(`出具报告 ${file!.inspectionReportNo}`);
  });

  it('is the report of the escalator’s latest inspection, not a second one', async () => {
    const [file] = await server.db.select().from(equipment).where(eq(equipment.id, ESCALATOR));
    const rows = await server.db.select().from(reports).where(eq(reports.equipmentId, ESCALATOR));
    expect(rows.filter((row) => row.checkDate === file!.lastCheckDate)).toHaveLength(1);
    expect(rows.filter((row) => row.reportNo === file!.inspectionReportNo)).toHaveLength(1);
    expect(rows.find((row) => row.reportNo === file!.inspectionReportNo)).toMatchObject({ applicationId: FINISHED, inspectionId: expect.any(String), inspector: '周建明、陈立' });
  });
});

describe('every seeded application', () => {
  it('has the rows its state says the workflow wrote, and none ahead of it', async () => {
    const applications = await server.db.select().from(inspectionApplications);
    expect(applications.length).toBeGreaterThanOrEqual(6);
    for (const application of applications) {
      const id = application.id;
      const history = await historyOf(server.db, id);
      const states = history.map((step) => step.state);
      expect(states.at(-1), id).toBe(application.state);
      for (const step of history) expect(step.remark, `${id}: the remark of ${step.state} repeats it`).not.toBe(step.state);
      for (let step = 1; step < states.length; step += 1) expect(isAllowedMove(states[step - 1]!, states[step]!), `${id}: ${states[step - 1]} → ${states[step]}`).toBe(true);
      const reached = (state: string) => states.includes(state as (typeof states)[number]);

      const items = await server.db.select().from(inspectionApplicationItems).where(eq(inspectionApplicationItems.applicationId, id));
      expect(items.length, id).toBeGreaterThan(0);
      if (application.feeTotal !== null) expect(items.reduce((sum, item) => sum + (item.fee ?? 0), 0), id).toBeCloseTo(application.feeTotal, 2);
      expect(application.paymentState === '已缴费', id).toBe(reached('已缴费'));

      const schedules = await server.db.select().from(inspectionSchedules).where(eq(inspectionSchedules.applicationId, id));
      expect(schedules.length, `${id} schedule`).toBe(reached('已约检') ? 1 : 0);

      const results = await server.db.select().from(reports).where(eq(reports.applicationId, id));
      const recorded = reached('报告编制中') || reached('意见通知书');
      expect(results.map((row) => row.applicationItemId).sort(), `${id} results`).toEqual(recorded ? items.map((item) => item.id).sort() : []);
      for (const row of results) {
        expect(row.issuedAt !== null, `${id} issued`).toBe(reached('报告已出具'));
        expect(row.checkDate, `${id} check date`).toBe(schedules[0]?.checkDate);
      }
      const rectifications = await server.db.select().from(inspectionRectifications).where(eq(inspectionRectifications.applicationId, id));
      expect(rectifications.length, `${id} rectification`).toBe(reached('意见通知书') ? 1 : 0);
    }
  });
});

describe('the seeded opinion notice 60022', () => {
  it('shows 宏泰 the failed tank, the deadline 30 days after the check, and its opinion notice', async () => {
    const zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
    const detail = ZWireProcessingDetail.parse((await get(server.url, `${PATHS.inspection}/${OPINION_NOTICE}`, zhenhai)).body.data);
    expect(detail.application.status).toBe('意见通知书');
    expect(detail.results).toEqual([expect.objectContaining({ checkConclusion: '不符合要求', issueDate: undefined })]);
    expect(detail.rectifyDeadline).toBe(addDays(detail.checkDate!, 30));
    expect(detail.resultRemark).toContain('安全阀校验有效期已过');
    const notice = await fetch(`${server.url}/api/print/report/${detail.results[0]!.reportId}/YJTZS?__sid=${zhenhai.sid}&__extend=${zhenhai.extend}`);
    expect(notice.headers.get('content-type')).toBe('application/pdf');
  });
});
