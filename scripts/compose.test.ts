// No Docker engine runs here, so the compose file is checked by reading it: every service, port,
// health check and variable must agree with what the code reads. `pnpm test:deploy` runs the same
// topology from Debian's packages (deploy/test/); the Dockerfile has its own test (dockerfile.test.ts).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { interpolate, readCompose, readEnvExample, serviceEnvironment } from '../deploy/compose-env.mjs';
import { imageNamed } from '../deploy/images.mjs';
import { SERVERS } from './build.mjs';
import { GATEWAY_ENV_KEYS, loadConfig } from '../packages/gateway/src/config';
import { SHUTDOWN_BOUND_MS } from '../packages/gateway/src/start';
import { configFromEnv, LEGACY_SERVER_ENV_KEYS } from '../packages/legacy-server/src/config';
import { PAYMENT_ENV_KEYS } from '../packages/legacy-server/src/resources/payments/settings';

const root = join(import.meta.dirname, '..');
const composeText = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
/** A file of deploy/ with its includes in place (read beside deploy/nginx.conf, as nginx does). */
const withIncludes = (path: string): string =>
  readFileSync(join(root, 'deploy', path), 'utf8').replace(/^\s*include (\S+);$/gm, (_line, included: string) => withIncludes(included));
const nginxConf = withIncludes('nginx.conf');
const nginxListen = () => /listen (\d+);/.exec(nginxConf)?.[1];

const compose = readCompose();
const services = compose.services;
const exampleValues = readEnvExample();
// What an operator puts in .env: the example, with the secrets it leaves blank filled in.
const operatorEnv: Record<string, string> = {
  ...exampleValues,
  POSTGRES_PASSWORD: 'pg-secret',
  SESSION_SECRET: 'Zt4nQ8vB1xK6mR3wY9pL2sD7hF0cJ5gA-operator',
  SSO_SECRET: 'sso-secret-value',
  PLATFORM_SECRET: 'Vq7Lm2Xc9Rt4Bn8Kd3Hs6Fw1Jy5Pz0Ga-operator',
  ADMIN_PASSWORD: 'First#Admin1',
};
const SECRETS = ['POSTGRES_PASSWORD', 'SESSION_SECRET', 'SSO_SECRET', 'PLATFORM_SECRET', 'ADMIN_PASSWORD'];

const environmentOf = (name: string, env: Record<string, string> = operatorEnv) => serviceEnvironment(compose, name, env);

function healthUrlOf(name: string): URL {
  const test = services[name]?.healthcheck?.test.join(' ') ?? '';
  const match = /https?:\/\/[^'"\s)]+/.exec(test);
  if (!match) throw new Error(`${name} health check has no URL`);
  return new URL(match[0]);
}

/**
 * Variables the code reads that compose sets itself instead of taking them from .env, and why. Every
 * other variable of the config's key lists must be settable in .env under its own name.
 */
const FIXED_BY_COMPOSE = {
  gateway: {
    NODE_ENV: 'the image sets production',
    PORT: 'the proxy, the health check and the platform URL name 8080',
    HOST: 'listens on the service network',
    DATA_DIR: 'nothing is kept there in production (SESSION_SECRET is required)',
    AUDIT_DIR: 'the image sets it to its writable folder, where the audit volume is mounted',
    WEB_DIST: 'the SPA is in the image (deploy/images.mjs)',
    SSO_SECRET: 'read only when the launcher embeds the platform; the gateway alone does not use it',
    PAYMENT_SANDBOX: 'refused in production',
  },
  'legacy-server': {
    NODE_ENV: 'the image sets production',
    PORT: 'the gateway and the health check name 8081',
    HOST: 'listens on the service network',
    DATA_DIR: 'PGlite only; the image runs on PostgreSQL and carries no PGlite',
    DATABASE_URL: 'made from POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB',
    CAPTCHA_FIXED_ANSWER: 'refused in production',
    SMS_OUTBOX: 'refused in production',
    SANDBOX_PAY_PRIVATE_KEY: 'the sandbox provider is refused in production',
  },
} as const;

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
    // deploy/nginx.conf includes nginx/…, which nginx reads beside it.
    expect(services.proxy?.volumes).toContain('./deploy/nginx:/etc/nginx/nginx:ro');
  });

  it('runs an nginx that knows `resolve` in an upstream (1.27.3 or later)', () => {
    const [major, minor] = (/^nginx:(\d+)\.(\d+)/.exec(services.proxy?.image ?? '') ?? []).slice(1).map(Number);
    expect(major! * 1000 + minor!).toBeGreaterThanOrEqual(1028);
  });

  it('starts services only after what they need is healthy', () => {
    expect(services['legacy-server']?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(services.gateway?.depends_on?.['legacy-server']?.condition).toBe('service_healthy');
  });

  it('commits no secret: every secret is required from .env and blank in .env.example', () => {
    for (const secret of SECRETS) {
      expect(composeText).toContain(`\${${secret}:?`);
      expect(exampleValues[secret], secret).toBe('');
    }
  });

  it('documents every variable it interpolates in .env.example', () => {
    const used = new Set([...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]));
    for (const name of used) expect(Object.keys(exampleValues), name).toContain(name);
  });

  it.each(['gateway', 'legacy-server'] as const)('lets .env set every variable %s reads, under its own name, but those compose fixes', (service) => {
    const keys = service === 'gateway' ? GATEWAY_ENV_KEYS : LEGACY_SERVER_ENV_KEYS;
    const fixed = Object.keys(FIXED_BY_COMPOSE[service]);
    const environment = services[service]?.environment ?? {};
    for (const key of keys.filter((name) => !fixed.includes(name))) {
      expect(String(environment[key] ?? ''), `${service} ${key}`).toContain(`\${${key}`);
      expect(Object.keys(exampleValues), `${key} in .env.example`).toContain(key);
    }
    for (const key of fixed) expect(keys, `${key} is still read by ${service}`).toContain(key);
  });

  it('falls back to the config’s own defaults for every setting .env leaves out', () => {
    const secretsOnly = Object.fromEntries(SECRETS.map((key) => [key, operatorEnv[key]!]));
    const composed = loadConfig({ ...environmentOf('gateway', secretsOnly), NODE_ENV: 'production' });
    const plain = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: operatorEnv.SESSION_SECRET, LEGACY_URL: 'http://legacy-server:8081' });
    for (const field of ['legacyTimeoutMs', 'legacyConnections', 'sessionTtlMs', 'cityName', 'cookieSecure', 'publicOrigins', 'login', 'limits', 'errorLogRatePerMinute', 'logLevel', 'validateResponses', 'cipherKey'] as const) {
      expect(composed[field], field).toEqual(plain[field]);
    }
    const legacy = configFromEnv({ ...environmentOf('legacy-server', secretsOnly), NODE_ENV: 'production' });
    if (!legacy.ok) throw new Error(legacy.errors.join('; '));
    expect(legacy.options.sessionTimeoutMs).toBe(30 * 60 * 1000);
  });

  it('starts when an operator follows .env.example, plain HTTP behind trusted TLS included', () => {
    expect(() => loadConfig({ ...environmentOf('gateway'), NODE_ENV: 'production' })).not.toThrow();
    const insecure = { ...operatorEnv, COOKIE_SECURE: 'false' };
    // The example's advice: false needs ALLOW_INSECURE_COOKIE=true, or the gateways refuse to start.
    expect(() => loadConfig({ ...environmentOf('gateway', insecure), NODE_ENV: 'production' })).toThrow(/COOKIE_SECURE/);
    const allowed = loadConfig({ ...environmentOf('gateway', { ...insecure, ALLOW_INSECURE_COOKIE: 'true' }), NODE_ENV: 'production' });
    expect(allowed.cookieSecure).toBe(false);
    expect(readFileSync(join(root, '.env.example'), 'utf8')).toMatch(/COOKIE_SECURE=false unless ALLOW_INSECURE_COOKIE=true/);
    const behindTls = loadConfig({ ...environmentOf('gateway', { ...operatorEnv, TRUST_PROXY: '2', PUBLIC_ORIGIN: 'https://tzsb.example.cn' }), NODE_ENV: 'production' });
    expect(behindTls).toMatchObject({ trustProxy: 2, publicOrigins: ['https://tzsb.example.cn'] });
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

  it('keeps what must survive a restart: PostgreSQL data, Redis with its append-only file, the audit trail', () => {
    expect(services.postgres?.volumes).toContain('pgdata:/var/lib/postgresql/data');
    const redis = (services.redis?.command ?? []).join(' ');
    expect(redis).toContain('--appendonly yes');
    expect(redis).toContain('--appendfsync everysec');
    expect(services.redis?.volumes).toContain('redisdata:/data');
    // Every replica mounts one audit volume where its image writes (AUDIT_DIR); each writes its own files.
    const auditDir = imageNamed('gateway').env.AUDIT_DIR;
    expect(imageNamed('gateway').writable).toContain(auditDir);
    expect(services.gateway?.volumes).toContain(`audit:${auditDir}`);
    expect(Object.keys(compose.volumes ?? {}).sort()).toEqual(['audit', 'pgdata', 'redisdata']);
  });

  it('wires ports consistently: published port, listen ports, health checks and the platform URL', () => {
    const gateway = environmentOf('gateway');
    const legacy = environmentOf('legacy-server');
    // Only the proxy is published; it listens where it is published and forwards to the gateway's port.
    expect(services.gateway?.ports).toBeUndefined();
    expect(services.proxy?.ports?.map((port) => interpolate(port, operatorEnv).split(':').at(-1))).toEqual([nginxListen()]);
    expect(nginxConf).toMatch(new RegExp(`server gateway:${gateway.PORT} resolve[ ;]`));
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
    // The gateway's production install, in its own stage: nothing of the platform in either.
    expect(stages.get('gateway-deps')).toContain('--filter-prod "@portal/gateway..."');
    expect(`${stages.get('gateway')}${stages.get('gateway-deps')}`).not.toContain('legacy-server');
    expect(stages.get('legacy-server')).toContain('CMD ["node", "packages/legacy-server/dist/main.js"]');
    // Production defaults (no demo data, PLATFORM_SECRET required) apply in the platform's image.
    expect(stages.get('legacy-server')).toContain('ENV NODE_ENV=production');
    // The gateway alone runs no platform: its config must name one.
    expect(environmentOf('gateway').LEGACY_URL).toBeTruthy();
    expect(GATEWAY_ENV_KEYS).not.toContain('DATABASE_URL');
  });
});

describe('deploy/nginx.conf and deploy/nginx-hosts.conf', () => {
  it('share everything but the upstream block', () => {
    const withoutUpstream = (text: string) => text.replace(/^\s*#.*$/gm, '').replace(/upstream gateway \{[^}]*\}/, '').replace(/^\s*resolver .*$/m, '').replace(/\s+/g, ' ');
    const hosts = readFileSync(join(root, 'deploy', 'nginx-hosts.conf'), 'utf8');
    expect(withoutUpstream(hosts)).toBe(withoutUpstream(readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8')));
    expect(hosts).not.toContain('resolve');
    expect(hosts).toMatch(/upstream gateway \{[^}]*server 127\.0\.0\.1:\d+[ ;][^}]*server 127\.0\.0\.1:\d+[ ;]/);
    // A replica that failed is skipped for a short while only, in both, so that a restart of every replica ends quickly.
    for (const text of [hosts, nginxConf]) expect(text).toMatch(/server [^;]* fail_timeout=2s;/);
  });

  it('appends the client to X-Forwarded-For (TRUST_PROXY counts the hops) and passes the TLS proxy’s scheme on', () => {
    expect(nginxConf).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(nginxConf).not.toMatch(/X-Forwarded-For \$remote_addr/);
    expect(nginxConf).toMatch(/map \$http_x_forwarded_proto \$portal_forwarded_proto \{\s*default \$http_x_forwarded_proto;\s*'' +\$scheme;/);
    expect(nginxConf).toMatch(/proxy_set_header X-Forwarded-Proto \$portal_forwarded_proto;/);
  });

  it('never sends a write twice, lets uploads of 20 MB pass and waits longer than the gateway', () => {
    // Only an unreachable replica or a dropped connection moves on; nginx never re-sends a non-idempotent request it has sent.
    expect(nginxConf).toMatch(/proxy_next_upstream error;/);
    expect(nginxConf).not.toContain('non_idempotent');
    expect(Number(/client_max_body_size (\d+)m;/.exec(nginxConf)?.[1])).toBeGreaterThan(20);
    expect(Number(/proxy_read_timeout (\d+)s;/.exec(nginxConf)?.[1]) * 1000).toBeGreaterThan(SHUTDOWN_BOUND_MS);
    expect(nginxConf).toContain('server_tokens off;');
  });

  it('answers its own errors as the gateway does: problem JSON in Chinese, 5xx with Retry-After', () => {
    for (const status of [413, 500, 502, 503, 504]) {
      const named = new RegExp(`error_page ${status} @(\\w+);`).exec(nginxConf)?.[1];
      const block = new RegExp(`location @${named} \\{([\\s\\S]*?)\\n\\s*\\}\\n`).exec(nginxConf)?.[1] ?? '';
      const body = /return (\d+) '(.*)';/.exec(block);
      expect(Number(body?.[1]), `${status}`).toBe(status);
      const problem = JSON.parse(body![2]!.replace('$request_id', 'req-1')) as Record<string, unknown>;
      expect(Object.keys(problem)).toEqual(['type', 'title', 'status', 'detail', 'requestId']);
      expect(problem).toMatchObject({ type: expect.stringMatching(/^urn:portal:problem:/), status });
      expect(String(problem.detail)).toMatch(/[\u4e00-\u9fff]/);
      expect(block).toContain('default_type application/problem+json;');
      expect(block).toContain('add_header Cache-Control no-store always;');
      if (status >= 500) expect(block).toMatch(/add_header Retry-After \d+ always;/);
    }
  });
});
