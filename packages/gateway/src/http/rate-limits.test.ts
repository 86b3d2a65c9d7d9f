import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app';
import { loadConfig } from '../config';
import { startTestRedis, type TestRedis } from '../security/redis-test-server';
import { createMemoryStore, type SharedStore } from '../security/shared-store';
import { storeKey } from '../security/store-keys';
import { createWindowCounter, installAddressRateLimit } from './rate-limits';

let tmp: string;
const gateways: FastifyInstance[] = [];

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'gateway-rate-'));
});

afterAll(async () => {
  for (const gateway of gateways.splice(0)) await gateway.close();
  await rm(tmp, { recursive: true, force: true });
});

async function gateway(env: Record<string, string>, store?: SharedStore): Promise<FastifyInstance> {
  const config = loadConfig({ SESSION_SECRET: 'rate-test-secret-0123456789-abcdefghijk', LOG_LEVEL: 'silent', DATA_DIR: tmp, WEB_DIST: path.join(tmp, 'no-web'), ...env });
  const app = await buildGateway(config, { legacyUrl: 'http://127.0.0.1:9', ...(store ? { store } : {}) });
  gateways.push(app);
  return app;
}

const ask = (app: FastifyInstance, remoteAddress = '198.51.100.7', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/v1/session', remoteAddress, headers });

describe('requests per client address (REQUESTS_PER_MINUTE)', () => {
  it('answers the request over the limit with 429 problem JSON and Retry-After', async () => {
    const app = await gateway({ REQUESTS_PER_MINUTE: '3' });
    for (let i = 0; i < 3; i += 1) expect((await ask(app)).statusCode).toBe(401);
    const refused = await ask(app);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toMatchObject({ status: 429, title: '请求过于频繁' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['content-security-policy']).toBeDefined();
    expect(refused.headers['cache-control']).toBe('no-store');
    // Another address has its own allowance; pages and health checks are not counted.
    expect((await ask(app, '198.51.100.8')).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
  });

  it('counts the socket address when no proxy is trusted, whatever X-Forwarded-For claims', async () => {
    const app = await gateway({ REQUESTS_PER_MINUTE: '2' });
    const forged = (n: number) => ask(app, '198.51.100.7', { 'x-forwarded-for': `6.6.6.${n}` });
    expect((await forged(1)).statusCode).toBe(401);
    expect((await forged(2)).statusCode).toBe(401);
    expect((await forged(3)).statusCode).toBe(429);
  });

  it('counts the forwarded client address behind one trusted proxy (TRUST_PROXY=1)', async () => {
    const app = await gateway({ REQUESTS_PER_MINUTE: '2', TRUST_PROXY: '1' });
    const via = (client: string) => ask(app, '10.0.0.1', { 'x-forwarded-for': client });
    expect((await via('203.0.113.1')).statusCode).toBe(401);
    expect((await via('203.0.113.1')).statusCode).toBe(401);
    expect((await via('203.0.113.1')).statusCode).toBe(429);
    expect((await via('203.0.113.2')).statusCode).toBe(401);
  });
});

describe('behind a TLS proxy in front of nginx (docs/operations.md, "Behind proxies")', () => {
  // The client forged a first entry; the TLS proxy appended the client's address, and nginx (the
  // socket the gateway sees) appended the TLS proxy's.
  const NGINX = '10.0.0.1';
  const TLS_PROXY = '192.0.2.10';
  const chain = (forged: string, client: string) => ({ 'x-forwarded-for': `${forged}, ${client}, ${TLS_PROXY}` });
  const counted = async (store: SharedStore, address: string) => Number(await store.get(storeKey('rate-address', address)));

  it('TRUST_PROXY=2 keys the limit on the client the TLS proxy saw, whatever it forged', async () => {
    const store = createMemoryStore();
    const app = await gateway({ REQUESTS_PER_MINUTE: '2', TRUST_PROXY: '2' }, store);
    expect((await ask(app, NGINX, chain('6.6.6.1', '203.0.113.5'))).statusCode).toBe(401);
    expect((await ask(app, NGINX, chain('6.6.6.2', '203.0.113.5'))).statusCode).toBe(401);
    expect((await ask(app, NGINX, chain('6.6.6.3', '203.0.113.5'))).statusCode).toBe(429);
    expect((await ask(app, NGINX, chain('6.6.6.1', '203.0.113.6'))).statusCode).toBe(401);
    expect(await counted(store, '203.0.113.5')).toBe(3);
    expect(await counted(store, TLS_PROXY)).toBe(0);
    expect(await counted(store, '6.6.6.1')).toBe(0);
  });

  it('TRUST_PROXY=1 keys it on the last entry, the TLS proxy: every client shares one allowance', async () => {
    const store = createMemoryStore();
    const app = await gateway({ REQUESTS_PER_MINUTE: '2', TRUST_PROXY: '1' }, store);
    expect((await ask(app, NGINX, chain('6.6.6.1', '203.0.113.5'))).statusCode).toBe(401);
    expect((await ask(app, NGINX, chain('6.6.6.1', '203.0.113.6'))).statusCode).toBe(401);
    expect((await ask(app, NGINX, chain('6.6.6.1', '203.0.113.7'))).statusCode).toBe(429);
    expect(await counted(store, TLS_PROXY)).toBe(3);
    expect(await counted(store, '203.0.113.5')).toBe(0);
  });
});

describe('with REDIS_URL', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
  }, 120_000);
  afterAll(async () => {
    await redis?.close();
  });

  it('holds the limit across gateway instances', async () => {
    const env = { REQUESTS_PER_MINUTE: '3', REDIS_URL: redis.url };
    const first = await gateway(env);
    const second = await gateway(env);
    const address = '192.0.2.44';
    expect((await ask(first, address)).statusCode).toBe(401);
    expect((await ask(second, address)).statusCode).toBe(401);
    expect((await ask(first, address)).statusCode).toBe(401);
    expect((await ask(second, address)).statusCode).toBe(429);
  });
});

describe('a window counter', () => {
  it('allows max requests a window, says when the window ends, and keeps no value in the clear', async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    const keys: string[] = [];
    const spy: SharedStore = { ...store, hit: (key, ttlMs) => (keys.push(key), store.hit(key, ttlMs)) };
    const { count } = createWindowCounter(spy, { kind: 'rate-test', max: 2, windowMs: 60_000 });
    expect(await count('198.51.100.7')).toEqual({ allowed: true, retryAfterS: 60 });
    now = 20_500;
    expect(await count('198.51.100.7')).toEqual({ allowed: true, retryAfterS: 40 });
    expect(await count('198.51.100.7')).toEqual({ allowed: false, retryAfterS: 40 });
    expect(await count('198.51.100.8')).toEqual({ allowed: true, retryAfterS: 60 });
    now = 60_000;
    expect((await count('198.51.100.7')).allowed).toBe(true);
    expect(keys.every((key) => key.startsWith('portal:rate-test:') && !key.includes('198.51'))).toBe(true);
  });

  it('counts at once through a store in this process, in the same windows as by a promise', async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    const { count, countNow } = createWindowCounter(store, { kind: 'rate-test', max: 2, windowMs: 60_000 });
    expect(countNow?.('198.51.100.7')).toEqual({ allowed: true, retryAfterS: 60 });
    now = 20_500;
    expect(await count('198.51.100.7')).toEqual({ allowed: true, retryAfterS: 40 });
    expect(countNow?.('198.51.100.7')).toEqual({ allowed: false, retryAfterS: 40 });
    // A store elsewhere (Redis) has no `local`: the count is the promise's only.
    expect(createWindowCounter({ ...store, local: undefined }, { kind: 'rate-test', max: 2, windowMs: 60_000 }).countNow).toBeUndefined();
  });

  it('lets requests pass uncounted while the store is away', async () => {
    // Without `local`, as Redis: every count is a call that can fail.
    const away: SharedStore = { ...createMemoryStore(), local: undefined, hit: () => Promise.reject(new Error('Redis is away')) };
    const app = Fastify();
    installAddressRateLimit(app, away, { requestsPerMinute: 1 });
    app.get('/api/v1/probe', async () => ({ ok: true }));
    for (let i = 0; i < 3; i += 1) expect((await app.inject({ method: 'GET', url: '/api/v1/probe' })).statusCode).toBe(200);
    await app.close();
  });
});
