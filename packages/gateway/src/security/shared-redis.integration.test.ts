import { ZCurrentUserSchema, ZTokenSchema } from '@portal/contract';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBE_LIMIT } from '../audit/probe-watch';
import { DEMO_PASSWORD } from '../integration-support';
import { startTestRedis, type TestRedis } from './redis-test-server';
import { startAuditedGateway } from './test-gateway';

// Two gateway instances behind one load balancer, sharing Debian's redis-server through
// REDIS_URL: what one instance counts or switches holds on the other.
let platform: { url: string; close(): Promise<void> };
let redis: TestRedis;
let first: Awaited<ReturnType<typeof startAuditedGateway>>;
let second: Awaited<ReturnType<typeof startAuditedGateway>>;

beforeAll(async () => {
  redis = await startTestRedis();
  platform = await startTestLegacyServer();
  first = await startAuditedGateway(platform.url, { REDIS_URL: redis.url });
  second = await startAuditedGateway(platform.url, { REDIS_URL: redis.url });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await platform?.close();
  await redis?.close();
});

function signIn(
  gateway: typeof first,
  address: string,
  username: string,
  password: string,
  url = '/api/v1/session',
) {
  return gateway.app.inject({ method: 'POST', url, remoteAddress: address, payload: { username, password } });
}

describe('two gateways sharing one Redis', () => {
  it('locks on instance 2 an account that failed 5 times on instance 1', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(first, '203.0.113.21', 'qiye', 'Wrong@2024')).statusCode).toBe(400);
    }
    const right = await signIn(second, '203.0.113.22', 'qiye', DEMO_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().type).toBe('urn:portal:problem:account-locked');
    expect(second.audit).toContainEqual(expect.objectContaining({ event: 'login-locked', user: 'qiye' }));
    expect((await signIn(second, '203.0.113.22', 'qiye', DEMO_PASSWORD, '/api/v1/tokens')).statusCode).toBe(429);
  });

  it('throttles an address by its failures on both instances together', async () => {
    const address = '198.51.100.30';
    for (let i = 0; i < 10; i += 1) await signIn(first, address, `guess${i % 2}`, 'Wrong@2024');
    for (let i = 0; i < 10; i += 1) await signIn(second, address, `guess${2 + (i % 2)}`, 'Wrong@2024');
    expect((await signIn(first, address, 'zhenhai', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await signIn(second, address, 'zhenhai', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('refuses on instance 2 a token whose role was switched away on instance 1', async () => {
    const issued = await signIn(first, '192.0.2.40', 'admin', DEMO_PASSWORD, '/api/v1/tokens');
    const old = { authorization: `Bearer ${ZTokenSchema.parse(issued.json()).token}` };
    const user = ZCurrentUserSchema.parse((await second.app.inject({ method: 'GET', url: '/api/v1/session', headers: old })).json());
    const target = user.roles.find((role) => role.id !== user.currentRole.id)!;

    const switched = await first.app.inject({ method: 'PUT', url: '/api/v1/session/role', headers: old, payload: { roleId: target.id } });
    expect(switched.statusCode).toBe(200);
    expect((await second.app.inject({ method: 'GET', url: '/api/v1/me', headers: old })).statusCode).toBe(401);
    const renewed = { authorization: `Bearer ${String(switched.headers['x-session-token'])}` };
    expect((await second.app.inject({ method: 'GET', url: '/api/v1/me', headers: renewed })).statusCode).toBe(200);
  });

  it('serves on instance 2 a session signed in on instance 1', async () => {
    const issued = await signIn(first, '192.0.2.41', 'zhenhai', DEMO_PASSWORD, '/api/v1/tokens');
    const headers = { authorization: `Bearer ${ZTokenSchema.parse(issued.json()).token}` };
    const me = await second.app.inject({ method: 'GET', url: '/api/v1/session', headers });
    expect(me.statusCode).toBe(200);
    expect(ZCurrentUserSchema.parse(me.json()).loginName).toBe('zhenhai');
  });

  it('answers on instance 2 a write retried with the key it was first sent with on instance 1, doing it once', async () => {
    const issued = await signIn(first, '192.0.2.42', 'zhenhai', DEMO_PASSWORD, '/api/v1/tokens');
    const auth = { authorization: `Bearer ${ZTokenSchema.parse(issued.json()).token}` };
    const headers = { ...auth, 'idempotency-key': 'shared-redis-retry' };
    const log = { type: 'ajax', code: '500', mes: 'idempotency across instances', url: '/equipment', time: '2026-11-23T10:00:00+08:00' };
    const sent = await first.app.inject({ method: 'POST', url: '/api/v1/error-logs', headers, payload: log });
    expect(sent.statusCode).toBeLessThan(300);
    const retried = await second.app.inject({ method: 'POST', url: '/api/v1/error-logs', headers, payload: log });
    expect(retried.statusCode).toBe(sent.statusCode);
    expect(retried.headers['idempotency-replayed']).toBe('true');
    const other = await second.app.inject({ method: 'POST', url: '/api/v1/error-logs', headers, payload: { ...log, mes: 'another' } });
    expect(other.statusCode).toBe(422);
  });

  it("raises one probe-suspected record for a user's 404s spread over both instances", async () => {
    const issued = await signIn(first, '192.0.2.43', 'zhenhai', DEMO_PASSWORD, '/api/v1/tokens');
    const headers = { authorization: `Bearer ${ZTokenSchema.parse(issued.json()).token}` };
    const probe = (gateway: typeof first, n: number) => gateway.app.inject({ method: 'GET', url: `/api/v1/invoices/9${String(n).padStart(4, '0')}`, headers });
    const half = PROBE_LIMIT.max / 2;
    for (let n = 0; n < half; n += 1) expect((await probe(first, n)).statusCode).toBe(404);
    for (let n = half; n < PROBE_LIMIT.max + 5; n += 1) expect((await probe(second, n)).statusCode).toBe(404);
    const raised = [...first.audit, ...second.audit].filter((entry) => entry.event === 'probe-suspected');
    expect(raised).toEqual([expect.objectContaining({ user: 'zhenhai', target: 'GET /api/v1/invoices/:id' })]);
    expect(second.audit).toContainEqual(expect.objectContaining({ event: 'probe-suspected' }));
  });

  it('keeps no login name, address or platform session id in Redis in the clear', async () => {
    const probe = new Redis(redis.url);
    try {
      // The login counters and session roles (the request rate counters are the rate limiter's own).
      const keys = (await probe.keys('*')).filter((key) => /^portal:(login-|session-role:)/.test(key));
      expect(keys.length).toBeGreaterThan(4);
      expect(keys.every((key) => /^portal:[a-z-]+:[A-Za-z0-9_-]{43}$/.test(key))).toBe(true);
      expect(keys.join('\n')).not.toMatch(/qiye|admin|guess|198\.51|203\.0/);
    } finally {
      probe.disconnect();
    }
  });
});
