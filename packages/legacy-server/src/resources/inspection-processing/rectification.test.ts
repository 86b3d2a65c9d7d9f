import { addMonthsIso } from '@portal/contract';
import { ZWireAttachment, ZWireProcessingDetail, type WireProcessingDetail } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment } from '../../db/schema';
import { get, login, post, type WireAnswer, type WireSession } from '../../http/wire-test-client';
import { formatWireDate } from '../../http/wire-date';
import { pdfText } from '../../pdf/testing';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';
import { transitionApplication } from '../inspection-applications/transitions';

const AUDIT = '/a/stone/appOnlineAudit';
/** 悦澜's application for 1号客梯 awaiting payment (seed), moved to 已约检 in beforeAll. */
const APPLICATION = '60001';
const ELEVATOR = '30101';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024, 0x20), Buffer.from('\n%%EOF\n')]);

/** A Beijing date `days` before today: accepted 10 days ago, inspected 6 days ago, re-inspected 3 days ago. */
const daysAgo = (days: number) => formatWireDate(new Date(Date.now() - days * 86_400_000));
const CHECKED = daysAgo(6);
const RECHECKED = daysAgo(3);

let server: RunningLegacyServer;
let shenhe: WireSession;
let pizhun: WireSession;
let qiye: WireSession;
let zhenhai: WireSession;
let itemId: string;

beforeAll(async () => {
  server = await startTestLegacyServer();
  shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
  pizhun = await login(server.url, 'pizhun', DEMO_PASSWORD);
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
  for (const to of ['已缴费', '已受理', '已约检'] as const) {
    await transitionApplication(server.db, { id: APPLICATION, to, operator: '审核员', remark: to, now: new Date(Date.now() - 10 * 86_400_000) });
  }
  itemId = (await detail()).application.items[0]!.id;
});
afterAll(async () => {
  await server?.close();
});

const parsedDetail = (body: WireAnswer): WireProcessingDetail => ZWireProcessingDetail.parse(body.data);
const detail = async () => parsedDetail((await get(server.url, `${AUDIT}/detail/${APPLICATION}`, shenhe)).body);
const audit = async (path: string, form: Record<string, string>, session = shenhe) => (await post(server.url, `${AUDIT}/${path}`, form, session)).body;
const rectify = async (form: Record<string, string>, session = qiye) => (await post(server.url, '/a/stone/appOnline/rectify', { id: APPLICATION, ...form }, session)).body;
const result = (conclusion: string, extra: Record<string, string> = {}) =>
  audit('result', { id: APPLICATION, checkDate: CHECKED, results: JSON.stringify([{ itemId, checkConclusion: conclusion, nextCheckDate: addMonthsIso(CHECKED, 12) }]), ...extra });

function printUrl(reportId: string, type: string, session: WireSession): string {
  return `${server.url}/api/print/report/${reportId}/${type}?__sid=${session.sid}&__extend=${session.extend}`;
}

async function uploadRectificationFile(): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PDF]), '整改照片.pdf');
  form.append('bizType', 'appOnlineRectify');
  const response = await fetch(`${server.url}/a/stone/common/attachment/upload?__sid=${qiye.sid}&__extend=${qiye.extend}`, { method: 'POST', body: form });
  const body = (await response.json()) as WireAnswer;
  return ZWireAttachment.parse(body.data).attsysid;
}

describe('the opinion-notice branch: 意见通知书 → 整改反馈 → 复检 → report', () => {
  it('refuses a failed first result without a rectification deadline, or with one before the check', async () => {
    expect(await result('不合格')).toMatchObject({ isSuccess: 0, errorMsg: '检验不合格时请填写整改期限' });
    expect(await result('不合格', { rectifyDeadline: daysAgo(7) })).toMatchObject({ isSuccess: 0, errorMsg: '整改期限不能早于检验日期' });
    expect(String((await result('复检合格')).errorMsg)).toContain('复检应选择复检结论，首次检验不能选择复检结论');
    expect((await detail()).application.status).toBe('已约检');
  });

  it('issues the opinion notice with its deadline; the unit reads it before the report is out', async () => {
    const noticed = parsedDetail(await result('不合格', { rectifyDeadline: '2027-01-02', remark: '曳引钢丝绳断丝超标' }));
    expect(noticed.application.status).toBe('意见通知书');
    expect(noticed).toMatchObject({ rectifyDeadline: '2027-01-02', rectifyContent: undefined });
    const reportId = noticed.results[0]!.reportId;
    const pdf = await fetch(printUrl(reportId, 'YJTZS', qiye));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/\s/g, '');
    expect(text).toContain('于2027年1月2日前完成整改');
    expect(text).toContain('曳引钢丝绳断丝超标');
    // Only the notice while pending, and only for the unit.
    expect(((await (await fetch(printUrl(reportId, 'LLDSJ', qiye))).json()) as WireAnswer).result).toBe('false');
    expect(((await (await fetch(printUrl(reportId, 'YJTZS', zhenhai))).json()) as WireAnswer).result).toBe('false');
  });

  it('takes the unit’s rectification with its files, once, and not from another unit', async () => {
    expect(await rectify({ content: '  ' })).toMatchObject({ isSuccess: 0, errorMsg: '请填写整改情况（不超过1000字）' });
    expect(await rectify({ content: '已更换钢丝绳' }, zhenhai)).toMatchObject({ isSuccess: 0, errorMsg: '报检申请不存在或无权查看' });
    expect(await audit('reinspect', { id: APPLICATION, scheduleDate: '2026-12-20', inspector: '李工' })).toMatchObject({ isSuccess: 0 });
    const file = await uploadRectificationFile();
    const answered = parsedDetail(await rectify({ content: '已更换曳引钢丝绳，维保单位出具了更换记录', attachmentIds: file }));
    expect(answered.application.status).toBe('整改反馈');
    expect(answered).toMatchObject({ rectifyContent: '已更换曳引钢丝绳，维保单位出具了更换记录', rectifyBy: expect.any(String), rectifyDate: expect.any(String) });
    expect(await rectify({ content: '再次提交' })).toMatchObject({ isSuccess: 0, errorMsg: '只有已出具意见通知书的申请可以提交整改反馈' });
    // The reviewer reads the rectification's files as evidence.
    const files = (await get(server.url, '/a/stone/common/attachment/list', shenhe, { bizType: 'appOnlineRectify', attrefsysid: APPLICATION })).body;
    expect((files.data as { attsysid: string }[]).map((row) => row.attsysid)).toEqual([file]);
  });

  it('schedules the re-inspection, takes only re-inspection conclusions, and reports a failed one without a second notice', async () => {
    expect(await audit('schedule', { id: APPLICATION, scheduleDate: '2026-12-20', inspector: '李工' })).toMatchObject({ isSuccess: 0 });
    const scheduled = parsedDetail(await audit('reinspect', { id: APPLICATION, scheduleDate: '2026-12-20', inspector: '李工' }));
    expect(scheduled).toMatchObject({ scheduleDate: '2026-12-20', inspector: '李工' });
    expect(scheduled.application.status).toBe('复检');
    expect(String((await result('合格')).errorMsg)).toContain('复检应选择复检结论');
    const reported = parsedDetail(
      await audit('result', { id: APPLICATION, checkDate: RECHECKED, results: JSON.stringify([{ itemId, checkConclusion: '复检合格', nextCheckDate: addMonthsIso(RECHECKED, 12) }]) }),
    );
    expect(reported.application.status).toBe('报告编制中');
    expect(reported.results).toEqual([expect.objectContaining({ checkConclusion: '复检合格', checkDate: RECHECKED })]);
    // The rectification stays on record; the notice of the replaced result is gone with it.
    expect(reported.rectifyContent).toContain('已更换曳引钢丝绳');
    expect(((await (await fetch(printUrl(reported.results[0]!.reportId, 'YJTZS', qiye))).json()) as WireAnswer).result).toBe('false');
    const issued = parsedDetail(await audit('issueReport', { id: APPLICATION }, pizhun));
    expect(issued.application.history.map((row) => row.status)).toEqual(expect.arrayContaining(['意见通知书', '整改反馈', '复检', '报告编制中', '报告已出具']));
    const [file] = await server.db.select().from(equipment).where(eq(equipment.id, ELEVATOR));
    expect(file).toMatchObject({ checkConclusion: '复检合格', lastCheckDate: RECHECKED, nextCheckDate: addMonthsIso(RECHECKED, 12) });
  });
});
