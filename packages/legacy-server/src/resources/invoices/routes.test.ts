import { INVOICE_MESSAGES, ZWireInvoice, ZWireInvoiceDetail } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, type WireSession } from '../../http/wire-test-client';
import { pdfText } from '../../pdf/testing';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer, testClock } from '../../testing';
import { inspectionApplications } from '../inspection-applications/table';
import { invoices } from './table';
import { recordInvoiceForPayment, recordInvoiceOnPaid } from './writes';

const LIST = '/a/stone/invoice/list';
const DETAIL = '/a/stone/invoice/detail';
const SAVE_TITLE = '/a/stone/invoice/saveTitle';
const AUDIT_LIST = '/a/stone/invoice/auditList';
const VOID = '/a/stone/invoice/void';
const PRINT = '/api/print/invoice';

const clock = testClock();
let server: RunningLegacyServer;
let qiye: WireSession;
let zhenhai: WireSession;
let shenhe: WireSession;
/** qiye's invoice recorded below for a payment without a title, then issued with one. */
let pendingId = '';

beforeAll(async () => {
  server = await startTestLegacyServer({ now: clock.now });
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
  shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

const listOf = (body: Record<string, unknown>) => {
  expect(body.isSuccess, JSON.stringify(body)).toBe(1);
  const page = body.data as { count: number; list: unknown[] };
  return { count: page.count, list: page.list.map((row) => ZWireInvoice.parse(row)) };
};

const printUrl = (id: string, session: WireSession) => `${server.url}${PRINT}/${id}?__sid=${session.sid}&__extend=${session.extend}`;

describe('invoice/list and detail (the enterprise)', () => {
  it('lists the unit\'s invoices, newest first, with the demo 未开 and 作废', async () => {
    const { list } = listOf((await get(server.url, LIST, qiye)).body);
    expect(list.map((row) => [row.id, row.status])).toEqual([
      ['70001', '未开'],
      ['70002', '作废'],
    ]);
    expect(list[0]).toMatchObject({ title: '', onlinelsh: expect.stringMatching(/^BJ\d+/) });
    expect(list[0]!.invoiceNo ?? null).toBeNull();
    expect(list[1]).toMatchObject({ title: '宁波悦澜酒店管理有限公司', onlinelsh: list[0]!.onlinelsh });
    expect(list[1]!.invoiceNo).toMatch(/^\d{4}3302\d{12}$/);
    expect(list[1]!.voidReason).toContain('作废重开');
  });

  it('filters by state, keyword and issue date, and sorts by the offered columns only', async () => {
    expect(listOf((await get(server.url, LIST, qiye, { status: '作废' })).body).list.map((row) => row.id)).toEqual(['70002']);
    const [voided] = listOf((await get(server.url, LIST, qiye, { status: '作废' })).body).list;
    expect(listOf((await get(server.url, LIST, qiye, { keyword: voided!.invoiceNo! })).body).list.map((row) => row.id)).toEqual(['70002']);
    expect(listOf((await get(server.url, LIST, qiye, { status: '已开' })).body).count).toBe(0);
    expect(listOf((await get(server.url, LIST, qiye, { issueDateBegin: '2000-01-01', issueDateEnd: '2000-01-02' })).body).count).toBe(0);
    expect(listOf((await get(server.url, LIST, qiye, { orderBy: 'created_at asc' })).body).list.map((row) => row.id)).toEqual(['70002', '70001']);
    expect((await get(server.url, LIST, qiye, { orderBy: 'unit_id; drop table invoices' })).body).toMatchObject({ isSuccess: 0 });
    expect((await get(server.url, LIST, qiye, { status: '已寄出' })).body).toMatchObject({ isSuccess: 0, errorMsg: '查询条件不正确' });
  });

  it('another unit sees none of them: an empty list and not found', async () => {
    expect(listOf((await get(server.url, LIST, zhenhai)).body).count).toBe(0);
    expect((await get(server.url, `${DETAIL}/70001`, zhenhai)).body).toMatchObject({ isSuccess: 0, errorMsg: INVOICE_MESSAGES.notFound });
  });

  it('answers the detail with its lines and the seller', async () => {
    const { body } = await get(server.url, `${DETAIL}/70001`, qiye);
    expect(body.isSuccess, JSON.stringify(body)).toBe(1);
    const detail = ZWireInvoiceDetail.parse(body.data);
    expect(detail.sellerName).toBe('宁波市特种设备检验研究院');
    expect(detail.lines.length).toBeGreaterThan(0);
    expect(detail.lines.reduce((sum, line) => sum + (line.amount ?? 0), 0)).toBeCloseTo(detail.amount ?? 0, 2);
  });

  it('refuses the enterprise routes to an account without a unit', async () => {
    expect((await get(server.url, LIST, shenhe)).body).toMatchObject({ isSuccess: 0 });
  });
});

describe('recordInvoiceForPayment, saveTitle and the PDF', () => {

  it('records a 未开 invoice for a payment without a title, once per order', async () => {
    await server.db.update(inspectionApplications).set({ invoiceTitle: '', taxNo: '' }).where(eq(inspectionApplications.id, '60001'));
    const request = { applicationId: '60001', orderNo: 'JY20261123100000123456', amount: 1288, title: '', taxNo: '', now: clock.now() };
    const first = await recordInvoiceForPayment(server.db, request);
    const again = await recordInvoiceForPayment(server.db, { ...request, title: '别的抬头' });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ state: '未开', invoiceNo: null, issuedAt: null, amount: 1288, unitId: '20002' });
    pendingId = first.id;
    const { list } = listOf((await get(server.url, LIST, qiye, { status: '未开' })).body);
    expect(list.map((row) => row.id)).toEqual([pendingId, '70001']);
  });

  it('refuses the PDF of an invoice not issued yet', async () => {
    const response = await fetch(printUrl(pendingId, qiye));
    expect(await response.json()).toMatchObject({ isSuccess: 0, errorMsg: INVOICE_MESSAGES.notIssued });
  });

  it('refuses a missing title or a bad tax number and changes nothing', async () => {
    expect((await post(server.url, SAVE_TITLE, { id: pendingId, title: ' ', taxNo: '91330200MA2AB3CD4E' }, qiye)).body).toMatchObject({
      isSuccess: 0,
      errorMsg: INVOICE_MESSAGES.titleRequired,
    });
    expect((await post(server.url, SAVE_TITLE, { id: pendingId, title: '宁波悦澜酒店管理有限公司', taxNo: '123' }, qiye)).body).toMatchObject({
      isSuccess: 0,
      errorMsg: INVOICE_MESSAGES.taxNoInvalid,
    });
    const [row] = await server.db.select().from(invoices).where(eq(invoices.id, pendingId));
    expect(row).toMatchObject({ state: '未开', title: '' });
  });

  it('does not let another unit name the title', async () => {
    expect((await post(server.url, SAVE_TITLE, { id: pendingId, title: '镇海', taxNo: '91330200MA2AB3CD4E' }, zhenhai)).body).toMatchObject({
      isSuccess: 0,
      errorMsg: INVOICE_MESSAGES.notFound,
    });
  });

  it('issues the invoice when the enterprise names the title, once', async () => {
    const { body } = await post(server.url, SAVE_TITLE, { id: pendingId, title: '宁波悦澜酒店管理有限公司', taxNo: '91330200MA2AB3CD4E' }, qiye);
    expect(body.isSuccess, JSON.stringify(body)).toBe(1);
    const detail = ZWireInvoiceDetail.parse(body.data);
    expect(detail).toMatchObject({ status: '已开', title: '宁波悦澜酒店管理有限公司', taxNo: '91330200MA2AB3CD4E' });
    expect(detail.invoiceNo).toMatch(/^\d{4}3302\d{12}$/);
    expect((await post(server.url, SAVE_TITLE, { id: pendingId, title: '别的', taxNo: '91330200MA2AB3CD4E' }, qiye)).body).toMatchObject({
      isSuccess: 0,
      errorMsg: INVOICE_MESSAGES.alreadyIssued,
    });
  });

  it('prints an issued invoice as a PDF with a Chinese file name', async () => {
    const response = await fetch(printUrl(pendingId, qiye));
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/filename\*=UTF-8''%E7%94%B5%E5%AD%90%E5%8F%91%E7%A5%A8_\d{20}\.pdf$/);
    const text = pdfText(Buffer.from(await response.arrayBuffer())).replace(/\s/g, '');
    const [row] = await server.db.select().from(invoices).where(eq(invoices.id, pendingId));
    expect(text).toContain(row!.invoiceNo!);
    expect(text).toContain('宁波悦澜酒店管理有限公司');
    expect(text).toContain('91330200MA2AB3CD4E');
    expect(text).toContain('1288.00');
    expect(text).toContain('壹仟贰佰捌拾捌元整');
    expect(text).toContain('电子发票');
    expect(text).toContain('税额');
    // This server takes payments in the sandbox: its invoices are samples.
    expect(text).toContain('样票：沙箱支付环境开具');
  });

  it('does not print another unit\'s invoice', async () => {
    const response = await fetch(printUrl(pendingId, zhenhai));
    expect(await response.json()).toMatchObject({ isSuccess: 0, errorMsg: INVOICE_MESSAGES.notFound });
  });

  it('issues at once through the payments hook when the application has a title', async () => {
    const [application] = await server.db.select().from(inspectionApplications).where(eq(inspectionApplications.id, '60004'));
    await recordInvoiceOnPaid(server.db, { application: application!, order: { orderNo: 'JY20261123110000654321', amountFen: 12_050 }, now: clock.now() });
    const [row] = await server.db.select().from(invoices).where(eq(invoices.orderNo, 'JY20261123110000654321'));
    expect(row).toMatchObject({ state: '已开', amount: 120.5, title: application!.invoiceTitle });
    expect(row!.lines).toEqual([expect.objectContaining({ amount: 120.5 })]);
  });
});

describe('invoice/auditList and void (the institute)', () => {
  it('lists every unit\'s invoices with the unit for a reviewer, and refuses the enterprise', async () => {
    const { list } = listOf((await get(server.url, AUDIT_LIST, shenhe, { keyword: '悦澜' })).body);
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((row) => row.unitName === '宁波悦澜酒店管理有限公司')).toBe(true);
    expect((await get(server.url, AUDIT_LIST, qiye)).body).toMatchObject({ isSuccess: 0, errorMsg: '您没有权限执行此操作' });
  });

  it('refuses the enterprise and a void without reason, changing nothing', async () => {
    expect((await post(server.url, VOID, { id: pendingId, reason: '抬头错误' }, qiye)).body).toMatchObject({ isSuccess: 0, errorMsg: '您没有权限执行此操作' });
    expect((await post(server.url, VOID, { id: pendingId, reason: '  ' }, shenhe)).body).toMatchObject({ isSuccess: 0, errorMsg: INVOICE_MESSAGES.reasonRequired });
    expect((await post(server.url, VOID, { id: 'nope', reason: '抬头错误' }, shenhe)).body).toMatchObject({ isSuccess: 0, errorMsg: INVOICE_MESSAGES.notFound });
    const [row] = await server.db.select().from(invoices).where(eq(invoices.id, pendingId));
    expect(row!.state).toBe('已开');
  });

  it('voids an invoice with the reason, and refuses voiding it twice', async () => {
    const { body } = await post(server.url, VOID, { id: pendingId, reason: '开票信息有误' }, shenhe);
    expect(body.isSuccess, JSON.stringify(body)).toBe(1);
    expect(ZWireInvoiceDetail.parse(body.data)).toMatchObject({ status: '作废', voidReason: '开票信息有误' });
    expect((await post(server.url, VOID, { id: pendingId, reason: '再次' }, shenhe)).body).toMatchObject({ isSuccess: 0, errorMsg: INVOICE_MESSAGES.alreadyVoided });
    const [row] = await server.db.select().from(invoices).where(eq(invoices.id, pendingId));
    expect(row).toMatchObject({ state: '作废', voidReason: '开票信息有误', voidedBy: expect.any(String) });
  });

  it('still prints a voided invoice, marked 已作废', async () => {
    const response = await fetch(printUrl(pendingId, qiye));
    const text = pdfText(Buffer.from(await response.arrayBuffer())).replace(/\s/g, '');
    expect(text).toContain('已作废');
    expect(text).toContain('开票信息有误');
  });
});
