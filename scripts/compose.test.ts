// No Docker engine runs here, so the compose file is checked by reading it: every service, port,
// health check and variable must agree with what the code reads.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVERS } from './build.mjs';
import { GATEWAY_ENV_KEYS, loadConfig } from '../packages/gateway/src/config';
import { SHUTDOWN_BOUND_MS } from '../packages/gateway/src/start';
import { configFromEnv, LEGACY_SERVER_ENV_KEYS } from '../packages/legacy-server/src/config';
import { PDF_FONT_WEIGHTS } from '../packages/legacy-server/src/pdf/fonts';
import { PAYMENT_ENV_KEYS } from '../packages/legacy-server/src/resources/payments/settings';

const root = join(import.meta.dirname, '..');
const composeText = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
const nginxConf = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
const nginxListen = () => /listen (\d+);/.exec(nginxConf)?.[1];
const envExample = readFileSync(join(root, '.env.example'), 'utf8');

type Service = {
  image?: string;
  build?: { context: string; target: string };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
  deploy?: { replicas?: string | number };
  volumes?: string[];
};
const compose = parse(composeText) as { services: Record<string, Service> };
const services = compose.services;

const exampleValues = Object.fromEntries(
  envExample
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);
// What an operator puts in .env: the example, with the secrets it leaves blank filled in.
const operatorEnv: Record<string, string> = {
  ...exampleValues,
  POSTGRES_PASSWORD: 'pg-secret',
  SESSION_SECRET: 'Zt4nQ8vB1xK6mR3wY9pL2sD7hF0cJ5gA-operator',
  SSO_SECRET: 'sso-secret-value',
  PLATFORM_SECRET: 'Vq7Lm2Xc9Rt4Bn8Kd3Hs6Fw1Jy5Pz0Ga-operator',
  ADMIN_PASSWORD: 'First#Admin1',
};

/** Docker compose's `${VAR}`, `${VAR:-default}` and `${VAR:?message}` interpolation (names may hold digits: WECHATPAY_APIV3_KEY). */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{([A-Z][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g, (_all, name: string, op?: string, arg?: string) => {
    const set = env[name];
    if (set !== undefined && set !== '') return set;
    if (op === '-') return arg ?? '';
    if (op === '?') throw new Error(`${name}: ${arg}`);
    return '';
  });
}

function environmentOf(name: string): Record<string, string> {
  const environment = services[name]?.environment ?? {};
  return Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, interpolate(String(value), operatorEnv)]));
}

function healthUrlOf(name: string): URL {
  const test = services[name]?.healthcheck?.test.join(' ') ?? '';
  const match = /https?:\/\/[^'"\s)]+/.exec(test);
  if (!match) throw new Error(`${name} health check has no URL`);
  return new URL(match[0]);
}

describe('docker-compose.yml', () => {
  it('has postgres, legacy-server, redis, the gateway and the proxy, each with a health check', () => {
    expect(Object.keys(services).sort()).toEqual(['gateway', 'legacy-server', 'postgres', 'proxy', 'redis']);
    for (const [name, service] of Object.entries(services)) {
      expect(service.healthcheck?.test.length, `${name} health check`).toBeGreaterThan(0);
    }
  });

  it('lets the gateway finish requests in flight when it is stopped (above its shutdown bound)', () => {
    const grace = /^(\d+)s$/.exec(services.gateway?.stop_grace_period ?? '');
    expect(Number(grace?.[1]) * 1000).toBeGreaterThan(SHUTDOWN_BOUND_MS);
  });

  it('runs several gateway replicas behind one proxy, sharing Redis and trusting exactly that proxy', () => {
    const replicas = interpolate(String(services.gateway?.deploy?.replicas), operatorEnv);
    expect(Number(replicas)).toBeGreaterThanOrEqual(2);
    const config = loadConfig({ ...environmentOf('gateway'), NODE_ENV: 'production' });
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.trustProxy).toBe(1);
    expect(services.gateway?.depends_on?.redis?.condition).toBe('service_healthy');
    expect(services.proxy?.depends_on?.gateway?.condition).toBe('service_healthy');
    expect(services.proxy?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
  });

  it('configures the proxy so the gateway sees true client addresses and a write is never sent twice', () => {
    // Replaced, not appended: with TRUST_PROXY=1 the gateway takes the last hop, which nginx writes.
    expect(nginxConf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(nginxConf).not.toContain('$proxy_add_x_forwarded_for');
    // Only a refused connection moves on to another replica, never a timeout after the request went out.
    expect(nginxConf).toMatch(/proxy_next_upstream error;/);
    // Uploads of 20 MB pass; the proxy waits longer than the gateway's own bounds.
    expect(Number(/client_max_body_size (\d+)m;/.exec(nginxConf)?.[1])).toBeGreaterThan(20);
    expect(Number(/proxy_read_timeout (\d+)s;/.exec(nginxConf)?.[1]) * 1000).toBeGreaterThan(SHUTDOWN_BOUND_MS);
    expect(nginxConf).toContain('server_tokens off;');
  });

  it('starts services only after what they need is healthy', () => {
    expect(services['legacy-server']?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(services.gateway?.depends_on?.['legacy-server']?.condition).toBe('service_healthy');
  });

  it('commits no secret: every secret is required from .env and blank in .env.example', () => {
    for (const secret of ['POSTGRES_PASSWORD', 'SESSION_SECRET', 'SSO_SECRET', 'PLATFORM_SECRET', 'ADMIN_PASSWORD']) {
      expect(composeText).toContain(`\${${secret}:?`);
      expect(exampleValues[secret], secret).toBe('');
    }
  });

  it('documents every variable it interpolates in .env.example', () => {
    const used = new Set([...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]));
    for (const name of used) expect(Object.keys(exampleValues), name).toContain(name);
  });

  it('gives the gateway only variables its config reads, and a config that loads in production', () => {
    const env = environmentOf('gateway');
    for (const key of Object.keys(env)) expect(GATEWAY_ENV_KEYS, key).toContain(key);
    const config = loadConfig({ ...env, NODE_ENV: 'production' });
    expect(config.legacyUrl).toBe('http://legacy-server:8081');
    expect(config.cookieSecure).toBe(true);
  });

  it('gives legacy-server only variables it reads, and a config that loads', () => {
    const env = environmentOf('legacy-server');
    for (const key of Object.keys(env)) expect(LEGACY_SERVER_ENV_KEYS, key).toContain(key);
    const config = configFromEnv(env);
    if (!config.ok) throw new Error(config.errors.join('; '));
    expect(config.options.databaseUrl).toMatch(/@postgres:5432\//);
  });

  it('seeds no demo data unless asked, and gives an empty database only the administrator from ADMIN_PASSWORD', () => {
    const env = environmentOf('legacy-server');
    for (const nodeEnv of [{}, { NODE_ENV: 'production' }]) {
      const config = configFromEnv({ ...env, ...nodeEnv });
      if (!config.ok) throw new Error(config.errors.join('; '));
      expect(config.options.seedDemo).toBe(false);
      expect(config.options.admin).toEqual({ loginName: 'admin', password: operatorEnv.ADMIN_PASSWORD });
    }
    expect(exampleValues.SEED_DEMO).toBe('false');
    const withoutPassword = { ...operatorEnv, ADMIN_PASSWORD: '' };
    expect(() => interpolate(String(services['legacy-server']?.environment?.ADMIN_PASSWORD), withoutPassword)).toThrow(/ADMIN_PASSWORD/);
  });

  it('passes the payment variables, and leaves online payment off in production when they are empty', () => {
    const legacy = environmentOf('legacy-server');
    // The sandbox's own key is for the sandbox provider, which production refuses.
    for (const key of PAYMENT_ENV_KEYS.filter((name) => name !== 'SANDBOX_PAY_PRIVATE_KEY')) expect(Object.keys(legacy), key).toContain(key);
    const gateway = environmentOf('gateway');
    for (const key of ['WECHATPAY_PUBLIC_KEY', 'WECHATPAY_PUBLIC_KEY_ID', 'WECHATPAY_APIV3_KEY']) expect(Object.keys(gateway), key).toContain(key);
    const config = configFromEnv({ ...legacy, NODE_ENV: 'production' });
    if (!config.ok) throw new Error(config.errors.join('; '));
    expect(config.options.payments).toBe('off');
    expect(loadConfig({ ...gateway, NODE_ENV: 'production' }).legacyUrl).toBe('http://legacy-server:8081');
  });

  it('shares one PLATFORM_SECRET between the gateway and the platform, whose health check sends it', () => {
    const legacy = configFromEnv({ ...environmentOf('legacy-server'), NODE_ENV: 'production' });
    const gateway = loadConfig({ ...environmentOf('gateway'), NODE_ENV: 'production' });
    if (!legacy.ok) throw new Error(legacy.errors.join('; '));
    expect(legacy.options.platformSecret).toBe(operatorEnv.PLATFORM_SECRET);
    expect(gateway.platformSecret).toBe(operatorEnv.PLATFORM_SECRET);
    expect(services['legacy-server']?.healthcheck?.test.join(' ')).toContain("'x-platform-secret':process.env.PLATFORM_SECRET");
  });

  it('wires ports consistently: published port, listen ports, health checks and the platform URL', () => {
    const gateway = environmentOf('gateway');
    const legacy = environmentOf('legacy-server');
    // Only the proxy is published; it listens where it is published and forwards to the gateway's port.
    expect(services.gateway?.ports).toBeUndefined();
    expect(services.proxy?.ports?.map((port) => interpolate(port, operatorEnv).split(':').at(-1))).toEqual([nginxListen()]);
    expect(nginxConf).toContain(`server gateway:${gateway.PORT} resolve;`);
    expect(healthUrlOf('gateway').port).toBe(gateway.PORT);
    expect(healthUrlOf('gateway').pathname).toBe('/healthz');
    expect(healthUrlOf('legacy-server').port).toBe(legacy.PORT);
    const legacyUrl = new URL(gateway.LEGACY_URL ?? '');
    expect(legacyUrl.hostname).toBe('legacy-server');
    expect(legacyUrl.port).toBe(legacy.PORT);
    expect(services.postgres?.image).toMatch(/^postgres:/);
  });

  it('runs the compiled entry points that scripts/build.mjs writes', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain('node scripts/build.mjs');
    expect(dockerfile).not.toContain('tsx');
    const legacyCommand = services['legacy-server']?.command ?? [];
    expect(legacyCommand).toEqual(['node', 'packages/legacy-server/dist/main.js']);
    const built = SERVERS.map((server) => relative(root, server.outFile));
    expect(built).toEqual(expect.arrayContaining(['packages/gateway/dist/main.js', 'packages/legacy-server/dist/main.js']));
  });

  it('builds each service from its own Dockerfile stage, the gateway without the platform', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const stages = new Map(
      dockerfile
        .split(/^FROM /m)
        .slice(1)
        .map((stage) => [/ AS (\S+)/.exec(stage.split('\n')[0] ?? '')?.[1] ?? '', stage]),
    );
    expect(services.gateway?.build).toEqual({ context: '.', target: 'gateway' });
    expect(services['legacy-server']?.build).toEqual({ context: '.', target: 'legacy-server' });
    expect(stages.get('gateway')).toContain('CMD ["node", "packages/gateway/dist/main.js"]');
    expect(stages.get('gateway')).toContain('--filter-prod "@portal/gateway..."');
    expect(stages.get('gateway')).not.toContain('legacy-server');
    expect(stages.get('legacy-server')).toContain('CMD ["node", "packages/legacy-server/dist/main.js"]');
    // Production defaults (no demo data, PLATFORM_SECRET required) apply in the platform's image.
    expect(stages.get('legacy-server')).toContain('ENV NODE_ENV=production');
    // The gateway alone runs no platform: its config must name one.
    expect(environmentOf('gateway').LEGACY_URL).toBeTruthy();
    expect(GATEWAY_ENV_KEYS).not.toContain('DATABASE_URL');
  });

  it("keeps in the platform's image exactly the font weights its PDFs use", () => {
    const stage = readFileSync(join(root, 'Dockerfile'), 'utf8').split(/^FROM /m).find((text) => text.includes(' AS legacy-server')) ?? '';
    const trim = /noto-sans-sc[^\n]*\\\n([^\n]*\\\n)*[^\n]*-exec rm -rf/.exec(stage)?.[0] ?? '';
    const kept = [...trim.matchAll(/! -name (\S+)/g)].map((match) => match[1]);
    expect(kept.sort()).toEqual([...PDF_FONT_WEIGHTS].sort());
  });
});
