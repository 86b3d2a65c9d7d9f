import {
  formatMessage,
  message,
  pageOf,
  ZAttachmentSchema,
  XLSX_MIME,
  ZCertificateSchema,
  ZWorkerCertificateSchema,
  ZSavedSchema,
  ZWorkerOverviewSchema,
  ZWorkerSchema,
  ZWorkerSummarySchema,
  type WorkerBody,
} from '@portal/contract';
import { WORKER_WIRE_PATHS } from '@portal/legacy-protocol';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { closingBoundary, fileEnd, fileHead, multipartBoundary } from '../../http/multipart-body';
import { login, startTestGateway, type TestGateway } from '../../integration-support';
import { platformCallsDuring } from '../../platform-call-support';

const ZPage = pageOf(ZWorkerSummarySchema);
const ZCertificates = pageOf(ZCertificateSchema);

// Demo workers of 宁波悦澜 (qiye) and 宁波镇海宏泰 (zhenhai), see legacy-server's seed.
const ZHANG_LI = '50001';
const LI_JIANHUA = '50002';
const WANG_JIANGUO = '50011';

let platform: { url: string; close(): Promise<void> };
let gateway: TestGateway;
let qiye: string;
let zhenhai: string;
let shenhe: string;

const shanghaiDay = (offsetDays: number) => new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A forklift driver with one certificate. */
const BODY: WorkerBody = {
  name: '赵志强',
  gender: 'male',
  idCard: '330212198801050714',
  mobile: '13655741209',
  certificates: [
    {
      workItem: 'N1',
      certificateNo: 'TS330212N1099',
      issuingAuthority: '宁波市市场监督管理局',
      issueDate: '2024-03-01',
      validTo: '2028-02-29',
      reviewDate: '2026-03-01',
    },
  ],
};

beforeAll(async () => {
  platform = await startTestLegacyServer();
  gateway = await startTestGateway(platform.url);
  qiye = await login(gateway.app, 'qiye');
  zhenhai = await login(gateway.app, 'zhenhai');
  shenhe = await login(gateway.app, 'shenhe');
});
afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

function inject(cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return gateway.app.inject({ method, url, ...(cookie ? { cookies: { portal_session: cookie } } : {}), ...(payload ? { payload } : {}) });
}

async function list(cookie: string, query = '') {
  const res = await inject(cookie, 'GET', `/api/v1/workers?pageSize=50${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZPage.parse(res.json());
}

const idsOf = (page: z.infer<typeof ZPage>) => page.items.map((item) => item.id).sort();

async function detail(cookie: string, id: string) {
  const res = await inject(cookie, 'GET', `/api/v1/workers/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZWorkerSchema.parse(res.json());
}

describe('GET /api/v1/workers', () => {
  it("lists the unit's own workers, with ID card and mobile masked", async () => {
    const page = await list(qiye);
    expect(page.total).toBe(4);
    const zhang = page.items.find((item) => item.id === ZHANG_LI);
    expect(zhang).toMatchObject({ name: '张丽', gender: 'female', idCardMasked: expect.stringMatching(/^330212\*{8}\d{3}[\dX]$/), mobileMasked: '139****1746' });
    expect(JSON.stringify(page)).not.toMatch(/\d{17}[\dX]|1[3-9]\d{9}/);
    expect(idsOf(await list(zhenhai))).toEqual([WANG_JIANGUO]);
  });

  it('filters by work item and employment state, and sorts', async () => {
    expect(idsOf(await list(qiye, '&workItem=G3'))).toEqual([LI_JIANHUA]);
    expect((await list(qiye, '&employmentState=dismissed')).items.map((item) => item.name)).toEqual(['陈静']);
    expect((await list(qiye, '&sort=name:asc')).items.map((item) => item.name)).toEqual(['周海波', '张丽', '李建华', '陈静']);
  });

  it('still filters by the deprecated operatorCode, alone or repeating workItem, and refuses two different codes', async () => {
    expect(idsOf(await list(qiye, '&operatorCode=G3'))).toEqual([LI_JIANHUA]);
    expect(idsOf(await list(qiye, '&operatorCode=G3&workItem=G3'))).toEqual([LI_JIANHUA]);
    const both = await inject(qiye, 'GET', '/api/v1/workers?workItem=G1&operatorCode=G3');
    expect(both.statusCode).toBe(400);
    const oneSpelling = formatMessage('oneSpelling', { field: 'workItem', deprecated: 'operatorCode' });
    expect(both.json().errors).toEqual([{ path: 'operatorCode', code: 'invalid_value', message: oneSpelling }]);
    const certificates = await inject(qiye, 'GET', '/api/v1/worker-certificates?workItem=A&operatorCode=G1');
    expect(certificates.json().errors).toEqual([{ path: 'operatorCode', code: 'invalid_value', message: oneSpelling }]);
  });

  it('refuses an unknown work item and an unsortable field with 400', async () => {
    expect((await inject(qiye, 'GET', '/api/v1/workers?workItem=Z9')).statusCode).toBe(400);
    expect((await inject(qiye, 'GET', '/api/v1/workers?operatorCode=Z9')).statusCode).toBe(400);
    expect((await inject(qiye, 'GET', '/api/v1/workers?sort=idCard:asc')).statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 to the institute auditor', async () => {
    expect((await inject(undefined, 'GET', '/api/v1/workers')).statusCode).toBe(401);
    expect((await inject(shenhe, 'GET', '/api/v1/workers')).statusCode).toBe(403);
    expect((await inject(shenhe, 'GET', '/api/v1/workers/overview')).statusCode).toBe(403);
    expect((await inject(shenhe, 'POST', '/api/v1/workers', BODY)).statusCode).toBe(403);
    expect((await inject(shenhe, 'GET', '/api/v1/workers/export')).statusCode).toBe(403);
  });
});

describe('GET /api/v1/workers/:id', () => {
  it('answers the full numbers and the certificates on the detail, repeated under the deprecated names', async () => {
    const res = await inject(qiye, 'GET', `/api/v1/workers/${LI_JIANHUA}`);
    expect(res.statusCode, res.body).toBe(200);
    const worker = ZWorkerSchema.parse(res.json());
    expect(worker.idCard).toMatch(/^330203197909250\d{2}[\dX]$/);
    expect(worker.mobile).toBe('13805748812');
    expect(worker.certificates.map((certificate) => [certificate.workItem, certificate.workItemLabel])).toEqual([
      ['G1', '工业锅炉司炉'],
      ['G3', '锅炉水处理'],
    ]);
    expect(worker.certificates[0]?.reviewDate).toBe(shanghaiDay(-400));
    expect(worker.workItems).toEqual(['G1', 'G3']);
    // The deprecated names carry the same values.
    expect(worker.operatorCodes).toEqual(worker.workItems);
    expect(worker.qualifications).toEqual(worker.certificates);
    expect(worker.certificates.map((certificate) => [certificate.operatorCode, certificate.operatorLabel])).toEqual([
      ['G1', '工业锅炉司炉'],
      ['G3', '锅炉水处理'],
    ]);
  });

  it("answers 404 for another unit's worker", async () => {
    expect((await inject(zhenhai, 'GET', `/api/v1/workers/${LI_JIANHUA}`)).statusCode).toBe(404);
    expect((await inject(zhenhai, 'GET', `/api/v1/workers/${LI_JIANHUA}/certificates`)).statusCode).toBe(404);
    expect((await inject(zhenhai, 'GET', `/api/v1/workers/${LI_JIANHUA}/qualifications`)).statusCode).toBe(404);
  });

  it('answers the certificates of one worker', async () => {
    const res = await inject(zhenhai, 'GET', `/api/v1/workers/${WANG_JIANGUO}/certificates`);
    expect(res.statusCode, res.body).toBe(200);
    expect(z.array(ZWorkerCertificateSchema).parse(res.json()).map((certificate) => certificate.workItem)).toEqual(['G1', 'R1']);
    expect(res.headers.deprecation).toBeUndefined();
  });

  it('answers the same on the deprecated qualifications route, with Deprecation, Sunset and Link', async () => {
    const current = await inject(zhenhai, 'GET', `/api/v1/workers/${WANG_JIANGUO}/certificates`);
    for (const [cookie, id, status] of [[zhenhai, WANG_JIANGUO, 200], [qiye, WANG_JIANGUO, 404]] as const) {
      const res = await inject(cookie, 'GET', `/api/v1/workers/${id}/qualifications`);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers.deprecation).toBe(`@${Date.parse('2026-11-30T00:00:00Z') / 1000}`);
      expect(res.headers.sunset).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
      expect(res.headers.link).toBe('</api/docs#/workers/workers.qualifications>; rel="deprecation"; type="text/html"');
      if (status === 200) expect(res.json()).toEqual(current.json());
    }
  });
});

describe('POST, PUT and DELETE /api/v1/workers', () => {
  it('adds a worker with a certificate, finds it masked in the list, updates and deletes it', async () => {
    const { answer: created, calls } = await platformCallsDuring(platform.url, () => inject(qiye, 'POST', '/api/v1/workers', BODY));
    expect(created.statusCode, created.body).toBe(201);
    expect(calls).toEqual([WORKER_WIRE_PATHS.add]);
    const saved = ZSavedSchema.strict().parse(created.json());
    expect(saved.state).toBe('employed');
    const worker = await detail(qiye, saved.id);
    expect(worker).toMatchObject({ name: '赵志强', idCard: BODY.idCard, employmentState: 'employed', workItems: ['N1'] });
    expect(worker.certificates[0]).toMatchObject({ certificateNo: 'TS330212N1099', reviewDate: '2026-03-01' });

    const found = await list(qiye, `&keyword=${encodeURIComponent('赵志强')}`);
    expect(found.items).toEqual([expect.objectContaining({ id: worker.id, idCardMasked: '330212********0714' })]);

    const { answer: updated, calls: updateCalls } = await platformCallsDuring(platform.url, () =>
      inject(qiye, 'PUT', `/api/v1/workers/${worker.id}`, {
        ...BODY,
        employmentState: 'dismissed',
        certificates: [{ ...BODY.certificates![0]!, id: worker.certificates[0]!.id, validTo: '2028-03-01' }],
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updateCalls).toEqual([WORKER_WIRE_PATHS.update]);
    expect(updated.json()).toEqual({ id: worker.id, state: 'dismissed' });
    const after = await detail(qiye, worker.id);
    expect(after.employmentState).toBe('dismissed');
    expect(after.certificates.map((certificate) => [certificate.id, certificate.validTo])).toEqual([[worker.certificates[0]!.id, '2028-03-01']]);

    expect((await inject(zhenhai, 'DELETE', `/api/v1/workers/${worker.id}`)).statusCode).toBe(404);
    expect((await inject(qiye, 'DELETE', `/api/v1/workers/${worker.id}`)).statusCode).toBe(204);
    expect((await inject(qiye, 'GET', `/api/v1/workers/${worker.id}`)).statusCode).toBe(404);
  });

  it("refuses bad input with the spec's field messages, and creates nothing", async () => {
    const before = (await list(qiye)).total;
    const res = await inject(qiye, 'POST', '/api/v1/workers', {
      ...BODY,
      name: '',
      idCard: '33021219880105071',
      mobile: '1234',
      certificates: [{ ...BODY.certificates![0]!, validTo: '2024-01-01' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const errors = res.json().errors as { path: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'name', code: 'required', message: message('nameRequired') },
        { path: 'idCard', code: 'invalid_format', message: message('idCard') },
        { path: 'mobile', code: 'invalid_format', message: message('mobile') },
        { path: 'certificates.0.validTo', code: 'invalid_value', message: message('dateRange') },
      ]),
    );
    expect((await list(qiye)).total).toBe(before);
  });

  it('still takes the certificates as the deprecated qualifications with operatorCode', async () => {
    const { certificates, ...rest } = BODY;
    const qualifications = certificates!.map(({ workItem, ...certificate }) => ({ ...certificate, operatorCode: workItem }));
    const created = await inject(qiye, 'POST', '/api/v1/workers', { ...rest, idCard: '330212199005060617', qualifications });
    expect(created.statusCode, created.body).toBe(201);
    const worker = await detail(qiye, ZSavedSchema.parse(created.json()).id);
    expect(worker.certificates.map((certificate) => [certificate.workItem, certificate.certificateNo])).toEqual([['N1', 'TS330212N1099']]);
    expect((await inject(qiye, 'DELETE', `/api/v1/workers/${worker.id}`)).statusCode).toBe(204);
  });

  it('refuses a body that sends both certificates and qualifications, and creates nothing', async () => {
    const before = (await list(qiye)).total;
    const qualifications = BODY.certificates!.map(({ workItem, ...certificate }) => ({ ...certificate, operatorCode: workItem }));
    const res = await inject(qiye, 'POST', '/api/v1/workers', { ...BODY, idCard: '330212199005060617', qualifications });
    expect(res.statusCode).toBe(400);
    const oneSpelling = formatMessage('oneSpelling', { field: 'certificates', deprecated: 'qualifications' });
    expect(res.json().errors).toEqual([{ path: 'qualifications', code: 'invalid_value', message: oneSpelling }]);
    expect((await list(qiye)).total).toBe(before);
  });

  it('refuses a second worker with the same ID card with 409', async () => {
    const first = await inject(zhenhai, 'POST', '/api/v1/workers', { ...BODY, idCard: '330211198203150216' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await inject(zhenhai, 'POST', '/api/v1/workers', { ...BODY, name: '另一人', idCard: '330211198203150216' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('本单位已有该身份证号码的作业人员');
  });
});

describe('certificate scans', () => {
  it('links an uploaded scan to a new worker and lists it with the worker', async () => {
    const boundary = multipartBoundary();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(512, 0x20), Buffer.from('\n%%EOF\n')]);
    const payload = Buffer.concat([fileHead(boundary, 'file', '作业人员证.pdf', 'application/pdf'), pdf, fileEnd(), closingBoundary(boundary)]);
    const uploaded = await gateway.app.inject({
      method: 'POST',
      url: '/api/v1/attachments',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      cookies: { portal_session: qiye },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = ZAttachmentSchema.parse(uploaded.json());

    const created = await inject(qiye, 'POST', '/api/v1/workers', { ...BODY, idCard: '330212199203040611', attachmentIds: [file.id] });
    expect(created.statusCode, created.body).toBe(201);
    const worker = await detail(qiye, ZSavedSchema.parse(created.json()).id);
    expect(worker.attachmentIds).toEqual([file.id]);
    const listed = await inject(qiye, 'GET', `/api/v1/attachments?refType=worker&refId=${worker.id}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ id: file.id, fileName: '作业人员证.pdf', refType: 'worker', refId: worker.id })]);
    expect((await inject(qiye, 'DELETE', `/api/v1/workers/${worker.id}`)).statusCode).toBe(204);
  });
});

describe('GET /api/v1/workers/overview and /api/v1/worker-certificates', () => {
  it('counts workers and certificates by work item, with those expiring within 90 days', async () => {
    const res = await inject(qiye, 'GET', '/api/v1/workers/overview');
    expect(res.statusCode, res.body).toBe(200);
    const overview = ZWorkerOverviewSchema.parse(res.json());
    expect(overview).toMatchObject({ workers: 4, employed: 3, certificates: 5, expiringSoon: 1, expired: 1 });
    expect(overview.byWorkItem.map((row) => [row.code, row.workers])).toEqual([
      ['A', 2],
      ['G1', 2],
      ['G3', 1],
    ]);
    expect(overview.byOperatorCode).toEqual(overview.byWorkItem);
  });

  it('lists the certificates with their holders, and includes the day given as validToTo', async () => {
    const all = await inject(qiye, 'GET', '/api/v1/worker-certificates?pageSize=50');
    expect(all.statusCode, all.body).toBe(200);
    expect(ZCertificates.parse(all.json()).total).toBe(5);
    // 李建华's G1 certificate ends in 45 days.
    const day = shanghaiDay(45);
    const exact = ZCertificates.parse((await inject(qiye, 'GET', `/api/v1/worker-certificates?validToFrom=${day}&validToTo=${day}`)).json());
    expect(exact.items.map((item) => [item.workerName, item.workItem, item.operatorCode])).toEqual([['李建华', 'G1', 'G1']]);
  });

  it('refuses a validTo range that ends before it starts', async () => {
    const res = await inject(qiye, 'GET', '/api/v1/worker-certificates?validToFrom=2026-02-02&validToTo=2026-02-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'validToTo', code: 'invalid_value', message: message('dateRange') });
  });
});

describe('GET /api/v1/workers/export', () => {
  it('answers a workbook of the filtered list with the numbers masked', async () => {
    const res = await inject(qiye, 'GET', '/api/v1/workers/export?employmentState=employed');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX_MIME);
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows).toHaveLength(3);
    const text = JSON.stringify(rows);
    expect(text).toContain('139****1746');
    expect(text).not.toMatch(/\d{17}[\dX]/);
  });
});
