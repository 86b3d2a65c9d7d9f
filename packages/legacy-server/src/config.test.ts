import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

describe('configFromEnv', () => {
  it('defaults to port 8081 on loopback over the PGlite folder .data/legacy', () => {
    expect(configFromEnv({})).toEqual({
      ok: true,
      options: { host: '127.0.0.1', port: 8081, dataDir: '.data/legacy', logger: true },
    });
  });

  it('reads every variable', () => {
    const config = configFromEnv({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://portal:secret@db:5432/legacy',
      CIPHER_KEY: 'Base64',
      SSO_SECRET: 'a-long-enough-shared-secret',
      SESSION_TIMEOUT_MS: '600000',
      SEED_EQUIPMENT: '100000',
    });
    expect(config).toEqual({
      ok: true,
      options: {
        host: '0.0.0.0',
        port: 9000,
        databaseUrl: 'postgres://portal:secret@db:5432/legacy',
        cipherKey: 'Base64',
        ssoSecret: 'a-long-enough-shared-secret',
        sessionTimeoutMs: 600_000,
        seedEquipment: 100_000,
        logger: true,
      },
    });
  });

  it('names the variable of a bad value', () => {
    const config = configFromEnv({ PORT: 'eighty', SEED_EQUIPMENT: '-5', DATABASE_URL: 'mysql://x' });
    expect(config.ok).toBe(false);
    const errors = config.ok ? [] : config.errors;
    expect(errors.some((error) => error.startsWith('PORT:'))).toBe(true);
    expect(errors.some((error) => error.startsWith('SEED_EQUIPMENT:'))).toBe(true);
    expect(errors.some((error) => error.startsWith('DATABASE_URL:'))).toBe(true);
  });

  it('refuses a port out of range and a short SSO secret', () => {
    const config = configFromEnv({ PORT: '70000', SSO_SECRET: 'short' });
    expect(config.ok ? [] : config.errors.map((error) => error.split(':')[0])).toEqual(['PORT', 'SSO_SECRET']);
  });
});
