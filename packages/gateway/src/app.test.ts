import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ACCESS, contract } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app';
import { loadConfig } from './config';
import { contractRoutes } from './http/not-implemented';
import { sealSession } from './session/seal';

// The gateway's own behaviour, where no platform answer is involved: the platform URL points at a
// port nobody listens on, so any call that did reach it would fail with 502.
const SECRET = 'app-test-secret-0123456789-abcdefghij';
const NOWHERE = 'http://127.0.0.1:9';

let tmp: string;
let app: FastifyInstance;

function tokenWith(menuIds: string[]): string {
  return sealSession(
    { sid: 'S', ext: 'E', uid: 'u1', roleId: 'r1', menuIds, exp: Date.now() + 60_000 },
    SECRET,
  );
}

async function gatewayWithWeb(webDist: string): Promise<FastifyInstance> {
  const config = loadConfig({
    SESSION_SECRET: SECRET,
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(tmp, 'data'),
    WEB_DIST: webDist,
  });
  return buildGateway(config, { legacyUrl: NOWHERE });
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'gateway-app-'));
  const web = path.join(tmp, 'web');
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>门户</title><div id="root"></div>');
  await writeFile(path.join(web, 'assets', 'app-1234.js'), 'console.log(1)');
  app = await gatewayWithWeb(web);
});

afterAll(async () => {
  await app.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('problem answers', () => {
  it('answers an unknown API path with a 404 problem and a request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = res.json();
    expect(body).toMatchObject({ status: 404, title: '资源不存在' });
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('answers 401 to a session route without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/session' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 401, title: '未登录或登录已过期' });
  });

  it('answers 401 to a forged bearer token and a forged cookie (and clears the cookie)', async () => {
    const bearer = await app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: 'Bearer v1.forged' },
    });
    expect(bearer.statusCode).toBe(401);
    const cookie = await app.inject({ method: 'GET', url: '/api/v1/me', cookies: { portal_session: 'v1.forged' } });
    expect(cookie.statusCode).toBe(401);
    expect(String(cookie.headers['set-cookie'])).toMatch(/portal_session=;.*Max-Age=0|portal_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('answers 403 when the access id is not among the role menu ids', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/unit/changes',
      headers: { authorization: `Bearer ${tokenWith([ACCESS.equipmentView])}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, title: '无权访问' });
  });

  it('checks access before validating the body', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/v1/me/password', payload: { oldPassword: 1 } });
    expect(res.statusCode).toBe(401);
  });

  it('rejects a bad login body with 400 field errors, without calling the platform', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/session', payload: { username: '', password: '' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.title).toBe('请求参数有误');
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['password', 'username']);
    expect(body.errors[0].message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('answers a malformed JSON body with a 400 problem in Chinese', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, detail: '请求体不是有效的 JSON' });
  });

  it('answers a multipart body to a JSON route with a 415 problem: only the uploads parse multipart', async () => {
    const boundary = '----portal-test';
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/session',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: [`--${boundary}`, 'Content-Disposition: form-data; name="username"', '', 'qiye', `--${boundary}--`, ''].join('\r\n'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 415, detail: expect.stringContaining('application/json'), requestId: expect.any(String) });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/session',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x', password: 'y'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, title: '请求体过大' });
  });

  it('limits an error-log body to 16 KiB', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/error-logs',
      headers: { authorization: `Bearer ${tokenWith([])}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'script', code: 0, mes: 'x'.repeat(20_000), url: '/', time: '2024-05-31 10:00:00' }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('answers 502 with a request id when the platform is unreachable', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/session', payload: { username: 'qiye', password: 'Demo@2024' } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ status: 502, title: '服务器错误，请稍后再试', requestId: expect.any(String) });
  });
});

describe('health', () => {
  it('answers /healthz from the process', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz with 503 when the platform is down', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('security headers', () => {
  it('sends a CSP that allows inline styles but only same-origin scripts', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    // Workers (the SMS send's proof of work) from the SPA's own files only, never blob: URLs.
    expect(csp).toContain("worker-src 'self';");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends API answers the API's set: nothing may load, nothing may frame them, no page-only header", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/session' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-xss-protection']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('keeps the page set for the API documentation, a page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  });
});

describe('OpenAPI', () => {
  it('lists every contract route with its access id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const { route } of contractRoutes(contract)) {
      const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[openApiPath]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation['x-access']).toBe((route.metadata as { access: string }).access);
      expect(operation.description).toContain('Access:');
    }
  });

  it('names the known problem types and field error codes, and the token of a role switch', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const answer = doc.paths['/api/v1/tokens'].post.responses['400'].content['application/problem+json'].schema;
    expect(answer).toEqual({ $ref: '#/components/schemas/Problem' });
    const refused = doc.components.schemas.Problem;
    expect(refused.properties.type.description).toContain('urn:portal:problem:account-locked');
    expect(refused.properties.type.description).toContain('urn:portal:problem:validation-failed');
    expect(refused.properties.errors.items.properties.code.description).toContain('invalid_choice');
    const switched = doc.paths['/api/v1/session/role'].put.responses['200'].content['application/json'].schema;
    expect(switched.properties.token.description).toMatch(/Bearer/);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
  });
});

describe('the SPA', () => {
  it('serves index.html for a deep link (history routing)', async () => {
    const res = await app.inject({ method: 'GET', url: '/equipment/list?page=2', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves hashed assets with a long cache life', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset that is not a page with 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });

  it('says the SPA is not built when WEB_DIST has no index.html', async () => {
    const bare = await gatewayWithWeb(path.join(tmp, 'no-web'));
    const res = await bare.inject({ method: 'GET', url: '/' });
    await bare.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('前端页面尚未构建');
  });
});

describe('an API route registered outside the contract', () => {
  it('is refused, because it has no access id to check', async () => {
    const gateway = await gatewayWithWeb(path.join(tmp, 'web'));
    gateway.get('/api/v1/unguarded', async () => ({ secret: true }));
    const res = await gateway.inject({
      method: 'GET',
      url: '/api/v1/unguarded',
      cookies: { portal_session: tokenWith([ACCESS.equipmentView]) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).not.toHaveProperty('secret');
    await gateway.close();
  });
});
