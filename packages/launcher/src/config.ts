import path from 'node:path';
import { ConfigError, loadConfig, type GatewayConfig } from '@portal/gateway';
import { ADMIN_PASSWORD_RULE, ADMIN_USERNAME_PATTERN, ADMIN_USERNAME_RULE, isAdminPassword, isDrawableAnswer, type FirstAdmin } from '@portal/legacy-server';

/** The reference platform the launcher runs in-process when no LEGACY_URL is given. */
export type EmbeddedPlatformConfig = {
  /** PGlite data folder: DATA_DIR/legacy. */
  dataDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** The demo accounts and data on the first start: on by default, off with NODE_ENV=production (SEED_DEMO). */
  seedDemo: boolean;
  /** Generated equipment files added to the demo data on the first (seeding) start. */
  seedEquipment: number;
  /** CAPTCHA_FIXED_ANSWER (tests; refused in production) and SMS_OUTBOX (the demo outbox readable; default outside production, refused in it). */
  onboarding: { smsOutbox: boolean; captchaFixedAnswer?: string; smsHourlyBudget?: number };
  /** The first administrator of an empty database without demo data (ADMIN_USERNAME, ADMIN_PASSWORD). */
  admin?: FirstAdmin;
};

/** With LEGACY_URL the platform runs elsewhere (`platform: null`); without it the launcher embeds one. */
export type LauncherConfig =
  | { gateway: GatewayConfig & { legacyUrl: string }; platform: null }
  | { gateway: GatewayConfig; platform: EmbeddedPlatformConfig };

const FLAGS: Record<string, boolean> = { true: true, '1': true, yes: true, false: false, '0': false, no: false };

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The gateway's configuration (every variable it reads), plus the launcher's own: DATABASE_URL,
 * SEED_DEMO, SEED_EQUIPMENT, ADMIN_USERNAME, ADMIN_PASSWORD and SMS_HOURLY_BUDGET. Throws the gateway's ConfigError
 * naming every bad variable (never echoing a password).
 */
export function loadLauncherConfig(env: Record<string, string | undefined>): LauncherConfig {
  const problems: { variable: string; message: string }[] = [];
  let gateway: GatewayConfig | undefined;
  try {
    gateway = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  const databaseUrl = text(env.DATABASE_URL);
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push({ variable: 'DATABASE_URL', message: 'must be a postgres:// or postgresql:// URL' });
  }
  const demoText = text(env.SEED_DEMO);
  const seedDemo = demoText === undefined ? text(env.NODE_ENV) !== 'production' : FLAGS[demoText];
  if (seedDemo === undefined) problems.push({ variable: 'SEED_DEMO', message: 'must be true or false' });
  const seedText = text(env.SEED_EQUIPMENT) ?? '0';
  if (!/^\d+$/.test(seedText)) problems.push({ variable: 'SEED_EQUIPMENT', message: 'must be a whole number' });
  else if (Number(seedText) > 0 && seedDemo === false) {
    problems.push({ variable: 'SEED_EQUIPMENT', message: 'needs SEED_DEMO=true (the generated files belong to the demo units)' });
  }
  const loginName = text(env.ADMIN_USERNAME) ?? 'admin';
  if (!ADMIN_USERNAME_PATTERN.test(loginName)) problems.push({ variable: 'ADMIN_USERNAME', message: ADMIN_USERNAME_RULE });
  // Not trimmed: the password is used exactly as given.
  const password = env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  if (password !== undefined && !isAdminPassword(password)) problems.push({ variable: 'ADMIN_PASSWORD', message: ADMIN_PASSWORD_RULE });
  const production = text(env.NODE_ENV) === 'production';
  const captchaFixedAnswer = text(env.CAPTCHA_FIXED_ANSWER);
  if (captchaFixedAnswer !== undefined && !isDrawableAnswer(captchaFixedAnswer)) {
    problems.push({ variable: 'CAPTCHA_FIXED_ANSWER', message: 'must be 4 to 6 characters of 2-9 and A C E F H K M N P R T W X Y' });
  }
  if (captchaFixedAnswer !== undefined && production) problems.push({ variable: 'CAPTCHA_FIXED_ANSWER', message: 'is refused when NODE_ENV=production' });
  const outboxText = text(env.SMS_OUTBOX);
  const smsOutbox = outboxText === undefined ? !production : FLAGS[outboxText];
  if (smsOutbox === undefined) problems.push({ variable: 'SMS_OUTBOX', message: 'must be true or false' });
  else if (smsOutbox && production) problems.push({ variable: 'SMS_OUTBOX', message: 'is refused when NODE_ENV=production' });
  const budgetText = text(env.SMS_HOURLY_BUDGET);
  if (budgetText !== undefined && !/^[1-9]\d{0,5}$/.test(budgetText)) problems.push({ variable: 'SMS_HOURLY_BUDGET', message: 'must be a whole number from 1 to 999999' });
  if (problems.length > 0 || !gateway || seedDemo === undefined || smsOutbox === undefined) throw new ConfigError(problems);

  if (gateway.legacyUrl) return { gateway: { ...gateway, legacyUrl: gateway.legacyUrl }, platform: null };
  return {
    gateway,
    platform: {
      dataDir: path.join(gateway.dataDir, 'legacy'),
      ...(databaseUrl !== undefined ? { databaseUrl } : {}),
      seedDemo,
      seedEquipment: Number(seedText),
      onboarding: { smsOutbox, ...(captchaFixedAnswer !== undefined ? { captchaFixedAnswer } : {}), ...(budgetText !== undefined ? { smsHourlyBudget: Number(budgetText) } : {}) },
      ...(password !== undefined ? { admin: { loginName, password } } : {}),
    },
  };
}
