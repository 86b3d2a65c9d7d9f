import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './database';
import { openPgliteDatabase, pgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

export type DatabaseOptions = { pglite?: PGlite; databaseUrl?: string; dataDir?: string };

/** A given PGlite instance wins, then a PostgreSQL URL, then a PGlite data folder (in memory without one). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.pglite) return pgliteDatabase(options.pglite, false);
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl);
  return openPgliteDatabase(options.dataDir);
}
