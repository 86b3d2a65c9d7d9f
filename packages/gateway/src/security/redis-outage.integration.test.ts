import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ZProblemSchema, ZTokenSchema } from '@portal/contract';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestGateway, type TestGateway } from '../integration-support';
import { startTestRedis, type TestRedis } from './redis-test-server';

// Debian's redis-server stopped, frozen and started again under a running gateway: what needs the
// store answers 503 problem JSON with Retry-After within a second, what does not goes on, /readyz
// agrees, and everything comes back without a restart (docs/operations.md, "Redis").
let platform: Awaited<ReturnType<typeof startTestLegacyServer>>;
let redis: TestRedis;
let gateway: TestGateway;
let web: string;
let bearer: { authorization: string };

const ERROR_LOG = { type: 'ajax', code: '500', mes: 'redis outage', url: '/equipment', time: '2026-11-23T10:00:00+08:00' };

beforeAll(async () => {
  redis = await startTestRedis();
  platform = await startTestLegacyServer();
  web = await mkdtemp(path.join(os.tmpdir(), 'redis-outage-web-'));
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>portal</title>');
  gateway = await startTestGateway(platform.url, { REDIS_URL: redis.url, LOG_LEVEL: 'info', WEB_DIST: web });
  const issued = await gateway.app.inject({ method: 'POST', url: '/api/v1/tokens', payload: { username: 'qiye', password: DEMO_PASSWORD } });
  bearer = { authorization: `Bearer ${ZTokenSchema.parse(issued.json()).token}` };
});

afterAll(async () => {
  await gateway?.close();
  await platform?.close();
  await redis?.close();
  await rm(web, { recursive: true, force: true });
});

/** The calls the brief names: sign-in, an authenticated read, keyed writes (signed in, and public). */
function storeCalls(key: string) {
  const { app } = gateway;
  return {
    signIn: () => app.inject({ method: 'POST', url: '/api/v1/session', payload: { username: 'zhenhai', password: DEMO_PASSWORD } }),
    read: () => app.inject({ method: 'GET', url: '/api/v1/equipment?page=1&pageSize=5', headers: bearer }),
    keyedWrite: () => app.inject({ method: 'POST', url: '/api/v1/error-logs', headers: { ...bearer, 'idempotency-key': key }, payload: ERROR_LOG }),
    keyedPublicWrite: () =>
      app.inject({ method: 'POST', url: '/api/v1/tokens', headers: { 'idempotency-key': key }, payload: { username: 'zhenhai', password: DEMO_PASSWORD } }),
    captcha: () => app.inject({ method: 'GET', url: '/api/v1/captcha', remoteAddress: '203.0.113.90' }),
  };
}

async function timed(call: () => Promise<LightMyRequestResponse>) {
  const started = performance.now();
  const res = await call();
  return { res, ms: performance.now() - started };
}

function expectStoreProblem({ res, ms }: { res: LightMyRequestResponse; ms: number }) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(ZProblemSchema.parse(res.json()).status).toBe(503);
  expect(ms).toBeLessThan(1_000);
}

async function untilReady(): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    if ((await gateway.app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the gateway did not become ready again');
}

const linesSaying = (text: string) => gateway.logs.filter((line) => line.includes(text));

describe('a gateway whose Redis stops', () => {
  it('refuses what needs the store with 503 problem JSON and Retry-After within 1 s, logged once', async () => {
    expect((await gateway.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await redis.close();
    const calls = storeCalls('outage-write-1');
    for (let round = 0; round < 3; round += 1) {
      expectStoreProblem(await timed(calls.signIn));
      expectStoreProblem(await timed(calls.read));
      expectStoreProblem(await timed(calls.keyedWrite));
      expectStoreProblem(await timed(calls.keyedPublicWrite));
      expectStoreProblem(await timed(calls.captcha));
    }
    const ready = await gateway.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ZProblemSchema.parse(ready.json()).detail).toContain('共享存储（Redis）');
    expect(linesSaying('shared store (Redis) unavailable')).toHaveLength(1);
    expect(linesSaying('"level":50').filter((line) => !line.includes('shared store (Redis) unavailable'))).toEqual([]);
  });

  it('goes on serving what needs no store: health, the SPA, the API documents, with a session cookie too', async () => {
    const cookie = { cookie: `portal_session=${bearer.authorization.slice('Bearer '.length)}`, accept: 'text/html' };
    expect((await gateway.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    for (const url of ['/', '/equipment', '/api/openapi.json']) {
      const res = await gateway.app.inject({ method: 'GET', url, headers: cookie });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('serves again when Redis is back on the same port, without a restart, and logs that once', async () => {
    redis = await startTestRedis({ port: redis.port });
    expect(await untilReady()).toBeLessThan(3_000);
    const calls = storeCalls('outage-write-2');
    expect((await calls.signIn()).statusCode).toBe(200);
    // Redis came back empty (no persistence here): the token's kept role is gone, its own stands.
    expect((await calls.read()).statusCode).toBe(200);
    const written = await calls.keyedWrite();
    expect(written.statusCode, written.body).toBeLessThan(300);
    expect((await calls.keyedWrite()).headers['idempotency-replayed']).toBe('true');
    expect((await calls.captcha()).statusCode).toBe(200);
    expect(linesSaying('shared store (Redis) is available again')).toHaveLength(1);
    expect(linesSaying('came back without its data')).toHaveLength(1);
  });
});

describe('a gateway whose Redis freezes (connections open, no answers)', () => {
  it('answers within 1 s while it is frozen, and serves again when it thaws', async () => {
    redis.pause();
    try {
      const calls = storeCalls('frozen-write');
      for (let round = 0; round < 2; round += 1) {
        expectStoreProblem(await timed(calls.read));
        expectStoreProblem(await timed(calls.signIn));
      }
      expect((await gateway.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    } finally {
      redis.resume();
    }
    await untilReady();
    expect((await storeCalls('thawed-write').read()).statusCode).toBe(200);
  });
});
