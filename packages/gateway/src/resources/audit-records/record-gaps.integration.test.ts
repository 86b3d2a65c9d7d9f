import { ZAttachmentSchema, ZUploadTokenSchema, type AuditEvent } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PROBE_LIMIT } from '../../audit/probe-watch';
import { closingBoundary, fileEnd, fileHead, multipartBoundary } from '../../http/multipart-body';
import { auditRecordsOf, setUpGatewayTests } from '../../integration-support';

// What signed-in users do to records that leaves no other trace: phone upload tokens and their
// uploads, invoices issued, attachments deleted, exports, and many 404s on record ids (a probe of
// other units' records). docs/security.md, "Undetected abuse".
const gateway = setUpGatewayTests(['qiye', 'zhenhai', 'admin']);
const { cookies, inject } = gateway;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 1)]);

async function recordOf(event: AuditEvent, res: LightMyRequestResponse) {
  const records = await auditRecordsOf(gateway.app, cookies.admin, event);
  const record = records.find((item) => item.requestId === res.headers['x-request-id']);
  expect(record, `no ${event} record of request ${String(res.headers['x-request-id'])}`).toBeDefined();
  return record;
}

function phoneUpload(token: string) {
  const boundary = multipartBoundary();
  const payload = Buffer.concat([fileHead(boundary, 'file', '现场照片.png', 'image/png'), PNG, fileEnd(), closingBoundary(boundary)]);
  return gateway.app.inject({ method: 'POST', url: `/api/v1/attachment-upload-tokens/${token}/attachments`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

describe('phone upload tokens', () => {
  it('records the token made, each upload with it as its user, and an upload with a dead token; never the token', async () => {
    const made = await inject(cookies.qiye, 'POST', '/api/v1/attachment-upload-tokens', { refType: 'use-registration', refId: '40002' });
    expect(made.statusCode, made.body).toBe(201);
    const { token } = ZUploadTokenSchema.parse(made.json());
    expect(await recordOf('upload-token-issued', made)).toMatchObject({ outcome: 'success', user: 'qiye', target: 'attachment-upload:use-registration:40002' });

    const uploaded = await phoneUpload(token);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = ZAttachmentSchema.parse(uploaded.json());
    expect(await recordOf('upload-token-used', uploaded)).toMatchObject({ outcome: 'success', user: 'qiye', target: `attachment:${file.id}`, detail: '手机扫码上传附件' });

    const dead = await phoneUpload('made-up-token-0123456789');
    expect(dead.statusCode).toBe(404);
    expect(await recordOf('upload-token-used', dead)).toMatchObject({ outcome: 'failure', user: 'anonymous', target: 'attachment-upload' });

    const text = JSON.stringify([...(await auditRecordsOf(gateway.app, cookies.admin, 'upload-token-issued')), ...(await auditRecordsOf(gateway.app, cookies.admin, 'upload-token-used'))]);
    expect(text).not.toContain(token);
  });
});

describe('attachment deletes', () => {
  it('records a delete by its user and a refused one', async () => {
    const file = await gateway.upload(cookies.qiye, { name: '营业执照.png', type: 'image/png', bytes: PNG });
    const deleted = await inject(cookies.qiye, 'DELETE', `/api/v1/attachments/${file.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await recordOf('attachment-deleted', deleted)).toMatchObject({ outcome: 'success', user: 'qiye', target: `attachment:${file.id}` });
    const again = await inject(cookies.qiye, 'DELETE', `/api/v1/attachments/${file.id}`);
    expect(again.statusCode).toBe(404);
    expect(await recordOf('attachment-deleted', again)).toMatchObject({ outcome: 'failure', user: 'qiye', target: `attachment:${file.id}` });
  });
});

describe('invoices issued', () => {
  it('records the issue by the unit and the refusal of a second one', async () => {
    const issued = await inject(cookies.qiye, 'PUT', '/api/v1/invoices/70001/title', { title: '宁波悦澜酒店管理有限公司', taxNo: '91330200MA2AB3CD4E' });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(await recordOf('invoice-issued', issued)).toMatchObject({ outcome: 'success', user: 'qiye', target: 'invoice:70001', detail: '开具发票，抬头：宁波悦澜酒店管理有限公司' });
    const again = await inject(cookies.qiye, 'PUT', '/api/v1/invoices/70001/title', { title: '别的', taxNo: '91330200MA2AB3CD4E' });
    expect(again.statusCode).toBe(409);
    expect(await recordOf('invoice-issued', again)).toMatchObject({ outcome: 'failure', user: 'qiye', target: 'invoice:70001' });
  });
});

describe('exports', () => {
  it.each([
    ['/api/v1/equipment/export', 'view=comprehensive'],
    ['/api/v1/inspection-applications/export', ''],
    ['/api/v1/workers/export', ''],
  ])('records the workbook of %s by its user', async (route, query) => {
    const res = await inject(cookies.qiye, 'GET', `${route}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await recordOf('exported', res)).toMatchObject({ outcome: 'success', user: 'qiye', target: `export:${route}`, detail: '导出 Excel 工作簿' });
  });
});

describe('404 probes across units', () => {
  it("raises one probe-suspected record per window when a user keeps asking for records that are not theirs", async () => {
    const probe = (n: number) => inject(cookies.zhenhai, 'GET', `/api/v1/invoices/7${String(n).padStart(4, '0')}`);
    for (let n = 1; n < PROBE_LIMIT.max; n += 1) expect((await probe(n)).statusCode).toBe(404);
    expect(await auditRecordsOf(gateway.app, cookies.admin, 'probe-suspected')).toEqual([]);

    const last = await probe(PROBE_LIMIT.max);
    expect(last.statusCode).toBe(404);
    expect(await recordOf('probe-suspected', last)).toMatchObject({
      outcome: 'failure',
      user: 'zhenhai',
      target: 'GET /api/v1/invoices/:id',
      detail: `5 分钟内 ${PROBE_LIMIT.max} 次请求不存在或无权查看的记录`,
    });
    for (let n = PROBE_LIMIT.max + 1; n <= PROBE_LIMIT.max + 10; n += 1) await probe(n);
    expect(await auditRecordsOf(gateway.app, cookies.admin, 'probe-suspected')).toHaveLength(1);
  });
});
