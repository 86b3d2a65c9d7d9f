import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ZCurrentUserSchema, ZTokenSchema } from '@portal/contract';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestGateway, type TestGateway } from '../integration-support';
import { startTestRedis, type TestRedis } from './redis-test-server';

// Redis as production should run it (append-only file, fsync every second, a data folder) crashes
// and starts again under a running gateway: what the gateway kept there is still there
// (docs/operations.md, "Redis").
let platform: Awaited<ReturnType<typeof startTestLegacyServer>>;
let redis: TestRedis;
let gateway: TestGateway;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'redis-aof-'));
  redis = await startTestRedis({ dataDir });
  platform = await startTestLegacyServer();
  gateway = await startTestGateway(platform.url, { REDIS_URL: redis.url, LOG_LEVEL: 'info' });
});

afterAll(async () => {
  await gateway?.close();
  await platform?.close();
  await redis?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function untilReady(): Promise<void> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    if ((await gateway.app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the gateway did not become ready again');
}

describe('a gateway whose persistent Redis restarts', () => {
  it('answers an Idempotency-Key replay with the first answer and keeps a switched-away token refused', async () => {
    const { app } = gateway;
    const issued = await app.inject({ method: 'POST', url: '/api/v1/tokens', payload: { username: 'admin', password: DEMO_PASSWORD } });
    const old = { authorization: `Bearer ${ZTokenSchema.parse(issued.json()).token}` };
    const user = ZCurrentUserSchema.parse((await app.inject({ method: 'GET', url: '/api/v1/session', headers: old })).json());
    const target = user.roles.find((role) => role.id !== user.currentRole.id)!;
    const switched = await app.inject({ method: 'PUT', url: '/api/v1/session/role', headers: old, payload: { roleId: target.id } });
    expect(switched.statusCode).toBe(200);
    const renewed = { authorization: `Bearer ${String(switched.headers['x-session-token'])}` };
    expect((await app.inject({ method: 'GET', url: '/api/v1/me', headers: old })).statusCode).toBe(401);

    const keyed = { ...renewed, 'idempotency-key': 'aof-restart-1' };
    const log = { type: 'ajax', code: '500', mes: 'kept across a Redis restart', url: '/equipment', time: '2026-11-23T10:00:00+08:00' };
    const first = await app.inject({ method: 'POST', url: '/api/v1/error-logs', headers: keyed, payload: log });
    expect(first.statusCode, first.body).toBeLessThan(300);

    // Past one appendfsync period, then a crash: what was acknowledged before it is in the file.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await redis.close('SIGKILL');
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    redis = await startTestRedis({ port: redis.port, dataDir });
    await untilReady();

    const replayed = await app.inject({ method: 'POST', url: '/api/v1/error-logs', headers: keyed, payload: log });
    expect(replayed.statusCode).toBe(first.statusCode);
    expect(replayed.headers['idempotency-replayed']).toBe('true');
    expect(replayed.body).toBe(first.body);
    expect((await app.inject({ method: 'GET', url: '/api/v1/me', headers: old })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/me', headers: renewed })).statusCode).toBe(200);
    expect(gateway.logs.filter((line) => line.includes('came back without its data'))).toEqual([]);
  });
});
