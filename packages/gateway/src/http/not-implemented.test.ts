import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ACCESS, contract, meta } from '@portal/contract';
import { initContract, isAppRoute } from '@ts-rest/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildGateway } from '../app';
import { loadConfig } from '../config';
import { sealSession } from '../session/seal';
import { contractRoutes, plannedGroup, registerPlanned, unimplementedRoutes } from './not-implemented';

describe('contractRoutes', () => {
  it('lists every route of the contract once', () => {
    const routes = contractRoutes(contract);
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.every(({ route }) => isAppRoute(route))).toBe(true);
    expect(new Set(routes.map((r) => `${r.route.method} ${r.route.path}`)).size).toBe(routes.length);
    expect(routes.map((r) => r.key)).toContain('session.login');
  });
});

describe('unimplementedRoutes', () => {
  const handler = async () => ({ status: 200, body: {} });

  it('leaves out the routes that have a handler', () => {
    const missing = unimplementedRoutes(contract, { session: { login: handler }, unit: { get: handler } });
    const keys = missing.map((r) => r.key);
    expect(keys).not.toContain('session.login');
    expect(keys).not.toContain('unit.get');
    expect(keys).toContain('session.logout');
    expect(keys).toContain('unit.update');
  });

  it('is every route when nothing is implemented, and none when all are', () => {
    const all = contractRoutes(contract);
    expect(unimplementedRoutes(contract, {})).toHaveLength(all.length);
    const everything: Record<string, unknown> = {};
    for (const { key } of all) {
      const parts = key.split('.');
      let node = everything;
      for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      node[parts.at(-1)!] = handler;
    }
    expect(unimplementedRoutes(contract, everything)).toEqual([]);
  });
});

describe('a planned group', () => {
  // No contract group is planned now (router.ts, PLANNED): this one stands in for the next. The
  // platform URL points at a port nobody listens on, so a call that reached it would answer 502.
  const c = initContract();
  const PLANNED_GROUP = c.router({
    list: { method: 'GET', path: '/api/v1/planned-things', responses: { 200: z.array(z.string()) }, metadata: meta(ACCESS.equipmentView) },
    create: {
      method: 'POST',
      path: '/api/v1/planned-things',
      body: z.object({ name: z.string().min(1) }),
      responses: { 201: z.object({ id: z.string() }) },
      metadata: meta(ACCESS.equipmentView),
    },
  });
  const SECRET = 'not-implemented-test-secret-0123456789';
  let tmp: string;
  let app: FastifyInstance;

  const bearer = (menuIds: string[]) => ({
    authorization: `Bearer ${sealSession({ sid: 'S', ext: 'E', uid: 'u1', roleId: 'r1', menuIds, exp: Date.now() + 60_000 }, SECRET)}`,
  });

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'gateway-planned-'));
    const config = loadConfig({ SESSION_SECRET: SECRET, LOG_LEVEL: 'silent', DATA_DIR: path.join(tmp, 'data'), WEB_DIST: path.join(tmp, 'web') });
    app = await buildGateway(config, { legacyUrl: 'http://127.0.0.1:9' });
    await registerPlanned(app, plannedGroup(PLANNED_GROUP));
  });
  afterAll(async () => {
    await app?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  it('answers 501 with a problem once the access check passes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/planned-things', headers: bearer([ACCESS.equipmentView]) });
    expect(res.statusCode).toBe(501);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 501, title: '功能尚未开放', detail: '该功能尚未开放，敬请期待' });
  });

  it('checks access first: 401 without a session, 403 without the access id', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/planned-things' })).statusCode).toBe(401);
    const refused = await app.inject({ method: 'GET', url: '/api/v1/planned-things', headers: bearer([ACCESS.workerView]) });
    expect(refused.statusCode).toBe(403);
  });

  it('answers 501 to a write whatever its body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/planned-things', headers: bearer([ACCESS.equipmentView]), payload: {} });
    expect(res.statusCode).toBe(501);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('answers 501 to a multipart upload, and 401 to one without a session', async () => {
    const boundary = '----portal-test';
    const payload = [`--${boundary}`, 'Content-Disposition: form-data; name="file"; filename="a.txt"', 'Content-Type: text/plain', '', 'hello', `--${boundary}--`, ''].join('\r\n');
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const anonymous = await app.inject({ method: 'POST', url: '/api/v1/planned-things', headers, payload });
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await app.inject({ method: 'POST', url: '/api/v1/planned-things', headers: { ...headers, ...bearer([ACCESS.equipmentView]) }, payload });
    expect(signedIn.statusCode).toBe(501);
  });
});
