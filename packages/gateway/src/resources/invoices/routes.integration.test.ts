import { pageOf, ZAuditRecordSchema, ZInvoiceDetailSchema, ZInvoiceSchema } from '@portal/contract';
import { INVOICE_MESSAGES } from '@portal/legacy-protocol';
import { recordInvoiceForPayment } from '@portal/legacy-server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, setUpGatewayTests } from '../../integration-support';

const ZPage = pageOf(ZInvoiceSchema);

const gateway = setUpGatewayTests(['qiye', 'zhenhai', 'shenhe']);
const { cookies, inject } = gateway;
let pendingId = '';

beforeAll(async () => {
  // A payment of qiye's application 60001 without an invoice title: a 未开 invoice.
  const pending = await recordInvoiceForPayment(gateway.platform.db, { applicationId: '60001', orderNo: 'JY20261123120000000777', amount: 1288, title: '', taxNo: '', now: new Date() });
  pendingId = pending.id;
});

async function page(cookie: string, url: string) {
  const res = await inject(cookie, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return ZPage.parse(res.json());
}

describe('GET /api/v1/invoices', () => {
  it("lists the unit's invoices with codes, newest first", async () => {
    const { items, total } = await page(cookies.qiye, '/api/v1/invoices');
    expect(total).toBe(3);
    expect(items.map((item) => [item.id, item.state])).toEqual([
      [pendingId, 'not_issued'],
      ['70001', 'not_issued'],
      ['70002', 'voided'],
    ]);
    expect(items[1]).toMatchObject({ title: '', invoiceNo: '', issuedAt: null });
    expect(items[2]).toMatchObject({ title: '宁波悦澜酒店管理有限公司', amount: expect.any(Number), issuedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), voidReason: expect.any(String) });
    expect(items[2]!.invoiceNo).toMatch(/^\d{20}$/);
  });

  it('filters by state and keyword, pages and sorts', async () => {
    expect((await page(cookies.qiye, '/api/v1/invoices?state=voided')).items.map((item) => item.id)).toEqual(['70002']);
    expect((await page(cookies.qiye, '/api/v1/invoices?keyword=悦澜&state=voided')).items.map((item) => item.id)).toEqual(['70002']);
    expect((await page(cookies.qiye, '/api/v1/invoices?state=issued')).total).toBe(0);
    const sorted = await page(cookies.qiye, '/api/v1/invoices?sort=createdAt:asc&pageSize=2&page=1');
    expect(sorted).toMatchObject({ total: 3, pageSize: 2 });
    expect(sorted.items.map((item) => item.id)).toEqual(['70002', '70001']);
    expect((await page(cookies.qiye, '/api/v1/invoices?issuedFrom=2000-01-01&issuedTo=2000-01-31')).total).toBe(0);
  });

  it('refuses bad query input with 400 and field messages', async () => {
    const res = await inject(cookies.qiye, 'GET', '/api/v1/invoices?state=lost');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((error: { path: string }) => error.path)).toEqual(['state']);
    const range = await inject(cookies.qiye, 'GET', '/api/v1/invoices?issuedFrom=2026-02-01&issuedTo=2026-01-01');
    expect(range.statusCode).toBe(400);
    expect(range.json().errors.map((error: { path: string }) => error.path)).toEqual(['issuedTo']);
    expect((await inject(cookies.qiye, 'GET', '/api/v1/invoices?sort=unitId:asc')).statusCode).toBe(400);
  });

  it('answers another unit an empty list, and an institute user 403', async () => {
    expect((await page(cookies.zhenhai, '/api/v1/invoices')).total).toBe(0);
    expect((await inject(cookies.shenhe, 'GET', '/api/v1/invoices')).statusCode).toBe(403);
    expect((await inject(undefined, 'GET', '/api/v1/invoices')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/invoices/:id', () => {
  it('answers the detail with its lines and the seller', async () => {
    const res = await inject(cookies.qiye, 'GET', '/api/v1/invoices/70001');
    expect(res.statusCode, res.body).toBe(200);
    const detail = ZInvoiceDetailSchema.parse(res.json());
    expect(detail).toMatchObject({ state: 'not_issued', sellerName: '宁波市特种设备检验研究院' });
    expect(detail.lines.reduce((sum, line) => sum + line.amount, 0)).toBeCloseTo(detail.amount, 2);
  });

  it("is a 404 for another unit's invoice or a missing one", async () => {
    expect((await inject(cookies.zhenhai, 'GET', '/api/v1/invoices/70001')).statusCode).toBe(404);
    expect((await inject(cookies.qiye, 'GET', '/api/v1/invoices/nope')).statusCode).toBe(404);
  });
});

describe('PUT /api/v1/invoices/:id/title and the PDF', () => {
  it('refuses the PDF of an invoice not issued yet (409)', async () => {
    const res = await inject(cookies.qiye, 'GET', `/api/v1/invoices/${pendingId}/file`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(INVOICE_MESSAGES.notIssued);
  });

  it('refuses bad input with 400 and the field messages, changing nothing', async () => {
    const res = await inject(cookies.qiye, 'PUT', `/api/v1/invoices/${pendingId}/title`, { title: '', taxNo: '12ab' });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { path: string; message: string }[];
    expect(errors.map((error) => error.path).sort()).toEqual(['taxNo', 'title']);
    expect(errors.find((error) => error.path === 'taxNo')?.message).toBe('纳税人识别号应为 15 至 20 位数字或大写字母');
    const detail = ZInvoiceDetailSchema.parse((await inject(cookies.qiye, 'GET', `/api/v1/invoices/${pendingId}`)).json());
    expect(detail.state).toBe('not_issued');
  });

  it("is a 404 for another unit's invoice", async () => {
    expect((await inject(cookies.zhenhai, 'PUT', `/api/v1/invoices/${pendingId}/title`, { title: '镇海', taxNo: '91330200MA2AB3CD4E' })).statusCode).toBe(404);
  });

  it('issues the invoice with the title, once (409 the second time)', async () => {
    const res = await inject(cookies.qiye, 'PUT', `/api/v1/invoices/${pendingId}/title`, { title: '宁波悦澜酒店管理有限公司', taxNo: '91330200MA2AB3CD4E' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZInvoiceDetailSchema.parse(res.json())).toMatchObject({ state: 'issued', taxNo: '91330200MA2AB3CD4E', invoiceNo: expect.stringMatching(/^\d{20}$/) });
    expect((await inject(cookies.qiye, 'PUT', `/api/v1/invoices/${pendingId}/title`, { title: '别的', taxNo: '91330200MA2AB3CD4E' })).statusCode).toBe(409);
  });

  it('streams the PDF with its Chinese file name', async () => {
    const res = await inject(cookies.qiye, 'GET', `/api/v1/invoices/${pendingId}/file`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/电子发票_\d{20}\.pdf$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("is a 404 for another unit's PDF", async () => {
    expect((await inject(cookies.zhenhai, 'GET', `/api/v1/invoices/${pendingId}/file`)).statusCode).toBe(404);
  });
});

describe('the institute: list, void, download', () => {
  it("lists every unit's invoices with the unit for a reviewer; 403 for the enterprise", async () => {
    const { items } = await page(cookies.shenhe, '/api/v1/institute/invoices?pageSize=50');
    expect(items.map((item) => item.id)).toEqual(expect.arrayContaining(['70001', '70002', pendingId]));
    expect(items.find((item) => item.id === '70001')?.unitName).toBe('宁波悦澜酒店管理有限公司');
    expect((await inject(cookies.qiye, 'GET', '/api/v1/institute/invoices')).statusCode).toBe(403);
  });

  it('refuses a void without reason (400) and by the enterprise (403), changing nothing', async () => {
    const res = await inject(cookies.shenhe, 'POST', '/api/v1/institute/invoices/70001/void', { reason: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((error: { path: string }) => error.path)).toEqual(['reason']);
    expect((await inject(cookies.qiye, 'POST', '/api/v1/institute/invoices/70001/void', { reason: '抬头错误' })).statusCode).toBe(403);
    expect(ZInvoiceDetailSchema.parse((await inject(cookies.qiye, 'GET', '/api/v1/invoices/70001')).json()).state).toBe('not_issued');
  });

  it('voids with the reason, audited; voiding twice is a 409; a missing one 404', async () => {
    const res = await inject(cookies.shenhe, 'POST', '/api/v1/institute/invoices/70001/void', { reason: '开票信息有误' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZInvoiceDetailSchema.parse(res.json())).toMatchObject({ state: 'voided', voidReason: '开票信息有误', voidedAt: expect.any(String) });
    const again = await inject(cookies.shenhe, 'POST', '/api/v1/institute/invoices/70001/void', { reason: '再次' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(INVOICE_MESSAGES.alreadyVoided);
    expect((await inject(cookies.shenhe, 'POST', '/api/v1/institute/invoices/nope/void', { reason: '无' })).statusCode).toBe(404);
    expect(ZInvoiceDetailSchema.parse((await inject(cookies.qiye, 'GET', '/api/v1/invoices/70001')).json()).state).toBe('voided');
    const trail = pageOf(ZAuditRecordSchema).parse(
      (await gateway.app.inject({ method: 'GET', url: '/api/v1/audit-records?pageSize=100&event=invoice-voided', cookies: { portal_session: await login(gateway.app, 'admin') } })).json(),
    );
    expect(trail.items.map((record) => [record.target, record.outcome])).toEqual(
      expect.arrayContaining([
        ['invoice:70001', 'success'],
        ['invoice:70001', 'failure'],
      ]),
    );
  });

  it('lets a reviewer download any unit\'s invoice PDF', async () => {
    const res = await inject(cookies.shenhe, 'GET', `/api/v1/institute/invoices/${pendingId}/file`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await inject(cookies.qiye, 'GET', `/api/v1/institute/invoices/${pendingId}/file`)).statusCode).toBe(403);
  });
});
