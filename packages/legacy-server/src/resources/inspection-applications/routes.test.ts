import {
  INSPECTION_APPLICATION_MESSAGES,
  INSPECTION_APPLICATION_WIRE_PATHS as PATHS,
  ZWireApplicationCheck,
  ZWireFeeQuote,
  ZWireInspectionApplication,
  ZWireInspectionApplicationDetail,
  type WireInspectionApplicationDetail,
} from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { units } from '../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';
import { get, login, post, type WireAnswer, type WireSession } from '../../http/wire-test-client';
import { NO_UNIT_MESSAGE } from '../../http/scope';
import { addDays, formatWireDate } from '../../http/wire-date';
import { CHECK_MESSAGES } from './writes';

/** 宁波悦澜 (qiye): the overdue 2号客梯 (30102, 18 floors), a periodic application ready to submit. */
const FORM = {
  checkType: '定期检验',
  equipmentIds: '30102',
  siteContact: '李强',
  siteContactMobile: '13857436021',
  siteAddress: '宁波市鄞州区天童北路1088号悦澜酒店',
  areaCode: '330212',
  maintainUnit: '宁波甬江电梯工程有限公司',
  invoiceTitle: '宁波悦澜酒店管理有限公司',
  reportPickup: '自取',
};

let server: RunningLegacyServer;
let qiye: WireSession;
let zhenhai: WireSession;
let shenhe: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
  shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

const detailOf = (body: WireAnswer): WireInspectionApplicationDetail => ZWireInspectionApplicationDetail.parse(body.data);

async function detail(session: WireSession, id: string) {
  return (await get(server.url, `${PATHS.detail}/${id}`, session)).body;
}

async function outbox(mobile: string): Promise<string[]> {
  const { smsOutbox } = await import('../../db/schema');
  const rows = await server.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
  return rows.map((row) => row.content);
}

describe('appOnline/list and detail', () => {
  it('lists only the unit\'s applications, with item counts, categories and payment state', async () => {
    const { body } = await get(server.url, PATHS.list, qiye, { pageSize: '50' });
    expect(body.isSuccess).toBe(1);
    const page = body.data as { count: number; list: unknown[] };
    const rows = page.list.map((row) => ZWireInspectionApplication.parse(row));
    expect(rows.map((row) => row.id).sort()).toEqual(expect.arrayContaining(['60001', '60002', '60003', '60004']));
    expect(rows.some((row) => row.id === '60011')).toBe(false);
    const awaiting = rows.find((row) => row.id === '60001')!;
    expect(awaiting).toMatchObject({ status: '待缴费', payState: '未缴费', equCount: 1, equclacode: '3000', checkType: '定期检验' });
    expect(awaiting.feeTotal).toBeGreaterThan(560);
  });

  it('filters by state and kind, and refuses a bad filter', async () => {
    const { body } = await get(server.url, PATHS.list, qiye, { status: '草稿' });
    expect((body.data as { list: { id: string }[] }).list.map((row) => row.id)).toEqual(['60002']);
    expect((await get(server.url, PATHS.list, qiye, { status: '不存在' })).body.isSuccess).toBe(0);
  });

  it('answers the detail with items, fee breakdown and history; another unit\'s is not found', async () => {
    const body = await detail(qiye, '60003');
    const application = detailOf(body);
    expect(application.status).toBe('退回');
    expect(application.opinion).toContain('维保单位');
    expect(application.items[0]!.feeBreakdown.length).toBeGreaterThan(0);
    expect(application.history.map((entry) => entry.status)).toEqual(['草稿', '已提交', '退回']);
    expect(await detail(qiye, '60011')).toEqual({ isSuccess: 0, errorMsg: INSPECTION_APPLICATION_MESSAGES.notFound });
  });

  it('answers an institute account without a unit with the unit message', async () => {
    const { body } = await get(server.url, PATHS.list, shenhe);
    expect(body).toEqual({ isSuccess: 0, errorMsg: NO_UNIT_MESSAGE });
  });
});

describe('appOnline/inspection/{id}', () => {
  it('answers the unit its own application in the institute detail shape; another unit\'s is not found', async () => {
    const own = (await get(server.url, `${PATHS.inspection}/60004`, qiye)).body;
    expect(own).toMatchObject({ isSuccess: 1, data: { application: { id: '60004' }, results: expect.any(Array) } });
    expect((await get(server.url, `${PATHS.inspection}/60011`, qiye)).body).toMatchObject({ isSuccess: 0, errorMsg: INSPECTION_APPLICATION_MESSAGES.notFound });
  });

  it('filters the list by an equipment file', async () => {
    const page = (await get(server.url, PATHS.list, qiye, { equipmentId: '30103' })).body.data as { list: { id: string }[] };
    expect(page.list.map((row) => row.id)).toEqual(['60004']);
  });
});

describe('the desk counts (index/overview)', () => {
  it('counts the applications waiting for the unit and those awaiting payment', async () => {
    const { body } = await get(server.url, '/a/stone/index/overview', qiye);
    expect(body.data).toMatchObject({ appOnlineWaitCount: 2, appOnlinePayCount: 1 });
  });
});

describe('checkOnline and getChargeInspectionFee', () => {
  it('passes the overdue elevator and refuses one not due, one in an open application and another unit\'s', async () => {
    const { body } = await post(server.url, PATHS.checkOnline, { checkType: '定期检验', equipmentIds: '30102,30103,30101,30001' }, qiye);
    const check = ZWireApplicationCheck.parse(body.data);
    expect(check.pass).toBe(false);
    const reasons = Object.fromEntries(check.problems.map((problem) => [problem.equipmentId, problem.reason]));
    expect(reasons['30102']).toBeUndefined();
    expect(reasons['30103']).toContain('暂不需要定期检验');
    expect(reasons['30101']).toContain('已在报检申请');
    expect(reasons['30001']).toBe(CHECK_MESSAGES.foreign);
  });

  it('refuses piping on a periodic application and anything but piping on a pipeline one', async () => {
    const { body } = await post(server.url, PATHS.checkOnline, { checkType: '管道定期检验', equipmentIds: '30102' }, qiye);
    expect(ZWireApplicationCheck.parse(body.data).problems[0]!.reason).toBe(CHECK_MESSAGES.pipingOnly);
  });

  it('quotes 560 yuan plus 10 % per floor above 5 for an 18-floor elevator, and the urgent surcharge', async () => {
    const plain = ZWireFeeQuote.parse((await post(server.url, PATHS.fee, { checkType: '定期检验', equipmentIds: '30102' }, qiye)).body.data);
    expect(plain.total).toBe(560 + 560 * 0.1 * 13);
    expect(plain.items[0]!.feeBreakdown.map((line) => line.label)).toEqual(['电梯定期检验费', expect.stringContaining('超过5层加收')]);
    const urgent = ZWireFeeQuote.parse((await post(server.url, PATHS.fee, { checkType: '定期检验', equipmentIds: '30102', urgent: '1' }, qiye)).body.data);
    expect(urgent.total).toBeCloseTo(plain.total! * 1.2, 2);
  });
});

describe('appOnline/save', () => {
  it('refuses bad input and creates nothing', async () => {
    const before = ((await get(server.url, PATHS.list, qiye)).body.data as { count: number }).count;
    const bad = await post(server.url, PATHS.save, { ...FORM, siteContactMobile: '123' }, qiye);
    expect(bad.body).toEqual({ isSuccess: 0, errorMsg: '联系人手机格式不正确' });
    const express = await post(server.url, PATHS.save, { ...FORM, reportPickup: '快递' }, qiye);
    expect(express.body.errorMsg).toBe(INSPECTION_APPLICATION_MESSAGES.expressAddressRequired);
    const past = await post(server.url, PATHS.save, { ...FORM, wishDate: '2020-01-01' }, qiye);
    expect(past.body.isSuccess).toBe(0);
    const foreign = await post(server.url, PATHS.save, { ...FORM, equipmentIds: '30001' }, qiye);
    expect(foreign.body.errorMsg).toBe(CHECK_MESSAGES.foreign);
    expect(((await get(server.url, PATHS.list, qiye)).body.data as { count: number }).count).toBe(before);
  });

  it('saves a draft, edits it, submits it (SMS to the contact), then refuses edits and a second application', async () => {
    const saved = await post(server.url, PATHS.save, FORM, qiye);
    expect(saved.body.isSuccess).toBe(1);
    const draft = detailOf(saved.body);
    expect(draft).toMatchObject({ status: '草稿', equCount: 1, feeTotal: 1288 });
    expect(draft.onlinelsh).toMatch(/^BJ\d{8}\d{5}$/);

    const wish = addDays(formatWireDate(new Date()), 7);
    const edited = detailOf((await post(server.url, PATHS.save, { ...FORM, id: draft.id, wishDate: wish, urgent: '1' }, qiye)).body);
    expect(edited).toMatchObject({ id: draft.id, status: '草稿', wishDate: wish, urgent: true });
    expect(edited.feeTotal).toBeCloseTo(1288 * 1.2, 2);

    const submitted = detailOf((await post(server.url, PATHS.save, { ...FORM, id: draft.id, isCommit: 'true' }, qiye)).body);
    expect(submitted.status).toBe('已提交');
    expect(submitted.submitDate).toBeTruthy();
    expect(submitted.history.map((entry) => entry.status)).toEqual(['草稿', '已提交']);
    expect((await outbox(FORM.siteContactMobile)).some((text) => text.includes(submitted.onlinelsh) && text.includes('已提交'))).toBe(true);

    const again = await post(server.url, PATHS.save, { ...FORM, id: draft.id, isCommit: 'true' }, qiye);
    expect(again.body).toEqual({ isSuccess: 0, errorMsg: INSPECTION_APPLICATION_MESSAGES.notEditable });
    const second = await post(server.url, PATHS.save, { ...FORM, isCommit: 'true' }, qiye);
    expect(second.body.isSuccess).toBe(0);
    expect(second.body.errorMsg).toContain(`已在报检申请 ${submitted.onlinelsh}`);

    const cancelled = await post(server.url, PATHS.cancel, { id: draft.id, reason: '时间冲突' }, qiye);
    expect(detailOf(cancelled.body).status).toBe('已取消');
    expect((await post(server.url, PATHS.cancel, { id: draft.id }, qiye)).body.errorMsg).toBe(INSPECTION_APPLICATION_MESSAGES.notCancellable);
  });

  it('edits and resubmits a returned application', async () => {
    const resubmitted = await post(
      server.url,
      PATHS.save,
      { ...FORM, id: '60003', equipmentIds: '30105', reportPickup: '快递', expressAddress: '宁波市鄞州区天童北路1088号', isCommit: 'true' },
      qiye,
    );
    const application = detailOf(resubmitted.body);
    expect(application.status).toBe('已提交');
    expect(application.history.at(-1)!.remark).toBe('修改后重新提交');
  });

  it('refuses to edit another unit\'s application as not found', async () => {
    const { body } = await post(server.url, PATHS.save, { ...FORM, id: '60011' }, qiye);
    expect(body).toEqual({ isSuccess: 0, errorMsg: INSPECTION_APPLICATION_MESSAGES.notFound });
  });
});

describe('the public onlineApply page by authorisation code', () => {
  it('opens only the coded application, saves and submits it, and the code dies with the submit', async () => {
    const issued = await post(server.url, PATHS.authCode, { id: '60002' }, qiye);
    expect(issued.body.isSuccess).toBe(1);
    const code = String((issued.body.data as { authCode: string }).authCode);
    expect(code.length).toBeGreaterThanOrEqual(32);
    expect((await outbox('13967812345')).some((text) => text.includes(encodeURIComponent(code)))).toBe(true);

    const opened = await get(server.url, PATHS.byAuthCode, undefined, { authCode: code });
    expect(detailOf(opened.body)).toMatchObject({ id: '60002', status: '草稿' });
    expect(await get(server.url, PATHS.byAuthCode, undefined, { authCode: 'wrong' })).toMatchObject({
      body: { isSuccess: 0, errorMsg: INSPECTION_APPLICATION_MESSAGES.authCodeInvalid },
    });

    // The kind and equipment stay the unit's choice whatever the page sends.
    const saved = await post(server.url, PATHS.saveByAuthCode, { ...FORM, checkType: '首次检验', equipmentIds: '30102', authCode: code, siteContact: '陈工' });
    expect(detailOf(saved.body)).toMatchObject({ siteContact: '陈工', checkType: '定期检验', items: [expect.objectContaining({ equipmentId: '30104' })] });
    const submitted = await post(server.url, PATHS.saveByAuthCode, { ...FORM, authCode: code, siteContact: '陈工', isCommit: 'true' });
    expect(detailOf(submitted.body).status).toBe('已提交');
    expect((await get(server.url, PATHS.byAuthCode, undefined, { authCode: code })).body.isSuccess).toBe(0);
  });

  it('refuses a code for an application that is no longer editable', async () => {
    const { body } = await post(server.url, PATHS.authCode, { id: '60001' }, qiye);
    expect(body.errorMsg).toBe(INSPECTION_APPLICATION_MESSAGES.authCodeNotAllowed);
  });
});

describe('invoice titles and institutes', () => {
  it("finds the unit's own titles with their tax numbers, and refuses a caller without a session or code", async () => {
    const { body } = await get(server.url, PATHS.invoiceTitles, qiye, { keyword: '悦澜' });
    expect(body.data).toEqual(expect.arrayContaining([expect.objectContaining({ title: '宁波悦澜酒店管理有限公司' })]));
    const anonymous = await get(server.url, PATHS.invoiceTitles, undefined, { keyword: '悦澜' });
    expect(anonymous.body).not.toHaveProperty('data');
    expect((await get(server.url, PATHS.invoiceTitles, undefined, { keyword: '悦澜', authCode: 'wrong' })).body).toMatchObject({
      isSuccess: 0,
      errorMsg: INSPECTION_APPLICATION_MESSAGES.authCodeInvalid,
    });
  });

  it("shows no other unit's titles, no draft's text and no list of units by name; a unit by its exact credit code", async () => {
    // qiye types a confidential title into a draft it never submits: nobody sees it, qiye neither.
    const draft = await post(server.url, PATHS.save, { ...FORM, equipmentIds: '30105', invoiceTitle: '机密项目部', taxNo: '110101199001011234' }, qiye);
    expect(draft.body.isSuccess, JSON.stringify(draft.body)).toBe(1);
    for (const session of [qiye, zhenhai]) expect((await get(server.url, PATHS.invoiceTitles, session, { keyword: '机密' })).body.data).toEqual([]);
    // 有限 matches most units' names: only the caller's own come back.
    const broad = (await get(server.url, PATHS.invoiceTitles, zhenhai, { keyword: '有限' })).body.data as { title: string }[];
    expect(broad.every((row) => !row.title.includes('悦澜'))).toBe(true);
    const [yuelan] = await server.db.select({ creditCode: units.creditCode }).from(units).where(eq(units.name, '宁波悦澜酒店管理有限公司'));
    expect((await get(server.url, PATHS.invoiceTitles, zhenhai, { keyword: yuelan!.creditCode })).body.data).toEqual([
      { title: '宁波悦澜酒店管理有限公司', taxNo: yuelan!.creditCode },
    ]);
  });

  it('answers the unit of an application opened by its authorisation code', async () => {
    const saved = await post(server.url, PATHS.save, { ...FORM, equipmentIds: '30103' }, qiye);
    expect(saved.body.isSuccess, JSON.stringify(saved.body)).toBe(1);
    const issued = await post(server.url, PATHS.authCode, { id: detailOf(saved.body).id }, qiye);
    expect(issued.body.isSuccess, JSON.stringify(issued.body)).toBe(1);
    const code = String((issued.body.data as { authCode: string }).authCode);
    const { body } = await get(server.url, PATHS.invoiceTitles, undefined, { keyword: '悦澜', authCode: code });
    expect(body.data).toEqual(expect.arrayContaining([expect.objectContaining({ title: '宁波悦澜酒店管理有限公司' })]));
  });

  it('lists the institutes', async () => {
    const { body } = await get(server.url, PATHS.institutes, zhenhai);
    expect(body.data).toEqual([expect.objectContaining({ name: '宁波市特种设备检验研究院' })]);
  });
});
