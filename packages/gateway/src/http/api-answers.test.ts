import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app';
import { loadConfig } from '../config';

let tmp: string;
let app: FastifyInstance;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'gateway-answers-'));
  const web = path.join(tmp, 'web');
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await writeFile(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(web, 'assets', 'app-1234.js'), 'console.log(1)');
  const config = loadConfig({ SESSION_SECRET: 'answers-test-secret-0123456789-abcdefghi', LOG_LEVEL: 'silent', DATA_DIR: tmp, WEB_DIST: web });
  app = await buildGateway(config, { legacyUrl: 'http://127.0.0.1:9' });
});

afterAll(async () => {
  await app.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('Cache-Control of API answers', () => {
  it('is no-store on every /api answer, errors and documents included', async () => {
    for (const url of ['/api/v1/session', '/api/v1/me', '/api/openapi.json', '/api/v1/nothing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leaves the SPA’s own caching alone', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/app-1234.js' })).headers['cache-control']).toContain('immutable');
    const page = await app.inject({ method: 'GET', url: '/equipment/list', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('error answers', () => {
  it('are typed application/problem+json', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/session' });
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
