import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

const PLATFORM_SECRET = 'Vq7Lm2Xc9Rt4Bn8Kd3Hs6Fw1Jy5Pz0Ga';
const PRODUCTION = { NODE_ENV: 'production', PLATFORM_SECRET };
const errorsOf = (env: Record<string, string>): string[] => {
  const config = configFromEnv(env);
  return config.ok ? [] : config.errors;
};

describe('configFromEnv', () => {
  it('defaults to port 8081 on loopback over the PGlite folder .data/legacy', () => {
    expect(configFromEnv({})).toEqual({
      ok: true,
      options: { host: '127.0.0.1', port: 8081, dataDir: '.data/legacy', logger: true, seedDemo: true, onboarding: { smsOutbox: true } },
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
      SEED_DEMO: 'true',
      SEED_EQUIPMENT: '100000',
      ADMIN_USERNAME: 'root',
      ADMIN_PASSWORD: 'First#Admin1',
      PLATFORM_SECRET: PLATFORM_SECRET,
      CAPTCHA_FIXED_ANSWER: '7K4W',
      SMS_OUTBOX: 'false',
      SMS_HOURLY_BUDGET: '800',
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
        seedDemo: true,
        seedEquipment: 100_000,
        admin: { loginName: 'root', password: 'First#Admin1' },
        platformSecret: PLATFORM_SECRET,
        onboarding: { smsOutbox: false, captchaFixedAnswer: '7K4W', smsHourlyBudget: 800 },
        logger: true,
      },
    });
  });

  it('refuses a fixed captcha answer and the readable SMS outbox in production', () => {
    const config = configFromEnv({ NODE_ENV: 'production', PLATFORM_SECRET, CAPTCHA_FIXED_ANSWER: '7K4W', SMS_OUTBOX: 'true' });
    expect(config.ok).toBe(false);
    const errors = config.ok ? [] : config.errors;
    expect(errors.some((error) => error.startsWith('CAPTCHA_FIXED_ANSWER:'))).toBe(true);
    expect(errors.some((error) => error.startsWith('SMS_OUTBOX:'))).toBe(true);
  });

  it('refuses an hourly SMS budget that is not a whole number of texts', () => {
    for (const value of ['0', 'lots', '1.5']) {
      const config = configFromEnv({ SMS_HOURLY_BUDGET: value });
      expect(config.ok ? [] : config.errors, value).toEqual([expect.stringMatching(/^SMS_HOURLY_BUDGET: /)]);
    }
  });

  it('refuses a fixed captcha answer it cannot draw', () => {
    const config = configFromEnv({ CAPTCHA_FIXED_ANSWER: 'ab' });
    expect(config.ok ? [] : config.errors).toEqual([expect.stringMatching(/^CAPTCHA_FIXED_ANSWER: /)]);
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

  it('seeds no demo data in production unless SEED_DEMO=true asks for it', () => {
    const production = configFromEnv(PRODUCTION);
    expect(production.ok && production.options.seedDemo).toBe(false);
    const asked = configFromEnv({ ...PRODUCTION, SEED_DEMO: 'true' });
    expect(asked.ok && asked.options.seedDemo).toBe(true);
    const off = configFromEnv({ SEED_DEMO: 'false' });
    expect(off.ok && off.options.seedDemo).toBe(false);
  });

  it('takes the first administrator from ADMIN_USERNAME (admin by default) and ADMIN_PASSWORD', () => {
    const config = configFromEnv({ ...PRODUCTION, ADMIN_PASSWORD: 'First#Admin1' });
    expect(config.ok && config.options.admin).toEqual({ loginName: 'admin', password: 'First#Admin1' });
  });

  it("refuses an ADMIN_PASSWORD outside the product's 8-16 character rule without echoing it", () => {
    for (const password of ['short#A1', 'alllowercase1#', 'NoSpecial123', 'Toolong#Password123']) {
      const errors = errorsOf({ ...PRODUCTION, ADMIN_PASSWORD: password });
      if (password === 'short#A1') {
        // Exactly 8 characters with every class: the rule takes it.
        expect(errors).toEqual([]);
        continue;
      }
      expect(errors.map((error) => error.split(':')[0])).toEqual(['ADMIN_PASSWORD']);
      expect(errors.join(' ')).not.toContain(password);
    }
  });

  it('requires PLATFORM_SECRET in production, random and at least 32 characters', () => {
    expect(errorsOf({ NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^PLATFORM_SECRET: is required/)]);
    for (const secret of ['a'.repeat(40), 'short']) {
      expect(new Set(errorsOf({ PLATFORM_SECRET: secret }).map((error) => error.split(':')[0]))).toEqual(new Set(['PLATFORM_SECRET']));
    }
  });

  it('refuses SEED_EQUIPMENT without the demo data its files belong to', () => {
    expect(errorsOf({ ...PRODUCTION, SEED_EQUIPMENT: '500' })).toEqual([expect.stringMatching(/^SEED_EQUIPMENT: needs SEED_DEMO=true/)]);
    expect(errorsOf({ ...PRODUCTION, SEED_DEMO: 'true', SEED_EQUIPMENT: '500' })).toEqual([]);
  });

  it('turns online payment off in production without a provider, and keeps the sandbox elsewhere', () => {
    const production = configFromEnv(PRODUCTION);
    expect(production.ok && production.options.payments).toBe('off');
    const development = configFromEnv({});
    expect(development.ok && development.options.payments).toBeUndefined();
  });
});
