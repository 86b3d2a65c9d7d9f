import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ACCESS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app';
import { loadConfig } from '../config';
import { sealSession } from '../session/seal';

const SECRET = 'request-log-test-secret-0123456789-abcdef';
let tmp: string;
const gateways: FastifyInstance[] = [];

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'gateway-log-'));
});

afterAll(async () => {
  for (const gateway of gateways.splice(0)) await gateway.close();
  await rm(tmp, { recursive: true, force: true });
});

type LogLine = { msg: string; req?: { method: string; url: string; remoteAddress: string }; [key: string]: unknown };

async function logged(env: Record<string, string> = {}): Promise<{ app: FastifyInstance; lines: () => LogLine[]; text: () => string }> {
  const config = loadConfig({ SESSION_SECRET: SECRET, LOG_LEVEL: 'info', DATA_DIR: tmp, WEB_DIST: path.join(tmp, 'no-web'), ...env });
  const written: string[] = [];
  const app = await buildGateway(config, { legacyUrl: 'http://127.0.0.1:9', logStream: { write: (line) => written.push(line) } });
  gateways.push(app);
  return { app, lines: () => written.map((line) => JSON.parse(line) as LogLine), text: () => written.join('') };
}

const token = () =>
  sealSession({ sid: 'S', ext: 'E', uid: 'u1', roleId: 'r1', menuIds: [ACCESS.equipmentView], exp: Date.now() + 60_000 }, SECRET);

describe('request log lines', () => {
  it('name the route pattern, never the raw URL with its ids and query string', async () => {
    const { app, lines, text } = await logged();
    await app.inject({ method: 'GET', url: '/api/v1/equipment?keyword=13912345678&page=1', headers: { authorization: `Bearer ${token()}` } });
    await app.inject({ method: 'GET', url: '/api/v1/equipment/330203199001011234', headers: { authorization: `Bearer ${token()}` } });
    expect(text()).not.toContain('13912345678');
    expect(text()).not.toContain('330203199001011234');
    expect(text()).not.toContain('keyword');
    const urls = lines().filter((line) => line.msg === 'request completed').map((line) => line.req?.url);
    expect(urls).toEqual(['/api/v1/equipment', '/api/v1/equipment/:id']);
  });

  it('are one per request, with its status and time', async () => {
    const { app, lines } = await logged();
    await app.inject({ method: 'GET', url: '/healthz' });
    expect(lines()).toEqual([
      expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ method: 'GET', url: '/healthz' }), res: { statusCode: 200 }, responseTime: expect.any(Number) }),
    ]);
  });

  it('log an unrouted path without its query string', async () => {
    const { app, lines } = await logged();
    await app.inject({ method: 'GET', url: '/api/v1/nothing?mobile=13912345678' });
    const incoming = lines().find((line) => line.msg === 'request completed');
    expect(incoming?.req?.url).toBe('/api/v1/nothing');
    expect(JSON.stringify(lines())).not.toContain('13912345678');
  });

  it('never carry a token, a cookie or a password', async () => {
    const { app, text } = await logged();
    const bearer = token();
    await app.inject({ method: 'POST', url: '/api/v1/session', headers: { cookie: `portal_session=${bearer}` }, payload: { username: 'qiye', password: 'Demo@2024' } });
    await app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${bearer}` } });
    expect(text()).not.toContain(bearer);
    expect(text()).not.toContain('Demo@2024');
  });

  it('mask secrets in any message or value written by the gateway', async () => {
    const { app, text } = await logged();
    app.log.warn({ cause: 'platform said password=Secret123 for 13912345678', nested: { list: ['token=abc'] } }, 'login of 330203199001011234 with Bearer xyz');
    expect(text()).not.toMatch(/Secret123|13912345678|token=abc|330203199001011234|Bearer xyz/);
    expect(text()).toContain('password=***');
    expect(text()).toContain('139****5678');
  });
});

describe('the logged client address (TRUST_PROXY)', () => {
  const remoteOf = async (env: Record<string, string>, forwardedFor: string) => {
    const { app, lines } = await logged(env);
    await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });
    return lines().find((line) => line.msg === 'request completed')?.req?.remoteAddress;
  };

  it('is the socket’s with no trusted proxy: X-Forwarded-For is ignored', async () => {
    expect(await remoteOf({}, '6.6.6.6')).toBe('10.0.0.1');
    expect(await remoteOf({ TRUST_PROXY: '0' }, '6.6.6.6')).toBe('10.0.0.1');
  });

  it('is the last forwarded hop behind one trusted proxy, so a client cannot forge it', async () => {
    expect(await remoteOf({ TRUST_PROXY: '1' }, '6.6.6.6')).toBe('6.6.6.6');
    expect(await remoteOf({ TRUST_PROXY: '1' }, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
  });
});
