import type { PGlite } from '@electric-sql/pglite';
import { buildLegacyApp, type LegacyAppOptions, type OnboardingOptions } from './app';
import type { Db } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import type { UnlinkedUploadLimits } from './resources/attachments/unlinked';
import type { PaymentSetup } from './resources/payments/settings';
import type { FirstAdmin } from './seed/first-admin';
import { seedIfEmpty, type Seeded } from './seed/seed';

export type LegacyServerOptions = {
  /** PGlite data folder; in memory when neither this, `databaseUrl` nor `pglite` is given. */
  dataDir?: string;
  /** PostgreSQL through node-postgres instead of PGlite. */
  databaseUrl?: string;
  /** An open PGlite instance to use (made by createPglite, with the extensions); the caller keeps owning it. */
  pglite?: PGlite;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  cipherKey?: string;
  ssoSecret?: string;
  sessionTimeoutMs?: number;
  /** Seeds an empty database (no users yet); true by default. */
  seed?: boolean;
  /** The demo accounts and data on an empty database; off by default (SEED_DEMO). */
  seedDemo?: boolean;
  /** The first administrator of an empty database without demo data; required then. */
  admin?: FirstAdmin;
  /** Generated equipment files added to the demo data. */
  seedEquipment?: number;
  /** Only requests carrying this in `X-Platform-Secret` are answered. */
  platformSecret?: string;
  /** Captcha and SMS settings (CAPTCHA_FIXED_ANSWER, SMS_OUTBOX). */
  onboarding?: OnboardingOptions;
  unlinkedUploads?: Partial<UnlinkedUploadLimits>;
  logger?: LegacyAppOptions['logger'];
  /** The clock of sessions, tokens and log stamps; tests move it instead of waiting. */
  now?: () => Date;
  /** The payment provider and its keys (PAYMENT_PROVIDER, WECHATPAY_*), or `off`; a throwaway sandbox when absent. */
  payments?: PaymentSetup;
};

export type RunningLegacyServer = {
  /** `http://host:port`, no trailing slash. */
  url: string;
  close(): Promise<void>;
  db: Db;
  /** What this start seeded into an empty database, or null. */
  seeded: Seeded;
};

function urlOf(host: string, port: number): string {
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/** Opens the database, migrates it, seeds it on first run and listens. */
export async function startLegacyServer(options: LegacyServerOptions = {}): Promise<RunningLegacyServer> {
  const database = await openDatabase(options);
  try {
    const applied = await migrate(database.sql);
    let seeded: Seeded = null;
    if (options.seed ?? true) {
      seeded = await seedIfEmpty(database.db, {
        demo: options.seedDemo ?? false,
        ...(options.admin ? { admin: options.admin } : {}),
        ...(options.seedEquipment ? { seedEquipment: options.seedEquipment } : {}),
      });
    }
    // PGlite runs no autovacuum: without this a fresh seed or a migration that rewrote a table leaves
    // the planner without statistics (the list queries then pick the wrong index) and the list
    // indexes without the visibility map their index-only scans need.
    if (seeded === 'demo' || applied.length > 0) await database.sql.exec('VACUUM ANALYZE');
    const app = await buildLegacyApp({
      db: database.db,
      ...(options.cipherKey !== undefined ? { cipherKey: options.cipherKey } : {}),
      ...(options.ssoSecret !== undefined ? { ssoSecret: options.ssoSecret } : {}),
      ...(options.sessionTimeoutMs !== undefined ? { sessionTimeoutMs: options.sessionTimeoutMs } : {}),
      ...(options.platformSecret ? { platformSecret: options.platformSecret } : {}),
      ...(options.unlinkedUploads ? { unlinkedUploads: options.unlinkedUploads } : {}),
      ...(options.onboarding ? { onboarding: options.onboarding } : {}),
      logger: options.logger ?? false,
      ...(options.now ? { now: options.now } : {}),
      ...(options.payments ? { payments: options.payments } : {}),
    });
    const host = options.host ?? '127.0.0.1';
    try {
      await app.listen({ host, port: options.port ?? 0 });
    } catch (error) {
      await app.close();
      throw error;
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
    return {
      url: urlOf(host, port),
      db: database.db,
      seeded,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
