import { z } from 'zod';
import { MAX_SEED_EQUIPMENT } from './seed/equipment-volume';
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

const ZEnv = z.object({
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
  SESSION_TIMEOUT_MS: integerText(1_000, 7 * 24 * 60 * 60 * 1000).optional(),
  SEED_EQUIPMENT: integerText(0, MAX_SEED_EQUIPMENT).optional(),
});

/** Every variable legacy-server reads; the compose test checks the compose file against it. */
export const LEGACY_SERVER_ENV_KEYS: readonly string[] = Object.keys(ZEnv.shape);

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
  const options: LegacyServerOptions = { host: value.HOST, port: value.PORT, logger: true };
  if (value.DATABASE_URL) options.databaseUrl = value.DATABASE_URL;
  else options.dataDir = value.DATA_DIR;
  if (value.CIPHER_KEY) options.cipherKey = value.CIPHER_KEY;
  if (value.SSO_SECRET) options.ssoSecret = value.SSO_SECRET;
  if (value.SESSION_TIMEOUT_MS !== undefined) options.sessionTimeoutMs = value.SESSION_TIMEOUT_MS;
  if (value.SEED_EQUIPMENT !== undefined) options.seedEquipment = value.SEED_EQUIPMENT;
  return { ok: true, options };
}
