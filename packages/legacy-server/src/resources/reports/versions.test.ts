import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment, equipmentInspections, reports, smsOutbox } from '../../db/schema';
import { get, login, post, type WireSession } from '../../http/wire-test-client';
import { pdfText } from '../../pdf/testing';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';

/** 悦澜's 1号客梯: its latest report (seed) and the seeded application to re-issue it. */
const OLD_REPORT = 'r-30101-02';
const SEEDED_APPLICATION = '61001';
const REISSUE = '重新出具检验报告';

let server: RunningLegacyServer;
let pizhun: WireSession;
let qiye: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  pizhun = await login(server.url, 'pizhun', DEMO_PASSWORD);
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

const fileOf = (id: string, session: WireSession) => fetch(`${server.url}/api/print/report/${id}/LLDSJ?__sid=${session.sid}&__extend=${session.extend}`);
const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');
const decide = (id: string) => post(server.url, '/a/stone/reissueApply/audit', { id, pass: '1', dealType: REISSUE }, pizhun);

describe('a re-issue makes a new report version', () => {
  it('supersedes the old report once when two decisions arrive at once, and keeps the old file byte for byte', async () => {
    const [old] = await server.db.select().from(reports).where(eq(reports.id, OLD_REPORT));
    const before = sha256(await (await fileOf(OLD_REPORT, qiye)).arrayBuffer());
    // A second application for the same report, decided at the same moment as the seeded one.
    const second = await post(server.url, '/a/stone/reissueApply/save', { reportNo: old!.reportNo, reason: '再次申请', applyType: REISSUE, attachmentIds: '' }, qiye);
    const secondId = (second.body.data as { id: string }).id;

    const answers = await Promise.all([decide(SEEDED_APPLICATION), decide(SEEDED_APPLICATION), decide(secondId)]);
    expect(answers.filter((answer) => answer.body.result === 'true').length).toBe(1);

    const versions = await server.db.select().from(reports).where(eq(reports.supersedes, OLD_REPORT));
    expect(versions).toHaveLength(1);
    const next = versions[0]!;
    const [superseded] = await server.db.select().from(reports).where(eq(reports.id, OLD_REPORT));
    expect(superseded).toMatchObject({ supersededBy: next.id, reportNo: old!.reportNo });
    expect(next).toMatchObject({ version: 2, equipmentId: old!.equipmentId, checkDate: old!.checkDate, conclusion: old!.conclusion, inspector: old!.inspector });
    expect(next.reportNo).not.toBe(old!.reportNo);
    expect(next.verifyCode).not.toBe(old!.verifyCode);

    // The old file is never rendered again; the new one names what it replaces.
    expect(sha256(await (await fileOf(OLD_REPORT, qiye)).arrayBuffer())).toBe(before);
    const text = pdfText(new Uint8Array(await (await fileOf(next.id, qiye)).arrayBuffer())).replace(/\s/g, '');
    expect(text).toContain(`本报告替代${old!.reportNo}`);

    // The equipment's file and history name the new number; the decision names it too.
    const [file] = await server.db.select().from(equipment).where(eq(equipment.id, old!.equipmentId!));
    expect(file?.inspectionReportNo).toBe(next.reportNo);
    const [history] = await server.db.select().from(equipmentInspections).where(eq(equipmentInspections.id, old!.inspectionId!));
    expect(history?.reportNo).toBe(next.reportNo);
    const decided = answers.find((answer) => answer.body.result === 'true')!;
    expect(decided.body.data).toMatchObject({ newReportNo: next.reportNo });
    const texts = await server.db.select().from(smsOutbox);
    expect(texts.some((sms) => sms.content.includes(next.reportNo) && sms.content.includes('已重新出具'))).toBe(true);
  });

  it('lists the old report as superseded by the new number, and the new one as version 2', async () => {
    const body = (await get(server.url, '/a/stone/report/list', qiye, { pageSize: '100' })).body;
    const list = (body.data as { list: { id: string; reportNo: string; version: number; supersedesNo: string | null; supersededByNo: string | null }[] }).list;
    const old = list.find((row) => row.id === OLD_REPORT)!;
    const next = list.find((row) => row.supersedesNo === old.reportNo)!;
    expect(old).toMatchObject({ version: 1, supersededByNo: next.reportNo });
    expect(next).toMatchObject({ version: 2, supersededByNo: null });
  });

  it('answers the old verification code as superseded by the new number', async () => {
    const [old] = await server.db.select().from(reports).where(eq(reports.id, OLD_REPORT));
    const [next] = await server.db.select().from(reports).where(eq(reports.supersedes, OLD_REPORT));
    const body = (await get(server.url, '/a/public/report/verify', undefined, { code: old!.verifyCode })).body;
    expect(body.data).toMatchObject({ reportNo: old!.reportNo, supersededByNo: next!.reportNo });
  });

  it('refuses to re-issue a superseded report again', async () => {
    const [old] = await server.db.select().from(reports).where(eq(reports.id, OLD_REPORT));
    const third = await post(server.url, '/a/stone/reissueApply/save', { reportNo: old!.reportNo, reason: '第三次', applyType: REISSUE, attachmentIds: '' }, qiye);
    const answer = await decide((third.body.data as { id: string }).id);
    expect(answer.body).toMatchObject({ errorMsg: '该报告已被替代，不能再次重新出具，请对新报告申请' });
    expect(await server.db.select().from(reports).where(eq(reports.supersedes, OLD_REPORT))).toHaveLength(1);
  });
});
