import { request as httpRequest } from 'node:http';
import { message, shanghaiDateTime } from '@portal/contract';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closingBoundary, fieldPart, fileEnd, fileHead, multipartBoundary } from './http/multipart-body';
import { login, startTestGateway, type TestGateway } from './integration-support';

/**
 * What the contract refuses before the platform sees it: control characters in any request text
 * and ids that could move a platform path. Both used to reach the platform and come back as 502.
 */

let platform: { url: string; close(): Promise<void> };
let gateway: TestGateway;
let qiye: string;
let address: URL;

beforeAll(async () => {
  platform = await startTestLegacyServer();
  gateway = await startTestGateway(platform.url);
  qiye = await login(gateway.app, 'qiye');
  address = new URL(await gateway.app.listen({ port: 0, host: '127.0.0.1' }));
});

afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

const request = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  gateway.app.inject({ method, url, cookies: { portal_session: qiye }, ...(payload ? { payload } : {}) });

function expectFieldProblem(res: LightMyRequestResponse, path: string, text: string): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ path, message: text, code: expect.any(String) })]));
}

const CONTROL = message('controlCharacters');

describe('control characters', () => {
  it('refuses a NUL in a query value with a Chinese 400, not a 502', async () => {
    expectFieldProblem(await request('GET', '/api/v1/equipment?keyword=%00'), 'keyword', CONTROL);
  });

  it('refuses a C1 control and DEL in a query value', async () => {
    expectFieldProblem(await request('GET', '/api/v1/use-registrations?keyword=%C2%85'), 'keyword', CONTROL);
    expectFieldProblem(await request('GET', '/api/v1/notices?keyword=a%7Fb'), 'keyword', CONTROL);
  });

  it('refuses a NUL in body text', async () => {
    const entry = { type: 'script', code: 0, mes: 'TypeError\u0000', url: '/equipment', time: '2026-11-23 15:50:00' };
    expectFieldProblem(await request('POST', '/api/v1/error-logs', entry), 'mes', CONTROL);
    const record = {
      commit: false,
      categoryCode: '3000',
      equipmentName: '乘客电梯\u0000',
      registerCode: '',
      kind: 'installation',
      constructionUnit: '宁波电梯安装有限公司',
      licenseNo: 'TS3133001-2026',
      noticeDate: '2026-11-23',
      usePlace: '1号楼',
    };
    expectFieldProblem(await request('POST', '/api/v1/construction-records', record), 'equipmentName', CONTROL);
  });

  it('keeps the line breaks of multi-line body text', async () => {
    const entry = { type: 'script', code: 0, mes: 'TypeError: x\n    at main.js:1:1', url: '/equipment', time: '2026-11-23 15:50:00' };
    expect((await request('POST', '/api/v1/error-logs', entry)).statusCode).toBe(202);
  });

  it('refuses a NUL in an id', async () => {
    expectFieldProblem(await request('GET', '/api/v1/equipment/%00'), 'params.id', CONTROL);
  });
});

/** An upload as the SPA sends it: the file, then its fields. */
function upload(fileName: string, fields: [string, string][] = []) {
  const boundary = multipartBoundary();
  const payload = Buffer.concat([
    fileHead(boundary, 'file', fileName, 'application/pdf'),
    Buffer.from('%PDF-1.7\n%portal\n'),
    fileEnd(),
    ...fields.map(([name, value]) => fieldPart(boundary, name, value)),
    closingBoundary(boundary),
  ]);
  return gateway.app.inject({
    method: 'POST',
    url: '/api/v1/attachments',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    cookies: { portal_session: qiye },
  });
}

describe('control characters in the streamed routes', () => {
  it('refuses a NUL in the name of an uploaded file', async () => {
    const res = await upload('合格证\u0000.pdf');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'file', code: 'invalid_format', message: CONTROL }]);
  });

  it('refuses a NUL in the record id of an upload', async () => {
    const res = await upload('合格证.pdf', [['refType', 'use-registration'], ['refId', '4000\u00002']]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'refId', code: 'invalid_format', message: CONTROL }]);
  });

  it('refuses a NUL or a dot segment in the id of a download', async () => {
    expectFieldProblem(await request('GET', '/api/v1/attachments/%00/content'), 'params.id', CONTROL);
    const dots = await rawGet('/api/v1/attachments/../content');
    expect(dots.status).toBe(400);
  });
});

/** A GET over a real socket with the path exactly as written: inject would resolve `..` first, as browsers do. */
function rawGet(path: string): Promise<{ status: number; type: string; body: { errors?: unknown[] } }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: address.hostname, port: address.port, path, headers: { cookie: `portal_session=${qiye}` } }, (answer) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, type: String(answer.headers['content-type']), body: JSON.parse(text) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('ids in platform paths', () => {
  it.each(['..', '%2E%2E', '.', 'a%2Fb', '..%2F..%2Flogin', 'a%5Cb'])('answers 400 to the id %s before the platform is asked', async (id) => {
    const res = await rawGet(`/api/v1/construction-records/${id}`);
    expect(res.status).toBe(400);
    expect(res.type).toMatch(/^application\/problem\+json/);
    expect(res.body.errors).toEqual([{ path: 'params.id', code: 'invalid_format', message: message('invalidId') }]);
  });

  it('still answers a real id', async () => {
    const list = await request('GET', '/api/v1/construction-records?pageSize=1');
    const [first] = list.json().items as { id: string }[];
    expect(first).toBeDefined();
    expect((await request('GET', `/api/v1/construction-records/${first!.id}`)).statusCode).toBe(200);
  });
});

describe('times with an offset', () => {
  it('accepts what new Date().toISOString() gives and stores it as Asia/Shanghai time', async () => {
    const mes = `iso-time ${Date.now()}`;
    const posted = await request('POST', '/api/v1/error-logs', { type: 'ajax', code: 500, mes, url: '/equipment', time: '2026-11-23T07:50:00.000Z' });
    expect(posted.statusCode, posted.body).toBe(202);
    const list = await request('GET', '/api/v1/error-logs?pageSize=50');
    const stored = (list.json().items as { mes: string; time: string }[]).find((item) => item.mes === mes);
    expect(stored?.time).toBe('2026-11-23 15:50:00');
  });

  it('converts other offsets to Asia/Shanghai time', async () => {
    const mes = `offset-time ${Date.now()}`;
    const posted = await request('POST', '/api/v1/error-logs', { type: 'ajax', code: 500, mes, url: '/', time: '2026-11-23T07:50:00-05:00' });
    expect(posted.statusCode, posted.body).toBe(202);
    const list = await request('GET', '/api/v1/error-logs?pageSize=50');
    const stored = (list.json().items as { mes: string; time: string }[]).find((item) => item.mes === mes);
    expect(stored?.time).toBe(shanghaiDateTime('2026-11-23T07:50:00-05:00'));
    expect(stored?.time).toBe('2026-11-23 20:50:00');
  });

  it('refuses an impossible day with the time message', async () => {
    const res = await request('POST', '/api/v1/error-logs', { type: 'ajax', code: 500, mes: 'x', url: '/', time: '2026-02-30T07:50:00Z' });
    expectFieldProblem(res, 'time', message('dateTime'));
  });
});
