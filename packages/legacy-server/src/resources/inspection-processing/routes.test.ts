import { createHash } from 'node:crypto';
import { addMonthsIso } from '@portal/contract';
import { ZWireProcessingDetail, ZWireReport, ZWireReportVerification, type WireProcessingDetail } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment, equipmentInspections, reportDocuments, reports as reportRows } from '../../db/schema';
import { get, login, post, type WireAnswer, type WireSession } from '../../http/wire-test-client';
import { formatWireDate } from '../../http/wire-date';
import { pdfText } from '../../pdf/testing';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';
import { transitionApplication } from '../inspection-applications/transitions';

const BASE = '/a/stone/appOnlineAudit';
/** 悦澜's draft periodic application for its hot-water boiler (seed), submitted in beforeAll. */
const SUBMITTED = '60002';
const BOILER = '30104';
/** The visit is recorded on the day of acceptance (Beijing's today): a check date before 受理 is refused. */
const TODAY = formatWireDate(new Date());
/** A boiler's rule: the next external inspection a year on. */
const NEXT = addMonthsIso(TODAY, 12);

let server: RunningLegacyServer;
let shenhe: WireSession;
let jianyan: WireSession;
let pizhun: WireSession;
let qiye: WireSession;
let zhenhai: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
  jianyan = await login(server.url, 'jianyan', DEMO_PASSWORD);
  pizhun = await login(server.url, 'pizhun', DEMO_PASSWORD);
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
  await transitionApplication(server.db, { id: SUBMITTED, to: '已提交', operator: '赵敏', remark: '提交申请', now: new Date() });
});
afterAll(async () => {
  await server?.close();
});

const detailOf = (body: WireAnswer): WireProcessingDetail => ZWireProcessingDetail.parse(body.data);

async function act(path: string, form: Record<string, string>, session = shenhe) {
  return (await post(server.url, `${BASE}/${path}`, form, session)).body;
}

describe('appOnlineAudit: the institute moves an application through its life', () => {
  it('refuses an enterprise account on every institute call', async () => {
    const list = (await get(server.url, `${BASE}/list`, qiye)).body;
    expect(list).toMatchObject({ isSuccess: 0, errorMsg: '无权处理报检申请' });
    expect(await act('preReview', { id: SUBMITTED, pass: '1' }, qiye)).toMatchObject({ isSuccess: 0 });
  });

  it('lists every unit’s applications but drafts, with the unit’s name', async () => {
    const body = (await get(server.url, `${BASE}/list`, shenhe, { pageSize: '50' })).body;
    expect(body.isSuccess).toBe(1);
    const rows = (body.data as { list: { application: { id: string; status: string }; unitName: string }[] }).list;
    expect(rows.find((row) => row.application.id === SUBMITTED)?.unitName).toContain('悦澜');
    expect(rows.find((row) => row.application.id === '60011')?.unitName).toContain('精工');
    expect(rows.some((row) => row.application.status === '草稿')).toBe(false);
  });

  it('lists what waits for the institute with todo=1 and the rest with todo=0', async () => {
    const ids = async (todo: string) => {
      const body = (await get(server.url, `${BASE}/list`, shenhe, { pageSize: '50', todo })).body;
      return (body.data as { list: { application: { id: string; status: string } }[] }).list.map((row) => row.application);
    };
    const waiting = await ids('1');
    // Submitted (to pre-review) and paid (to accept); not 待缴费, 退回 or 意见通知书, which wait for the unit.
    expect(waiting.map((row) => row.id)).toEqual(expect.arrayContaining([SUBMITTED, '60011', '60021']));
    expect(waiting.every((row) => ['已提交', '已缴费', '已受理', '已约检', '检验中', '整改反馈', '复检', '报告编制中'].includes(row.status))).toBe(true);
    const others = await ids('0');
    expect(others.map((row) => row.id)).toEqual(expect.arrayContaining(['60001', '60003', '60004', '60022']));
    expect(others.some((row) => waiting.some((other) => other.id === row.id))).toBe(false);
  });

  it('gives each role its own queue with todo=1: 审核批准 the reports, 检验员 the visits', async () => {
    const queue = async (session: WireSession) => {
      const body = (await get(server.url, `${BASE}/list`, session, { pageSize: '50', todo: '1' })).body;
      return new Set((body.data as { list: { application: { status: string } }[] }).list.map((row) => row.application.status));
    };
    // 宏泰's paid application (seed) is accepted and scheduled here: it waits for the inspector.
    await transitionApplication(server.db, { id: '60021', to: '已受理', operator: '周受理', remark: '', now: new Date() });
    await transitionApplication(server.db, { id: '60021', to: '已约检', operator: '周受理', remark: '', now: new Date() });
    const approver = await queue(pizhun);
    expect([...approver].every((state) => state === '报告编制中')).toBe(true);
    const inspector = await queue(jianyan);
    expect(inspector.has('已约检')).toBe(true);
    expect([...inspector].every((state) => ['已约检', '检验中', '复检'].includes(state))).toBe(true);
    expect([...(await queue(shenhe))].some((state) => state === '报告编制中')).toBe(false);
  });

  it('needs a reason to return, then returns with it; a second pre-review of a returned one is refused', async () => {
    expect(await act('preReview', { id: SUBMITTED, pass: '0', opinion: '' })).toMatchObject({ isSuccess: 0, errorMsg: '退回时请填写退回原因' });
    const returned = await act('preReview', { id: SUBMITTED, pass: '0', opinion: '请补充现场联系人' });
    expect(detailOf(returned).application).toMatchObject({ status: '退回', opinion: '请补充现场联系人' });
    const again = await act('preReview', { id: SUBMITTED, pass: '1' });
    expect(again.isSuccess).toBe(0);
    expect(String(again.errorMsg)).toContain('当前状态不允许此操作');
    // The unit resubmits (as its save would) and the institute passes it.
    await transitionApplication(server.db, { id: SUBMITTED, to: '已提交', operator: '赵敏', remark: '重新提交', now: new Date() });
    const passed = await act('preReview', { id: SUBMITTED, pass: '1' });
    expect(detailOf(passed).application.status).toBe('待缴费');
  });

  it('accepts only a paid application', async () => {
    expect(await act('accept', { id: SUBMITTED })).toMatchObject({ isSuccess: 0, errorMsg: '申请尚未缴费，不能受理' });
    await transitionApplication(server.db, { id: SUBMITTED, to: '已缴费', operator: '系统', remark: '在线支付成功', now: new Date() });
    const accepted = detailOf(await act('accept', { id: SUBMITTED })).application;
    expect(accepted.status).toBe('已受理');
    // The state's own word is not written again as its remark (已受理 / 已受理).
    expect(accepted.history.at(-1)).toMatchObject({ status: '已受理', remark: '' });
  });

  it('schedules and re-schedules with date and inspector', async () => {
    expect(await act('schedule', { id: SUBMITTED, scheduleDate: '2026-12-01', inspector: '' })).toMatchObject({ isSuccess: 0 });
    await act('schedule', { id: SUBMITTED, scheduleDate: '2026-12-01', inspector: '李工' });
    const moved = detailOf(await act('schedule', { id: SUBMITTED, scheduleDate: '2026-12-03', inspector: '周工' }));
    expect(moved).toMatchObject({ scheduleDate: '2026-12-03', inspector: '周工' });
    expect(moved.application.status).toBe('已约检');
  });

  it('refuses a conclusion of another family and a result missing an item', async () => {
    const detail = detailOf((await get(server.url, `${BASE}/detail/${SUBMITTED}`, shenhe)).body);
    const itemId = detail.application.items[0]!.id;
    const wrong = await act('result', { id: SUBMITTED, checkDate: TODAY, results: JSON.stringify([{ itemId, checkConclusion: '合格' }]) });
    expect(String(wrong.errorMsg)).toContain('检验结论与设备类别不符');
    const none = await act('result', { id: SUBMITTED, checkDate: TODAY, results: '[]' });
    expect(none).toMatchObject({ isSuccess: 0, errorMsg: '检验结果不完整' });
  });

  it("refuses a check date after today (Beijing's), whatever the server's time zone", async () => {
    const detail = detailOf((await get(server.url, `${BASE}/detail/${SUBMITTED}`, shenhe)).body);
    const itemId = detail.application.items[0]!.id;
    const tomorrow = formatWireDate(new Date(Date.now() + 86_400_000));
    const ahead = await act('result', { id: SUBMITTED, checkDate: tomorrow, results: JSON.stringify([{ itemId, checkConclusion: '符合要求' }]) });
    expect(ahead).toMatchObject({ isSuccess: 0, errorMsg: '检验日期不能晚于今天' });
  });

  it('refuses a check date before the application was accepted', async () => {
    const detail = detailOf((await get(server.url, `${BASE}/detail/${SUBMITTED}`, shenhe)).body);
    const itemId = detail.application.items[0]!.id;
    const yesterday = formatWireDate(new Date(Date.now() - 86_400_000));
    const early = await act('result', { id: SUBMITTED, checkDate: yesterday, results: JSON.stringify([{ itemId, checkConclusion: '符合要求' }]) });
    expect(early).toMatchObject({ isSuccess: 0, errorMsg: '检验日期不能早于受理日期' });
  });

  it('lets each role do only its own step', async () => {
    // 检验员 cannot accept or schedule, 审核批准 cannot record a result, an 受理员 cannot issue.
    expect(await act('schedule', { id: SUBMITTED, scheduleDate: '2026-12-03', inspector: '周工' }, jianyan)).toMatchObject({ isSuccess: 0, errorMsg: '您的角色不能办理这一步' });
    const detail = detailOf((await get(server.url, `${BASE}/detail/${SUBMITTED}`, pizhun)).body);
    const itemId = detail.application.items[0]!.id;
    expect(await act('result', { id: SUBMITTED, checkDate: TODAY, results: JSON.stringify([{ itemId, checkConclusion: '符合要求' }]) }, pizhun)).toMatchObject({
      isSuccess: 0,
      errorMsg: '您的角色不能办理这一步',
    });
    expect(await act('issueReport', { id: SUBMITTED }, shenhe)).toMatchObject({ isSuccess: 0, errorMsg: '您的角色不能办理这一步' });
  });

  it('records the result, issues the report (by another person) and moves the boiler’s file on', async () => {
    const detail = detailOf((await get(server.url, `${BASE}/detail/${SUBMITTED}`, shenhe)).body);
    const itemId = detail.application.items[0]!.id;
    const recorded = detailOf(
      await act('result', { id: SUBMITTED, checkDate: TODAY, results: JSON.stringify([{ itemId, checkConclusion: '符合要求', nextCheckDate: NEXT }]), remark: '安全阀校验' }, jianyan),
    );
    expect(recorded.application.status).toBe('报告编制中');
    expect(recorded.results).toEqual([expect.objectContaining({ itemId, checkConclusion: '符合要求', nextCheckDate: NEXT, issueDate: undefined })]);
    // The demo 审核批准 who recorded the result may not approve it: the platform holds it, whatever the roles.
    await server.db.update(reportRows).set({ recordedBy: '10008' }).where(eq(reportRows.applicationId, SUBMITTED));
    expect(await act('issueReport', { id: SUBMITTED }, pizhun)).toMatchObject({ isSuccess: 0, errorMsg: '检验结果的录入人不能审核批准同一份报告，请由其他审核批准人员出具' });
    await server.db.update(reportRows).set({ recordedBy: '10007' }).where(eq(reportRows.applicationId, SUBMITTED));
    const issued = detailOf(await act('issueReport', { id: SUBMITTED }, pizhun));
    const [stored] = await server.db.select().from(reportRows).where(eq(reportRows.reportNo, issued.results[0]!.reportNo));
    expect(stored).toMatchObject({ recordedBy: '10007', issuedBy: '10008' });
    expect(issued.application.status).toBe('报告已出具');
    const reportNo = issued.results[0]!.reportNo;
    const [file] = await server.db.select().from(equipment).where(eq(equipment.id, BOILER));
    expect(file).toMatchObject({ lastCheckDate: TODAY, nextCheckDate: NEXT, inspectionReportNo: reportNo, checkConclusion: '符合要求' });
    const history = await server.db.select().from(equipmentInspections).where(eq(equipmentInspections.equipmentId, BOILER));
    expect(history.map((row) => row.reportNo)).toContain(reportNo);
    expect(issued.application.history.map((row) => row.status)).toEqual(expect.arrayContaining(['退回', '待缴费', '已受理', '已约检', '报告编制中', '报告已出具']));

    // The unit finds it in its collection and downloads its files.
    const reports = (await get(server.url, '/a/stone/report/list', qiye, { reportNo })).body;
    const [report] = (reports.data as { list: unknown[] }).list.map((row) => ZWireReport.parse(row));
    expect(report).toMatchObject({ reportNo, checkConclusion: '符合要求', fileTypes: 'LLDSJ,TZSXZ,DYSYBJ' });
    const pdf = await fetch(`${server.url}/api/print/report/${report!.id}/LLDSJ?__sid=${qiye.sid}&__extend=${qiye.extend}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('检验报告_')}`);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    // Rendered once at issue and kept: every download is the same bytes, named by their SHA-256.
    const kept = await server.db.select().from(reportDocuments).where(eq(reportDocuments.reportId, report!.id));
    expect(kept.map((row) => row.fileType).sort()).toEqual(['DYSYBJ', 'LLDSJ', 'TZSXZ']);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(pdf.headers.get('etag')).toBe(`"${sha256}"`);
    expect(kept.find((row) => row.fileType === 'LLDSJ')?.sha256).toBe(sha256);
    const again = await fetch(`${server.url}/api/print/report/${report!.id}/LLDSJ?__sid=${qiye.sid}&__extend=${qiye.extend}`);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    const unchanged = await fetch(`${server.url}/api/print/report/${report!.id}/LLDSJ?__sid=${qiye.sid}&__extend=${qiye.extend}`, { headers: { 'if-none-match': `"${sha256}"` } });
    expect(unchanged.status).toBe(304);
    // The QR code's page: no session, what the report prints and the kept files' SHA-256.
    const [issuedRow] = await server.db.select().from(reportRows).where(eq(reportRows.id, report!.id));
    const verified = (await (await fetch(`${server.url}/a/public/report/verify?code=${issuedRow!.verifyCode}`)).json()) as WireAnswer;
    expect(ZWireReportVerification.parse(verified.data)).toMatchObject({ reportNo, checkConclusion: '符合要求', files: expect.arrayContaining([{ fileType: 'LLDSJ', sha256 }]) });
    expect((await (await fetch(`${server.url}/a/public/report/verify?code=${'0'.repeat(24)}`)).json()) as WireAnswer).toMatchObject({ result: 'false', errorMsg: '未找到该报告，请核对二维码' });
    const text = pdfText(bytes);
    expect(text).toContain('12003302122020110003');
    expect(text).toContain(reportNo);
    expect(text).toContain('锅炉定期检验报告');
    // Not for another unit, and no opinion notice for a passed inspection.
    expect((await (await fetch(`${server.url}/api/print/report/${report!.id}/LLDSJ?__sid=${zhenhai.sid}&__extend=${zhenhai.extend}`)).json()) as WireAnswer).toMatchObject({ result: 'false' });
    expect((await (await fetch(`${server.url}/api/print/report/${report!.id}/YJTZS?__sid=${qiye.sid}&__extend=${qiye.extend}`)).json()) as WireAnswer).toMatchObject({ result: 'false' });
  });
});
