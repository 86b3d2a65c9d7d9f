import {
  pageOf,
  ZInspectionApplicationCheckSchema,
  ZAuthCodeIssuedSchema,
  ZFeeQuoteSchema,
  ZInspectionApplicationDetailSchema,
  ZInspectionApplicationSummarySchema,
  type InspectionApplicationBody,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

const ZPage = pageOf(ZInspectionApplicationSummarySchema);

const { cookies, inject } = setUpGatewayTests(['qiye', 'zhenhai', 'shenhe']);

/** 宁波悦澜 (qiye): a periodic application for the overdue 2号客梯 (30102, 18 floors). */
const BODY: InspectionApplicationBody = {
  kind: 'periodic',
  equipmentIds: ['30102'],
  siteContact: '李强',
  siteContactMobile: '13857436021',
  siteAddress: '宁波市鄞州区天童北路1088号悦澜酒店',
  areaCode: '330212',
  maintenanceUnit: '宁波甬江电梯工程有限公司',
  invoiceTitle: '宁波悦澜酒店管理有限公司',
  reportPickup: 'self',
  commit: false,
};

async function list(cookie: string, query = '') {
  const res = await inject(cookie, 'GET', `/api/v1/inspection-applications?pageSize=50${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZPage.parse(res.json());
}

describe('GET /api/v1/inspection-applications', () => {
  it("lists the unit's applications in the contract's codes", async () => {
    const page = await list(cookies.qiye);
    const ids = page.items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining(['60001', '60002', '60003', '60004']));
    expect(ids).not.toContain('60011');
    expect(page.items.find((item) => item.id === '60001')).toMatchObject({
      kind: 'periodic',
      state: 'awaiting_payment',
      paymentState: 'unpaid',
      equipmentCount: 1,
      categoryCodes: ['3000'],
    });
  });

  it('filters by state and payment state, and sorts', async () => {
    expect((await list(cookies.qiye, '&state=draft')).items.map((item) => item.id)).toEqual(['60002']);
    expect((await list(cookies.qiye, '&paymentState=paid')).items.map((item) => item.id)).toEqual(['60004']);
    const sorted = await list(cookies.qiye, '&sort=applicationNo:asc');
    const numbers = sorted.items.map((item) => item.applicationNo);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('refuses bad filters with a 400 problem', async () => {
    const res = await inject(cookies.qiye, 'GET', '/api/v1/inspection-applications?state=nonsense');
    expect(res.statusCode).toBe(400);
  });

  it('is not for an institute account (403)', async () => {
    expect((await inject(cookies.shenhe, 'GET', '/api/v1/inspection-applications')).statusCode).toBe(403);
    expect((await inject(cookies.shenhe, 'POST', '/api/v1/inspection-applications', BODY)).statusCode).toBe(403);
  });

  it('needs a session (401)', async () => {
    expect((await inject(undefined, 'GET', '/api/v1/inspection-applications')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/inspection-applications/export', () => {
  it('answers the filtered list as an Excel file with a Chinese file name', async () => {
    const res = await inject(cookies.qiye, 'GET', '/api/v1/inspection-applications/export?state=awaiting_payment');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('报检申请_')}`);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('is not for an institute account (403)', async () => {
    expect((await inject(cookies.shenhe, 'GET', '/api/v1/inspection-applications/export')).statusCode).toBe(403);
  });
});

describe('GET /api/v1/inspection-applications/:id', () => {
  it('answers items with fees, history and the opinion of a returned one', async () => {
    const res = await inject(cookies.qiye, 'GET', '/api/v1/inspection-applications/60003');
    expect(res.statusCode, res.body).toBe(200);
    const detail = ZInspectionApplicationDetailSchema.parse(res.json());
    expect(detail.state).toBe('returned');
    expect(detail.opinion).toContain('维保单位');
    expect(detail.reportPickup).toBe('express');
    expect(detail.history.map((entry) => entry.state)).toEqual(['draft', 'submitted', 'returned']);
    expect(detail.items[0]!.feeBreakdown.length).toBeGreaterThan(0);
  });

  it("answers another unit's application as 404", async () => {
    expect((await inject(cookies.qiye, 'GET', '/api/v1/inspection-applications/60011')).statusCode).toBe(404);
    expect((await inject(cookies.zhenhai, 'GET', '/api/v1/inspection-applications/60001')).statusCode).toBe(404);
  });
});

describe('check and fee quote', () => {
  it('passes the overdue elevator and says why the others may not be applied for', async () => {
    const res = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications/check', { kind: 'periodic', equipmentIds: ['30102', '30103', '30101'] });
    expect(res.statusCode, res.body).toBe(200);
    const check = ZInspectionApplicationCheckSchema.parse(res.json());
    expect(check.ok).toBe(false);
    expect(check.problems.map((problem) => problem.equipmentId).sort()).toEqual(['30101', '30103']);
    expect(check.problems.find((problem) => problem.equipmentId === '30101')!.message).toContain('已在报检申请');
  });

  it('quotes the fee with its breakdown', async () => {
    const res = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications/fee-quote', { kind: 'periodic', equipmentIds: ['30102'] });
    const quote = ZFeeQuoteSchema.parse(res.json());
    expect(quote.total).toBe(1288);
    expect(quote.items[0]!.feeBreakdown[0]).toEqual({ label: '电梯定期检验费', amount: 560 });
  });

  it('refuses an empty equipment list (400)', async () => {
    expect((await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications/fee-quote', { kind: 'periodic', equipmentIds: [] })).statusCode).toBe(400);
  });
});

describe('POST and PUT /api/v1/inspection-applications', () => {
  it('refuses bad input with field messages and creates nothing', async () => {
    const before = (await list(cookies.qiye)).total;
    const res = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications', { ...BODY, siteContactMobile: '12', reportPickup: 'express' });
    expect(res.statusCode).toBe(400);
    const paths = (res.json() as { errors: { path: string }[] }).errors.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['siteContactMobile']));
    const express = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications', { ...BODY, reportPickup: 'express' });
    expect(express.statusCode).toBe(400);
    expect((express.json() as { errors: { path: string }[] }).errors.map((error) => error.path)).toEqual(['expressAddress']);
    expect((await list(cookies.qiye)).total).toBe(before);
  });

  it('saves, edits, submits; a double submit and a second application for the elevator are refused (409)', async () => {
    const created = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications', BODY);
    expect(created.statusCode, created.body).toBe(201);
    const draft = ZInspectionApplicationDetailSchema.parse(created.json());
    expect(draft).toMatchObject({ state: 'draft', fee: 1288, equipmentCount: 1 });

    const edited = await inject(cookies.qiye, 'PUT', `/api/v1/inspection-applications/${draft.id}`, { ...BODY, remark: '请上午到场' });
    expect(ZInspectionApplicationDetailSchema.parse(edited.json()).remark).toBe('请上午到场');

    const submitted = await inject(cookies.qiye, 'PUT', `/api/v1/inspection-applications/${draft.id}`, { ...BODY, commit: true });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(ZInspectionApplicationDetailSchema.parse(submitted.json()).state).toBe('submitted');

    const twice = await inject(cookies.qiye, 'PUT', `/api/v1/inspection-applications/${draft.id}`, { ...BODY, commit: true });
    expect(twice.statusCode).toBe(409);
    const second = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications', { ...BODY, commit: true });
    expect(second.statusCode).toBe(409);
    expect((second.json() as { detail: string }).detail).toContain('已在报检申请');

    const cancelled = await inject(cookies.qiye, 'POST', `/api/v1/inspection-applications/${draft.id}/cancel`, { reason: '重复申请' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(ZInspectionApplicationDetailSchema.parse(cancelled.json()).state).toBe('cancelled');
    expect((await inject(cookies.qiye, 'POST', `/api/v1/inspection-applications/${draft.id}/cancel`, {})).statusCode).toBe(409);
  });

  it("refuses to edit another unit's application (404)", async () => {
    expect((await inject(cookies.zhenhai, 'PUT', '/api/v1/inspection-applications/60001', BODY)).statusCode).toBe(404);
  });
});

describe('the last authorisation link', () => {
  it('is in the unit’s detail and in the answer that sends it, with the seconds until another may go', async () => {
    const detail = async () => ZInspectionApplicationDetailSchema.parse((await inject(cookies.qiye, 'GET', '/api/v1/inspection-applications/60003')).json());
    expect(await detail()).toMatchObject({ authLinkSentAt: null, authLinkWaitSeconds: 0 });
    const issued = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications/60003/auth-code', {});
    expect(issued.statusCode, issued.body).toBe(201);
    const { sentAt, resendAfterSeconds } = ZAuthCodeIssuedSchema.parse(issued.json());
    expect(sentAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(resendAfterSeconds).toBe(120);
    const after = await detail();
    expect(after.authLinkSentAt).toBe(sentAt);
    expect(after.authLinkWaitSeconds).toBeGreaterThan(100);
    expect(after.authLinkWaitSeconds).toBeLessThanOrEqual(120);
    const refused = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications/60003/auth-code', {});
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('120');
  });
});

describe('the public onlineApply page', () => {
  it('opens one application by its code, saves and submits it; the code then dies', async () => {
    const issued = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications/60002/auth-code', {});
    expect(issued.statusCode, issued.body).toBe(201);
    const { authCode, link } = ZAuthCodeIssuedSchema.parse(issued.json());
    expect(link).toBe(`/onlineApply?authCode=${encodeURIComponent(authCode)}`);

    // A second link to the same application at once is refused: every link is a text to the number the unit typed.
    const again = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications/60002/auth-code', {});
    expect(again.statusCode, again.body).toBe(429);
    expect(again.headers['retry-after']).toBe('120');
    // The page's title lookup answers the unit of the application the code opens.
    const titles = await inject(undefined, 'GET', `/api/v1/invoice-titles?keyword=${encodeURIComponent('悦澜')}&authCode=${encodeURIComponent(authCode)}`);
    expect((titles.json() as { items: { name: string }[] }).items).toEqual(expect.arrayContaining([expect.objectContaining({ name: '宁波悦澜酒店管理有限公司' })]));

    const opened = await inject(undefined, 'GET', `/api/v1/inspection-applications/by-auth-code?authCode=${encodeURIComponent(authCode)}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const application = ZInspectionApplicationDetailSchema.parse(opened.json());
    expect(application).toMatchObject({ id: '60002', state: 'draft', attachments: [] });

    const body = { ...BODY, equipmentIds: ['30104'], authCode, siteContact: '陈工', commit: true };
    const submitted = await inject(undefined, 'POST', '/api/v1/inspection-applications/by-auth-code', body);
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(ZInspectionApplicationDetailSchema.parse(submitted.json())).toMatchObject({ state: 'submitted', siteContact: '陈工' });
    expect((await inject(undefined, 'GET', `/api/v1/inspection-applications/by-auth-code?authCode=${encodeURIComponent(authCode)}`)).statusCode).toBe(404);
  });

  it('refuses a wrong code as 404', async () => {
    expect((await inject(undefined, 'GET', '/api/v1/inspection-applications/by-auth-code?authCode=nope')).statusCode).toBe(404);
  });
});

describe('institutes and invoice titles', () => {
  it('lists the institutes for any session', async () => {
    const res = await inject(cookies.qiye, 'GET', '/api/v1/inspection-institutes');
    expect(res.json()).toEqual([expect.objectContaining({ name: '宁波市特种设备检验研究院' })]);
  });

  it("looks up the caller's own invoice titles with their tax numbers, and nothing without a session or code", async () => {
    const res = await inject(cookies.qiye, 'GET', `/api/v1/invoice-titles?keyword=${encodeURIComponent('悦澜')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { items: { name: string; taxNo: string }[] }).items[0]).toMatchObject({ name: '宁波悦澜酒店管理有限公司' });
    expect((await inject(undefined, 'GET', `/api/v1/invoice-titles?keyword=${encodeURIComponent('悦澜')}`)).statusCode).toBe(401);
    expect((await inject(undefined, 'GET', `/api/v1/invoice-titles?keyword=${encodeURIComponent('悦澜')}&authCode=wrong`)).statusCode).toBe(404);
    // Another unit asking by name gets nothing of qiye's.
    const other = await inject(cookies.zhenhai, 'GET', `/api/v1/invoice-titles?keyword=${encodeURIComponent('悦澜')}`);
    expect((other.json() as { items: unknown[] }).items).toEqual([]);
  });
});
