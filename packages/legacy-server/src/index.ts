export { buildLegacyApp, DEFAULT_SESSION_TIMEOUT_MS, type LegacyAppOptions } from './app';
export { mintSsoToken, verifySsoToken } from './auth/sso-token';
export { configFromEnv } from './config';
export type { Db } from './db/database';
export * as legacySchema from './db/schema';
export { migrate } from './db/migrate';
export { seedIfEmpty } from './seed/seed';
export { startLegacyServer, type LegacyServerOptions, type RunningLegacyServer } from './server';
