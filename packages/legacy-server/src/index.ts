export { buildLegacyApp, DEFAULT_SESSION_TIMEOUT_MS, type LegacyAppOptions } from './app';
export { mintSsoToken, verifySsoToken } from './auth/sso-token';
export { configFromEnv } from './config';
export { DataDirLocked } from './db/data-dir-lock';
export type { Db } from './db/database';
export * as legacySchema from './db/schema';
export { migrate } from './db/migrate';
export { PLATFORM_SECRET_HEADER } from './http/platform-secret';
export { UNLINKED_UPLOAD_LIMITS, type UnlinkedUploadLimits } from './resources/attachments/unlinked';
export { isDrawableAnswer } from './resources/captcha/glyphs';
export type { SmsSender } from './resources/sms-codes/sender';
export { generatePaymentKeys, paymentSettingsFromEnv, type PaymentKeys, type PaymentSettings, type PaymentSetup } from './resources/payments/settings';
export type { OnboardingOptions } from './app';
export {
  ADMIN_PASSWORD_RULE,
  ADMIN_USERNAME_PATTERN,
  ADMIN_USERNAME_RULE,
  FirstAdminRequired,
  isAdminPassword,
  type FirstAdmin,
} from './seed/first-admin';
export { seedIfEmpty, type Seeded } from './seed/seed';
export { startLegacyServer, type LegacyServerOptions, type RunningLegacyServer } from './server';
// The document renderers, for the benchmark's documents section (packages/bench/src/documents.ts).
export { reportPdf, type ReportSource } from './resources/reports/files';
export { useSignsPdf } from './resources/elevator-use-signs/sign-pdf';
export { useSignOf } from './resources/elevator-use-signs/store';
