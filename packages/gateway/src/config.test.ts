import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const SECRET = 'k7Qw9zR2mX4pL8vN3bT6yH1cF5jD0sGa';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.map((p) => p.variable);
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('.data'),
      legacyTimeoutMs: 10_000,
      legacyConnections: 64,
      cipherKey: 'thinkgem,jeesite,com',
      sessionTtlMs: 86_400_000,
      cityName: '宁波市',
      cookieSecure: false,
      logLevel: 'info',
      trustProxy: 0,
      errorLogRatePerMinute: 30,
      publicOrigins: [],
      login: { maxFailures: 5, lockMs: 900_000, addressMaxFailures: 20 },
      limits: { maxConnections: 1_000, connectionsPerAddress: 50, requestsPerMinute: 1_200 },
      auditDir: path.resolve('.data', 'audit'),
      proofOfWork: { cost: 5_000 },
    });
    expect(config.proofOfWork.hmacKey).toBeUndefined();
    expect(config.legacyUrl).toBeUndefined();
    expect(config.sessionSecret).toBeUndefined();
    expect(config.webDist).toMatch(/packages[\\/]web[\\/]dist$/);
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/portal',
      LEGACY_URL: 'http://platform.example:8081/',
      LEGACY_TIMEOUT_MS: '300',
      LEGACY_CONNECTIONS: '16',
      PRINT_URL: 'http://print.example',
      DATA_URL: 'http://data.example',
      SESSION_SECRET: SECRET,
      CIPHER_KEY: 'Base64',
      SESSION_TTL: '12h',
      CITY_NAME: '杭州市',
      COOKIE_SECURE: 'true',
      SSO_SECRET: 'sso',
      WEB_DIST: '/srv/web',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '2',
      ERROR_LOG_RATE: '5',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      dataDir: '/tmp/portal',
      legacyUrl: 'http://platform.example:8081',
      legacyTimeoutMs: 300,
      legacyConnections: 16,
      printUrl: 'http://print.example',
      dataUrl: 'http://data.example',
      sessionSecret: SECRET,
      cipherKey: 'Base64',
      sessionTtlMs: 12 * 3_600_000,
      cityName: '杭州市',
      cookieSecure: true,
      ssoSecret: 'sso',
      webDist: '/srv/web',
      logLevel: 'warn',
      trustProxy: 2,
      errorLogRatePerMinute: 5,
    });
  });

  it('accepts session lifetimes in seconds, hours and days', () => {
    expect(loadConfig({ SESSION_TTL: '3600s' }).sessionTtlMs).toBe(3_600_000);
    expect(loadConfig({ SESSION_TTL: '12h' }).sessionTtlMs).toBe(43_200_000);
    expect(loadConfig({ SESSION_TTL: '1d' }).sessionTtlMs).toBe(86_400_000);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ LEGACY_URL: '', SESSION_SECRET: '', SSO_SECRET: '' });
    expect(config.legacyUrl).toBeUndefined();
    expect(config.sessionSecret).toBeUndefined();
  });

  it('defaults cookies to Secure in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET });
    expect(config.production).toBe(true);
    expect(config.cookieSecure).toBe(true);
  });

  it('refuses insecure cookies in production unless the operator overrides it', () => {
    expect(problemsOf({ NODE_ENV: 'production', SESSION_SECRET: SECRET, COOKIE_SECURE: 'false' })).toEqual(['COOKIE_SECURE']);
    const overridden = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, COOKIE_SECURE: 'false', ALLOW_INSECURE_COOKIE: 'true' });
    expect(overridden.cookieSecure).toBe(false);
  });

  it('reads the security settings', () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: 'https://portal.example.cn, https://tzsb.example.cn',
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      LOGIN_MAX_FAILURES: '3',
      LOGIN_LOCK: '30m',
      TRUST_PROXY: '1',
      AUDIT_DIR: '/var/log/portal-audit',
      PLATFORM_SECRET: 'per-start-secret',
      ALTCHA_HMAC_KEY: SECRET,
      ALTCHA_COST: '20000',
    });
    expect(config).toMatchObject({
      proofOfWork: { hmacKey: SECRET, cost: 20_000 },
      publicOrigins: ['https://portal.example.cn', 'https://tzsb.example.cn'],
      redisUrl: 'redis://127.0.0.1:6379/0',
      login: { maxFailures: 3, lockMs: 1_800_000 },
      trustProxy: 1,
      auditDir: '/var/log/portal-audit',
      platformSecret: 'per-start-secret',
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LEGACY_URL', 'not a url'],
    ['LEGACY_URL', 'ftp://platform.example'],
    ['LEGACY_TIMEOUT_MS', '-1'],
    ['LEGACY_CONNECTIONS', '0'],
    ['PRINT_URL', 'print-host'],
    ['SESSION_SECRET', 'too-short'],
    ['SESSION_SECRET', 'x'.repeat(48)],
    ['SESSION_SECRET', 'abcabcabcabcabcabcabcabcabcabcabcabc'],
    ['TRUST_PROXY', 'true'],
    ['PUBLIC_ORIGIN', 'portal.example.cn'],
    ['PUBLIC_ORIGIN', 'https://portal.example.cn/path'],
    ['REDIS_URL', 'localhost:6379'],
    ['LOGIN_LOCK', 'forever'],
    ['CIPHER_KEY', 'onlyonepart'],
    ['SESSION_TTL', '1 week'],
    ['SESSION_TTL', '0s'],
    ['COOKIE_SECURE', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['ERROR_LOG_RATE', '0'],
    ['ALTCHA_HMAC_KEY', 'too-short'],
    ['ALTCHA_HMAC_KEY', 'x'.repeat(48)],
    ['ALTCHA_COST', '0'],
  ])('stops on a bad %s (%s) and names the variable', (variable, value) => {
    expect(problemsOf({ [variable]: value })).toEqual([variable]);
  });

  it('puts the variable name in the error message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('reports every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', LOG_LEVEL: 'loud' }).sort()).toEqual(['LOG_LEVEL', 'PORT']);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(['SESSION_SECRET']);
  });
});
