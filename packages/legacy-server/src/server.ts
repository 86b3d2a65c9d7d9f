import type { PGlite } from '@electric-sql/pglite';
import { buildLegacyApp } from './app';
import type { Db } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { seedIfEmpty } from './seed/seed';

export type LegacyServerOptions = {
  /** PGlite data folder; in memory when neither this, `databaseUrl` nor `pglite` is given. */
  dataDir?: string;
  /** PostgreSQL through node-postgres instead of PGlite. */
  databaseUrl?: string;
  /** An open PGlite instance to use; the caller keeps owning it. */
  pglite?: PGlite;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  cipherKey?: string;
  ssoSecret?: string;
  sessionTimeoutMs?: number;
  /** Seeds the demo data when the users table is empty; true by default. */
  seed?: boolean;
  seedEquipment?: number;
  logger?: boolean;
  /** The clock of sessions, tokens and log stamps; tests move it instead of waiting. */
  now?: () => Date;
};

export type RunningLegacyServer = {
  /** `http://host:port`, no trailing slash. */
  url: string;
  close(): Promise<void>;
  db: Db;
};

function urlOf(host: string, port: number): string {
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/** Opens the database, migrates it, seeds it on first run and listens. */
export async function startLegacyServer(options: LegacyServerOptions = {}): Promise<RunningLegacyServer> {
  const database = await openDatabase(options);
  try {
    await migrate(database.sql);
    if (options.seed ?? true) {
      const seeded = await seedIfEmpty(database.db, options.seedEquipment ? { seedEquipment: options.seedEquipment } : {});
      // PGlite runs no autovacuum: without this a fresh seed leaves the planner without statistics
      // (the list queries then pick the wrong index) and counts cannot use index-only scans.
      if (seeded) await database.sql.exec('VACUUM ANALYZE');
    }
    const app = await buildLegacyApp({
      db: database.db,
      ...(options.cipherKey !== undefined ? { cipherKey: options.cipherKey } : {}),
      ...(options.ssoSecret !== undefined ? { ssoSecret: options.ssoSecret } : {}),
      ...(options.sessionTimeoutMs !== undefined ? { sessionTimeoutMs: options.sessionTimeoutMs } : {}),
      logger: options.logger ?? false,
      ...(options.now ? { now: options.now } : {}),
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
