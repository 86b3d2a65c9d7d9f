import { z } from 'zod';
import { MAX_SEED_EQUIPMENT } from './seed/equipment-volume';
import { ADMIN_PASSWORD_RULE, ADMIN_USERNAME_PATTERN, ADMIN_USERNAME_RULE, isAdminPassword } from './seed/first-admin';
import { isDrawableAnswer } from './resources/captcha/glyphs';
import { PAYMENT_ENV_KEYS, paymentSettingsFromEnv } from './resources/payments/settings';
import type { LegacyServerOptions } from './server';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

const integerText = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { errorMap: () => ({ message: 'must be true or false' }) })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ZEnv = z.object({
  NODE_ENV: optionalText,
  PORT: integerText(0, 65_535).default('8081'),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data/legacy'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  CIPHER_KEY: optionalText,
  SSO_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** Idle timeout of a platform session; each request restarts it, at most once a minute (auth/session-store.ts). */
  SESSION_TIMEOUT_MS: integerText(1_000, 7 * 24 * 60 * 60 * 1000).optional(),
  /** The demo accounts and data on an empty database: on by default outside production, off in it. */
  SEED_DEMO: optionalText.pipe(flag.optional()),
  SEED_EQUIPMENT: integerText(0, MAX_SEED_EQUIPMENT).optional(),
  /** The first administrator of an empty database without demo data; the password must be changed at first sign-in. */
  ADMIN_USERNAME: optionalText.pipe(
    z
      .string()
      .regex(ADMIN_USERNAME_PATTERN, ADMIN_USERNAME_RULE)
      .default('admin'),
  ),
  // Never echoed: the messages name the rule, not the value.
  ADMIN_PASSWORD: optionalText.pipe(
    z
      .string()
      .refine(isAdminPassword, ADMIN_PASSWORD_RULE)
      .optional(),
  ),
  /** Every captcha draws this answer: for automated tests only, refused in production. */
  CAPTCHA_FIXED_ANSWER: optionalText.pipe(
    z
      .string()
      .refine(isDrawableAnswer, 'must be 4 to 6 characters of 2-9 and A C E F H K M N P R T W X Y')
      .optional(),
  ),
  /** The demo SMS outbox may be read (its page and API): on by default outside production, refused in it. */
  SMS_OUTBOX: optionalText.pipe(flag.optional()),
  /** Texts the platform sends per Beijing hour, all kinds together; past it they are refused (docs/security.md). */
  SMS_HOURLY_BUDGET: integerText(1, 999_999).optional(),
  /** Shared with the gateway: requests without it in X-Platform-Secret are refused (403). */
  PLATFORM_SECRET: optionalText.pipe(
    z
      .string()
      .min(32, 'must be at least 32 characters')
      .refine((value) => new Set(value).size >= 16, 'must be random (e.g. openssl rand -base64 48), not a word or a repeated pattern')
      .optional(),
  ),
});

/** Every variable legacy-server reads; the compose test checks the compose file against it. */
export const LEGACY_SERVER_ENV_KEYS: readonly string[] = [...Object.keys(ZEnv.shape), ...PAYMENT_ENV_KEYS];

export type EnvConfig = { ok: true; options: LegacyServerOptions } | { ok: false; errors: string[] };

/** The server options from the environment; errors name the variable that is wrong. */
export function configFromEnv(env: Record<string, string | undefined>): EnvConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    };
  }
  const value = parsed.data;
  const production = value.NODE_ENV === 'production';
  const seedDemo = value.SEED_DEMO ?? !production;
  const errors: string[] = [];
  if (production && !value.PLATFORM_SECRET) errors.push('PLATFORM_SECRET: is required when NODE_ENV=production (the same value as the gateway’s)');
  if (production && value.CAPTCHA_FIXED_ANSWER) errors.push('CAPTCHA_FIXED_ANSWER: is refused when NODE_ENV=production (it makes every captcha the same)');
  if (production && value.SMS_OUTBOX) errors.push('SMS_OUTBOX: is refused when NODE_ENV=production (the outbox shows every code sent)');
  if (value.SEED_EQUIPMENT && !seedDemo) errors.push('SEED_EQUIPMENT: needs SEED_DEMO=true (the generated files belong to the demo units)');
  const payments = paymentSettingsFromEnv(env, production);
  if (!payments.ok) errors.push(...payments.errors);
  if (errors.length > 0) return { ok: false, errors };
  const options: LegacyServerOptions = { host: value.HOST, port: value.PORT, logger: true, seedDemo };
  if (value.ADMIN_PASSWORD) options.admin = { loginName: value.ADMIN_USERNAME, password: value.ADMIN_PASSWORD };
  if (value.PLATFORM_SECRET) options.platformSecret = value.PLATFORM_SECRET;
  if (value.DATABASE_URL) options.databaseUrl = value.DATABASE_URL;
  else options.dataDir = value.DATA_DIR;
  if (value.CIPHER_KEY) options.cipherKey = value.CIPHER_KEY;
  if (value.SSO_SECRET) options.ssoSecret = value.SSO_SECRET;
  if (value.SESSION_TIMEOUT_MS !== undefined) options.sessionTimeoutMs = value.SESSION_TIMEOUT_MS;
  if (value.SEED_EQUIPMENT !== undefined) options.seedEquipment = value.SEED_EQUIPMENT;
  if (payments.ok && payments.settings) options.payments = payments.settings;
  options.onboarding = {
    smsOutbox: value.SMS_OUTBOX ?? !production,
    ...(value.SMS_HOURLY_BUDGET !== undefined ? { smsHourlyBudget: value.SMS_HOURLY_BUDGET } : {}),
    ...(value.CAPTCHA_FIXED_ANSWER ? { captchaFixedAnswer: value.CAPTCHA_FIXED_ANSWER } : {}),
  };
  return { ok: true, options };
}
