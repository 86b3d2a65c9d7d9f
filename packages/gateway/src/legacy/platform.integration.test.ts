import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { encodeLoginText, loginForm, SESSION_WIRE_PATHS, ERROR_LOG_WIRE_PATHS } from '@portal/legacy-protocol';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login, sessionCookie, startTestGateway } from '../integration-support';
import { createLegacyClient, type LegacyClient, type LegacySession } from './client';

type Platform = { url: string; close(): Promise<void> };

// One default platform for the tests of this file that do not change its settings.
let platform: Platform;
beforeAll(async () => {
  platform = await startTestLegacyServer();
});
afterAll(async () => platform?.close());

describe('the legacy client against the reference platform: every flag spelling', () => {
  let client: LegacyClient;
  let session: LegacySession;

  beforeAll(async () => {
    client = createLegacyClient({ baseUrl: platform.url, timeoutMs: 5_000 });
    const key = 'thinkgem,jeesite,com';
    const answer = await client.call({
      method: 'POST',
      path: SESSION_WIRE_PATHS.login,
      form: loginForm({ username: encodeLoginText('qiye', key), password: encodeLoginText(DEMO_PASSWORD, key) }),
    });
    if (!answer.ok) throw new Error(`login failed: ${JSON.stringify(answer)}`);
    const data = answer.data as { sessionid: string; __extend: string };
    session = { sid: data.sessionid, ext: data.__extend };
  });

  afterAll(async () => client?.close());

  it('reads result "true" on /a/stone/user/* with the payload at the top level', async () => {
    const answer = await client.call({ method: 'GET', path: SESSION_WIRE_PATHS.userInfo, session });
    expect(answer).toMatchObject({ ok: true, data: { loginName: 'qiye' } });
  });

  it('reads result "false" on /a/stone/user/* as 400 with the message', async () => {
    const answer = await client.call({ method: 'POST', path: SESSION_WIRE_PATHS.changeRole, form: { id: 'no-such-role' }, session });
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.problem.status).toBe(400);
      expect(answer.problem.detail).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('reads success true on /a/stone/common/* with the page under data', async () => {
    const answer = await client.call({ method: 'GET', path: ERROR_LOG_WIRE_PATHS.list, query: { pageNo: '1' }, session });
    expect(answer).toMatchObject({ ok: true, data: { list: expect.any(Array) } });
  });

  it('reads success false on /a/stone/common/* as 400 with errmsg', async () => {
    const answer = await client.call({
      method: 'POST',
      path: ERROR_LOG_WIRE_PATHS.save,
      form: { type: '', code: '', mes: '', url: '', time: '' },
      session,
    });
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.problem.status).toBe(400);
      expect(answer.problem.detail).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('reads result "login" (no or unknown session) as 401', async () => {
    const answer = await client.call({ method: 'GET', path: SESSION_WIRE_PATHS.userInfo, session: { sid: 'gone', ext: 'gone' } });
    expect(answer).toMatchObject({ ok: false, problem: { status: 401 } });
  });

  it('reads an unknown /a path (an HTML 404 page) as 502', async () => {
    const answer = await client.call({ method: 'GET', path: '/a/stone/no-such-module', session });
    expect(answer).toMatchObject({ ok: false, problem: { status: 502 } });
  });
});

describe('cipher modes', () => {
  let base64Platform: Platform;
  beforeAll(async () => {
    base64Platform = await startTestLegacyServer({ cipherKey: 'Base64' });
  });
  afterAll(async () => base64Platform?.close());

  it('signs in when gateway and platform both use the Base64 mode', async () => {
    const gateway = await startTestGateway(base64Platform.url, { CIPHER_KEY: 'Base64' });
    try {
      await expect(login(gateway.app, 'qiye')).resolves.toEqual(expect.any(String));
    } finally {
      await gateway.close();
    }
  });

  it('cannot sign in when the gateway uses the DES mode against a Base64 platform', async () => {
    const gateway = await startTestGateway(base64Platform.url);
    try {
      const res = await gateway.app.inject({
        method: 'POST',
        url: '/api/v1/session',
        payload: { username: 'qiye', password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(400);
    } finally {
      await gateway.close();
    }
  });
});

describe('an expired platform session', () => {
  it('answers 401 and clears the cookie', async () => {
    const shortLived = await startTestLegacyServer({ sessionTimeoutMs: 400 });
    const gateway = await startTestGateway(shortLived.url);
    try {
      const cookie = await login(gateway.app, 'qiye');
      await new Promise((resolve) => setTimeout(resolve, 900));
      const res = await gateway.app.inject({ method: 'GET', url: '/api/v1/session', cookies: { portal_session: cookie } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, detail: '您的登录信息已过期，请重新登录。' });
      expect(sessionCookie(res)?.value).toBe('');
    } finally {
      await gateway.close();
      await shortLived.close();
    }
  });
});

describe('a platform that is down or too slow', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let silentUrl: string;
  let closedUrl: string;

  beforeAll(async () => {
    // Accepts connections and never answers.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 502 with a request id when nothing listens at LEGACY_URL', async () => {
    const gateway = await startTestGateway(closedUrl);
    try {
      const res = await gateway.app.inject({ method: 'POST', url: '/api/v1/session', payload: { username: 'qiye', password: DEMO_PASSWORD } });
      expect(res.statusCode).toBe(502);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      const body = res.json();
      expect(body).toMatchObject({ status: 502, title: '服务器错误，请稍后再试' });
      expect(body.requestId).toBe(res.headers['x-request-id']);
      expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|stack|127\.0\.0\.1/);
    } finally {
      await gateway.close();
    }
  });

  it('answers 504 when the platform does not answer within LEGACY_TIMEOUT_MS', async () => {
    const gateway = await startTestGateway(silentUrl, { LEGACY_TIMEOUT_MS: '300' });
    try {
      const started = Date.now();
      const res = await gateway.app.inject({ method: 'POST', url: '/api/v1/session', payload: { username: 'qiye', password: DEMO_PASSWORD } });
      expect(res.statusCode).toBe(504);
      expect(res.json()).toMatchObject({ status: 504, title: '服务器响应超时，请稍后再试', requestId: expect.any(String) });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await gateway.close();
    }
  });

  it('reports /readyz 503 when the platform is down and 200 when it is up', async () => {
    const down = await startTestGateway(closedUrl);
    const up = await startTestGateway(platform.url);
    try {
      const notReady = await down.app.inject({ method: 'GET', url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ status: 503 });
      const ready = await up.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
    } finally {
      await down.close();
      await up.close();
    }
  });

  it('reports /readyz 503 when the platform hangs longer than the calls may (LEGACY_TIMEOUT_MS)', async () => {
    const gateway = await startTestGateway(silentUrl, { LEGACY_TIMEOUT_MS: '300' });
    try {
      const started = Date.now();
      const res = await gateway.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await gateway.close();
    }
  });
});
