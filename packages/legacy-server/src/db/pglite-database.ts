import { mkdir } from 'node:fs/promises';
import type { PGlite, PGliteOptions, Transaction } from '@electric-sql/pglite';
import type { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { lockDataDir } from './data-dir-lock';
import { durableStartParams, installFsync } from './durable-pglite';
import { drizzleClient, keepTextParsers, PARSERS, SERIALIZERS } from './pglite-parsers';
import type { Database, Db, SqlExecutor } from './database';
import * as schema from './schema';

type PgliteLike = Pick<PGlite, 'exec' | 'query'> | Pick<Transaction, 'exec' | 'query'>;

function executorOf(client: PgliteLike): SqlExecutor {
  return {
    async exec(script) {
      await client.exec(script);
    },
    async query<T extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
  };
}

/**
 * PGlite, its pg_trgm extension and drizzle's PGlite driver, imported when the first PGlite instance
 * is made rather than when this module loads: a platform on PostgreSQL (DATABASE_URL) never loads
 * them, and its image does not carry them (deploy/images.mjs). A static import would not do: the
 * server bundles (scripts/build.mjs) hoist every npm import to their top, even one reached only
 * through a dynamic import of this module.
 */
type Extension = NonNullable<PGliteOptions['extensions']>[string];
let modules: Promise<{ PGlite: typeof PGlite; pg_trgm: Extension }> | undefined;
let drizzleOfPglite: typeof drizzlePglite | undefined;

function loadPglite() {
  modules ??= Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm'), import('drizzle-orm/pglite')]).then(
    ([pglite, contrib, driver]) => {
      drizzleOfPglite = driver.drizzle;
      return { PGlite: pglite.PGlite, pg_trgm: contrib.pg_trgm };
    },
  );
  return modules;
}

/**
 * A PGlite instance with the extensions the migrations install (pg_trgm for the equipment list's
 * partial-text indexes). Every instance that opens this server's database must come from here: a
 * cluster with a trigram index cannot even insert into that table without the extension loaded.
 */
export async function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  const { PGlite, pg_trgm } = await loadPglite();
  const pglite = await PGlite.create({
    ...options,
    parsers: { ...PARSERS, ...options.parsers },
    serializers: { ...SERIALIZERS, ...options.serializers },
    extensions: { pg_trgm },
  });
  keepTextParsers(pglite);
  return pglite;
}

/** Wraps a PGlite instance; `owned` decides whether `close()` closes it (and then runs `afterClose`). */
export function pgliteDatabase(pglite: PGlite, owned: boolean, afterClose?: () => Promise<void>): Database {
  // Every instance comes from createPglite, which has loaded the driver.
  if (!drizzleOfPglite) throw new Error('PGlite instances are made by createPglite (db/pglite-database.ts)');
  return {
    kind: 'pglite',
    db: drizzleOfPglite({ client: drizzleClient(pglite), schema }) as unknown as Db,
    sql: {
      ...executorOf(pglite),
      transaction: (work) => pglite.transaction((tx) => work(executorOf(tx))),
    },
    async close() {
      if (!owned) return;
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        await afterClose?.();
      }
    },
  };
}

/**
 * Opens (creating on first use) a PGlite cluster in `dataDir`, or in memory without one. The folder
 * is this process's alone while open (db/data-dir-lock.ts): a second process is refused; and every
 * commit is on disk before it is acknowledged (db/durable-pglite.ts).
 */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir === undefined) return pgliteDatabase(await createPglite(), true);
  await mkdir(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir);
  try {
    const { PGlite } = await loadPglite();
    const pglite = await createPglite({ dataDir, startParams: durableStartParams(PGlite.defaultStartParams) });
    installFsync(pglite, dataDir);
    // Whatever start-up wrote before fsync was installed reaches the disk now.
    await pglite.exec('CHECKPOINT');
    return pgliteDatabase(pglite, true, () => lock.release());
  } catch (error) {
    await lock.release();
    throw error;
  }
}
