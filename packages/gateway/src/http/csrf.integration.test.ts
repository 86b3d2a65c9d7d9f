import { ZTokenSchema } from '@portal/contract';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login, startTestGateway, startWireRecorder, type TestGateway, type WireRecorder } from '../integration-support';
import { closingBoundary, fileEnd, fileHead, multipartBoundary } from './multipart-body';

// Cross-site request forgery against the real stack: the gateway in front of legacy-server.
const EVIL = 'https://evil.example';
const PUBLIC_ORIGIN = 'https://portal.example.cn';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024, 0x20), Buffer.from('\n%%EOF\n')]);

let platform: { url: string; close(): Promise<void> };
let recorder: WireRecorder;
let gateway: TestGateway;
let qiye: string;

beforeAll(async () => {
  platform = await startTestLegacyServer();
  recorder = await startWireRecorder(platform.url);
  gateway = await startTestGateway(recorder.url, { PUBLIC_ORIGIN });
  qiye = await login(gateway.app, 'qiye');
});

afterAll(async () => {
  await gateway?.close();
  await recorder?.close();
  await platform?.close();
});

const draft = {
  commit: false,
  categoryCode: '3000',
  equipmentId: '30106',
  equipmentName: '消防员电梯',
  kind: 'installation',
  constructionUnit: '宁波甬江电梯工程有限公司',
  licenseNo: 'TS3133019-2026',
  noticeDate: '2026-02-01',
  plannedCompletionDate: '2026-04-30',
  usePlace: '新建副楼西侧',
  remark: '跨站测试',
  attachmentIds: [],
};

async function newDraft(): Promise<string> {
  const res = await gateway.app.inject({ method: 'POST', url: '/api/v1/construction-records', cookies: { portal_session: qiye }, payload: draft });
  expect(res.statusCode, res.body).toBe(201);
  return String(res.json().id);
}

async function stateOf(id: string): Promise<string> {
  const res = await gateway.app.inject({ method: 'GET', url: `/api/v1/construction-records/${id}`, cookies: { portal_session: qiye } });
  return String(res.json().state);
}

/** A form post a foreign page can make without a preflight: text/plain, the cookie rides along. */
function commit(id: string, headers: Record<string, string>, cookie: string | undefined = qiye) {
  return gateway.app.inject({
    method: 'POST',
    url: `/api/v1/construction-records/${id}/commit`,
    headers: { 'content-type': 'text/plain', ...headers },
    payload: 'x',
    ...(cookie ? { cookies: { portal_session: cookie } } : {}),
  });
}

describe('cookie-authenticated unsafe requests', () => {
  it('refuses a commit posted from a foreign origin with 403 problem JSON, and the record stays a draft', async () => {
    const id = await newDraft();
    const res = await commit(id, { origin: EVIL, 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 403, detail: '跨站请求已被拒绝，请在门户页面中操作' });
    // An older browser without Sec-Fetch-Site is refused on its Origin alone.
    expect((await commit(id, { origin: EVIL })).statusCode).toBe(403);
    expect(await stateOf(id)).toBe('draft');
  });

  it('accepts the same commit from the portal’s own page (Sec-Fetch-Site: same-origin)', async () => {
    const id = await newDraft();
    const res = await commit(id, { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf(id)).toBe('submitted');
  });

  it('accepts an Origin listed in PUBLIC_ORIGIN', async () => {
    const id = await newDraft();
    expect((await commit(id, { origin: PUBLIC_ORIGIN })).statusCode).toBe(200);
  });

  it('refuses a cross-site multipart upload before the platform stores anything', async () => {
    const boundary = multipartBoundary();
    const payload = Buffer.concat([fileHead(boundary, 'file', '合格证.pdf', 'application/pdf'), PDF, fileEnd(), closingBoundary(boundary)]);
    const before = recorder.storedUploads();
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/v1/attachments',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: EVIL, 'sec-fetch-site': 'cross-site' },
      cookies: { portal_session: qiye },
      payload,
    });
    expect(res.statusCode).toBe(403);
    expect(recorder.storedUploads()).toBe(before);
  });

  it('refuses a cross-site sign-out, so a foreign page cannot end the session', async () => {
    const res = await gateway.app.inject({ method: 'DELETE', url: '/api/v1/session', cookies: { portal_session: qiye }, headers: { origin: EVIL } });
    expect(res.statusCode).toBe(403);
    const still = await gateway.app.inject({ method: 'GET', url: '/api/v1/session', cookies: { portal_session: qiye } });
    expect(still.statusCode).toBe(200);
  });
});

describe('exempt callers', () => {
  it('accepts a bearer call without Origin, and with a foreign one (a browser never adds the header itself)', async () => {
    const issued = await gateway.app.inject({ method: 'POST', url: '/api/v1/tokens', payload: { username: 'qiye', password: DEMO_PASSWORD } });
    const { token } = ZTokenSchema.parse(issued.json());
    const first = await newDraft();
    expect((await commit(first, { authorization: `Bearer ${token}` }, undefined)).statusCode).toBe(200);
    const second = await newDraft();
    expect((await commit(second, { authorization: `Bearer ${token}`, origin: EVIL }, undefined)).statusCode).toBe(200);
  });

  it('accepts a cookie call with neither Origin nor Sec-Fetch-Site (curl, scripts: not a browser)', async () => {
    const id = await newDraft();
    expect((await commit(id, {})).statusCode).toBe(200);
  });
});

describe('sign-in (login CSRF)', () => {
  const signIn = (headers: Record<string, string>) =>
    gateway.app.inject({ method: 'POST', url: '/api/v1/session', headers, payload: { username: 'qiye', password: DEMO_PASSWORD } });

  it('refuses a sign-in posted from a foreign origin and sets no cookie', async () => {
    const res = await signIn({ origin: EVIL, 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('accepts a sign-in from the portal’s page or its public origin', async () => {
    expect((await signIn({ origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await signIn({ origin: PUBLIC_ORIGIN })).statusCode).toBe(200);
  });
});
