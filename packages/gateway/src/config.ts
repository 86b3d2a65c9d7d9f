import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { createPublicKey } from 'node:crypto';
import { DEFAULT_CIPHER_KEY, isApiV3Key, pemFromEnv } from '@portal/legacy-protocol';
import { parseDuration } from './duration';
import { DEFAULT_PLATFORM_CONNECTIONS } from './legacy/client';

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

/** A secret with fewer than 16 distinct characters is a word, a pattern or a repeated letter. */
function hasEntropy(secret: string): boolean {
  return new Set(secret).size >= 16;
}

const duration = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((value, ctx) => {
      const ms = parseDuration(value);
      if (ms === null) {
        ctx.addIssue({ code: 'custom', message: 'must be a duration like 3600s, 30m, 12h or 1d' });
        return z.NEVER;
      }
      return ms;
    });

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
  LEGACY_CONNECTIONS: positiveInt(DEFAULT_PLATFORM_CONNECTIONS),
  PRINT_URL: optionalUrl,
  DATA_URL: optionalUrl,
  SESSION_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .min(32, 'must be at least 32 characters')
      .refine(hasEntropy, 'must be random (e.g. openssl rand -base64 48), not a word or a repeated pattern')
      .optional(),
  ),
  CIPHER_KEY: z
    .string()
    .trim()
    .default(DEFAULT_CIPHER_KEY)
    .refine(
      (value) => value === 'Base64' || /^[^,]+,[^,]+,[^,]+$/.test(value),
      "must be 'Base64' or three comma-separated parts like thinkgem,jeesite,com",
    ),
  SESSION_TTL: duration('1d'),
  CITY_NAME: z.string().trim().min(1).default('宁波市'),
  COOKIE_SECURE: flag.optional(),
  /** Production refuses COOKIE_SECURE=false unless this says the operator means it (TLS ends elsewhere on a trusted network). */
  ALLOW_INSECURE_COOKIE: flag.default('false'),
  PUBLIC_ORIGIN: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      const origins = (value ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
      for (const origin of origins) {
        if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
          ctx.addIssue({ code: 'custom', message: `'${origin}' is not an origin like https://portal.example.cn` });
          return z.NEVER;
        }
      }
      return origins;
    }),
  REDIS_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().trim().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  ),
  LOGIN_MAX_FAILURES: positiveInt(5),
  LOGIN_LOCK: duration('15m'),
  LOGIN_ADDRESS_MAX_FAILURES: positiveInt(20),
  MAX_CONNECTIONS: positiveInt(1_000),
  CONNECTIONS_PER_ADDRESS: positiveInt(50),
  REQUESTS_PER_MINUTE: positiveInt(1_200),
  AUDIT_DIR: optionalText,
  PLATFORM_SECRET: optionalText,
  SSO_SECRET: optionalText,
  /** Signs the proof-of-work challenges of SMS sends; absent: derived from the session secret. */
  ALTCHA_HMAC_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'must be at least 32 characters').refine(hasEntropy, 'must be random (e.g. openssl rand -base64 48)').optional(),
  ),
  /** PBKDF2 iterations per try of the SMS send's proof of work (docs/security.md: about a second on a phone). */
  ALTCHA_COST: positiveInt(5_000),
  WEB_DIST: optionalText,
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { errorMap: () => ({ message: `must be one of ${LOG_LEVELS.join(', ')}` }) })
    .default('info'),
  // A hop count (how many proxies stand in front) or a list of proxy addresses/subnets. `true`
  // would trust any X-Forwarded-For a client sends, so it is refused.
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): number | string => {
      if (value === undefined || value === '' || value === 'false') return 0;
      if (value === 'true') {
        ctx.addIssue({ code: 'custom', message: 'must be a hop count (1 behind one proxy) or proxy addresses; true would let clients forge their address' });
        return z.NEVER;
      }
      if (/^\d+$/.test(value)) return Number(value);
      return value;
    }),
  ERROR_LOG_RATE: positiveInt(30),
  /** Check every answer against the contract before it is sent (default: outside production). */
  VALIDATE_RESPONSES: flag.optional(),
  /** WeChat Pay's public key (PEM, PEM with \\n escapes, or base64 of the PEM) and its id: notifications are verified with it. */
  WECHATPAY_PUBLIC_KEY: optionalText,
  WECHATPAY_PUBLIC_KEY_ID: optionalText,
  /** The APIv3 key (32 characters) that decrypts notification resources. */
  WECHATPAY_APIV3_KEY: optionalText,
  /** Forward the embedded sandbox provider's phone page (/sandbox-pay/…) to the platform; refused in production. */
  PAYMENT_SANDBOX: flag.optional(),
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
  /** Keep-alive connections to the platform; requests beyond them wait in the pool's queue. */
  legacyConnections: number;
  printUrl?: string;
  dataUrl?: string;
  /** Absent only outside production: then a generated secret is kept in DATA_DIR (session/secret-file.ts). */
  sessionSecret?: string;
  cipherKey: string;
  sessionTtlMs: number;
  cityName: string;
  cookieSecure: boolean;
  /** Browser origins allowed to send cookie-authenticated unsafe requests (besides same-origin fetches). */
  publicOrigins: readonly string[];
  /** Shared counters (login failures, superseded roles) live in Redis when set, in memory otherwise. */
  redisUrl?: string;
  login: { maxFailures: number; lockMs: number; addressMaxFailures: number };
  limits: { maxConnections: number; connectionsPerAddress: number; requestsPerMinute: number };
  /** Where audit records are appended as JSON lines (default DATA_DIR/audit). */
  auditDir: string;
  /** Sent to the platform as `X-Platform-Secret`; the embedded platform answers only requests carrying it. */
  platformSecret?: string;
  ssoSecret?: string;
  /** The SMS send's proof of work: its HMAC key (absent: derived from the session secret) and cost. */
  proofOfWork: { hmacKey?: string; cost: number };
  webDist: string;
  logLevel: LogLevel;
  /** Proxies trusted for X-Forwarded-For: a hop count (0 = none) or their addresses. */
  trustProxy: number | string;
  errorLogRatePerMinute: number;
  /**
   * Every answer checked against the contract's schema before it goes out: a mismatch is a 500 and
   * a log line. On in development and tests; off in production, where it would parse each answer
   * the gateway has just built from validated parts a second time.
   */
  validateResponses: boolean;
  /**
   * Payment notifications (docs/payments.md): the provider's public key and id, and the APIv3 key.
   * Absent: the notification endpoint refuses every call. `sandbox`: the sandbox's phone page is forwarded.
   */
  payments: { publicKey?: string; publicKeyId?: string; apiV3Key?: string; sandbox: boolean };
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
  const cookieSecure = e.COOKIE_SECURE ?? production;
  if (production && !cookieSecure && !e.ALLOW_INSECURE_COOKIE) {
    throw new ConfigError([
      { variable: 'COOKIE_SECURE', message: 'must not be false when NODE_ENV=production (set ALLOW_INSECURE_COOKIE=true only if TLS ends on a trusted network in front)' },
    ]);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const payments = paymentsOf(e, production);
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    legacyUrl: e.LEGACY_URL,
    legacyTimeoutMs: e.LEGACY_TIMEOUT_MS,
    legacyConnections: e.LEGACY_CONNECTIONS,
    printUrl: e.PRINT_URL,
    dataUrl: e.DATA_URL,
    sessionSecret: e.SESSION_SECRET,
    cipherKey: e.CIPHER_KEY,
    sessionTtlMs: e.SESSION_TTL,
    cityName: e.CITY_NAME,
    cookieSecure,
    publicOrigins: e.PUBLIC_ORIGIN,
    redisUrl: e.REDIS_URL,
    login: { maxFailures: e.LOGIN_MAX_FAILURES, lockMs: e.LOGIN_LOCK, addressMaxFailures: e.LOGIN_ADDRESS_MAX_FAILURES },
    limits: {
      maxConnections: e.MAX_CONNECTIONS,
      connectionsPerAddress: e.CONNECTIONS_PER_ADDRESS,
      requestsPerMinute: e.REQUESTS_PER_MINUTE,
    },
    auditDir: e.AUDIT_DIR ? path.resolve(e.AUDIT_DIR) : path.join(dataDir, 'audit'),
    platformSecret: e.PLATFORM_SECRET,
    ssoSecret: e.SSO_SECRET,
    proofOfWork: { ...(e.ALTCHA_HMAC_KEY ? { hmacKey: e.ALTCHA_HMAC_KEY } : {}), cost: e.ALTCHA_COST },
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : DEFAULT_WEB_DIST,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    errorLogRatePerMinute: e.ERROR_LOG_RATE,
    validateResponses: e.VALIDATE_RESPONSES ?? !production,
    payments,
  };
}

/** The payment settings, checked: a key that does not parse, an APIv3 key of another length or the sandbox in production stop the start. */
function paymentsOf(e: z.infer<typeof ZEnvSchema>, production: boolean): GatewayConfig['payments'] {
  const problems: { variable: string; message: string }[] = [];
  let publicKey: string | undefined;
  if (e.WECHATPAY_PUBLIC_KEY) {
    publicKey = pemFromEnv(e.WECHATPAY_PUBLIC_KEY);
    try {
      createPublicKey(publicKey);
    } catch {
      problems.push({ variable: 'WECHATPAY_PUBLIC_KEY', message: 'must be a PEM public key (as is, with \\n escapes, or base64)' });
    }
    if (!e.WECHATPAY_PUBLIC_KEY_ID) problems.push({ variable: 'WECHATPAY_PUBLIC_KEY_ID', message: 'is required with WECHATPAY_PUBLIC_KEY' });
    if (!e.WECHATPAY_APIV3_KEY) problems.push({ variable: 'WECHATPAY_APIV3_KEY', message: 'is required with WECHATPAY_PUBLIC_KEY' });
  }
  if (e.WECHATPAY_APIV3_KEY && !isApiV3Key(e.WECHATPAY_APIV3_KEY)) problems.push({ variable: 'WECHATPAY_APIV3_KEY', message: 'must be 32 characters' });
  if (production && e.PAYMENT_SANDBOX) problems.push({ variable: 'PAYMENT_SANDBOX', message: 'is refused when NODE_ENV=production (the sandbox pays without money)' });
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    ...(publicKey ? { publicKey } : {}),
    ...(e.WECHATPAY_PUBLIC_KEY_ID ? { publicKeyId: e.WECHATPAY_PUBLIC_KEY_ID } : {}),
    ...(e.WECHATPAY_APIV3_KEY ? { apiV3Key: e.WECHATPAY_APIV3_KEY } : {}),
    sandbox: e.PAYMENT_SANDBOX ?? false,
  };
}
