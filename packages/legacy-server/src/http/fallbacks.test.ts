import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningLegacyServer } from '../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../testing';
import { login, type WireSession } from './wire-test-client';

let server: RunningLegacyServer;
let session: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  session = await login(server.url, 'qiye', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

describe('paths the platform does not know', () => {
  it('answers an unknown /a path with HTTP 404 and an HTML page when signed in', async () => {
    const response = await fetch(`${server.url}/a/stone/noSuchModule/list?__sid=${session.sid}&__extend=${session.extend}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<html');
  });

  it('answers result "login" for an unknown /a path without a session, as the Shiro filter comes first', async () => {
    const response = await fetch(`${server.url}/a/stone/noSuchModule/list`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: 'login', message: '您的登录信息已过期，请重新登录。' });
  });

  it('answers paths outside /a with the HTML 404 page', async () => {
    const response = await fetch(`${server.url}/index.html`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe('GET /a/stone/health', () => {
  it('answers result true without a session', async () => {
    const response = await fetch(`${server.url}/a/stone/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: 'true' });
  });
});

describe('malformed requests', () => {
  it('answers a broken JSON body with a result false, not a stack trace', async () => {
    const response = await fetch(`${server.url}/a/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ result: 'false', message: '请求参数有误' });
  });
});
