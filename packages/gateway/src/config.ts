import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CIPHER_KEY } from '@portal/legacy-protocol';
import { parseDuration } from './duration';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const httpUrl = z
  .string()
  .trim()
  .url('must be an http(s) URL')
  .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), httpUrl.optional());

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    errorMap: () => ({ message: 'must be true or false' }),
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ invalid_type_error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be greater than 0')
    .default(fallback);

// Keys are the environment variable names, so an issue's path names the variable to fix.
const ZEnvSchema = z.object({
  NODE_ENV: optionalText,
  PORT: z.coerce
    .number({ invalid_type_error: 'must be a number' })
    .int('must be a whole number')
    .min(0)
    .max(65535, 'must be a port number (0-65535)')
    .default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  LEGACY_URL: optionalUrl,
  LEGACY_TIMEOUT_MS: positiveInt(10_000),
  PRINT_URL: optionalUrl,
  DATA_URL: optionalUrl,
  SESSION_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  CIPHER_KEY: z
    .string()
    .trim()
    .default(DEFAULT_CIPHER_KEY)
    .refine(
      (value) => value === 'Base64' || /^[^,]+,[^,]+,[^,]+$/.test(value),
      "must be 'Base64' or three comma-separated parts like thinkgem,jeesite,com",
    ),
  SESSION_TTL: z
    .string()
    .trim()
    .default('1d')
    .transform((value, ctx) => {
      const ms = parseDuration(value);
      if (ms === null) {
        ctx.addIssue({ code: 'custom', message: 'must be a duration like 3600s, 30m, 12h or 1d' });
        return z.NEVER;
      }
      return ms;
    }),
  CITY_NAME: z.string().trim().min(1).default('宁波市'),
  COOKIE_SECURE: flag.optional(),
  SSO_SECRET: optionalText,
  WEB_DIST: optionalText,
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { errorMap: () => ({ message: `must be one of ${LOG_LEVELS.join(', ')}` }) })
    .default('info'),
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value): boolean | number | string => {
      if (value === undefined || value === '' || value === 'false' || value === '0') return false;
      if (value === 'true') return true;
      if (/^\d+$/.test(value)) return Number(value);
      return value;
    }),
  ERROR_LOG_RATE: positiveInt(30),
});

/** Every variable the gateway reads; the compose test checks the compose file against it. */
export const GATEWAY_ENV_KEYS: readonly string[] = Object.keys(ZEnvSchema.shape);

export type LogLevel = (typeof LOG_LEVELS)[number];

export type GatewayConfig = {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** The platform's base URL. The gateway alone refuses to start without it; the launcher fills it in. */
  legacyUrl?: string;
  legacyTimeoutMs: number;
  printUrl?: string;
  dataUrl?: string;
  /** Absent only outside production: then a generated secret is kept in DATA_DIR (session/secret-file.ts). */
  sessionSecret?: string;
  cipherKey: string;
  sessionTtlMs: number;
  cityName: string;
  cookieSecure: boolean;
  ssoSecret?: string;
  webDist: string;
  logLevel: LogLevel;
  trustProxy: boolean | number | string;
  errorLogRatePerMinute: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. Pure. */
export function loadConfig(env: Record<string, string | undefined>): GatewayConfig {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) {
    const byVariable = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const variable = String(issue.path[0] ?? 'environment');
      if (!byVariable.has(variable)) byVariable.set(variable, issue.message);
    }
    throw new ConfigError([...byVariable].map(([variable, message]) => ({ variable, message })));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.SESSION_SECRET === undefined) {
    throw new ConfigError([
      { variable: 'SESSION_SECRET', message: 'is required when NODE_ENV=production' },
    ]);
  }
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    legacyUrl: e.LEGACY_URL,
    legacyTimeoutMs: e.LEGACY_TIMEOUT_MS,
    printUrl: e.PRINT_URL,
    dataUrl: e.DATA_URL,
    sessionSecret: e.SESSION_SECRET,
    cipherKey: e.CIPHER_KEY,
    sessionTtlMs: e.SESSION_TTL,
    cityName: e.CITY_NAME,
    cookieSecure: e.COOKIE_SECURE ?? production,
    ssoSecret: e.SSO_SECRET,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : DEFAULT_WEB_DIST,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    errorLogRatePerMinute: e.ERROR_LOG_RATE,
  };
}
