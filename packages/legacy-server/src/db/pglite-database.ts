import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
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

/** Wraps a PGlite instance; `owned` decides whether `close()` closes it. */
export function pgliteDatabase(pglite: PGlite, owned: boolean): Database {
  return {
    kind: 'pglite',
    db: drizzle({ client: pglite, schema }) as unknown as Db,
    sql: {
      ...executorOf(pglite),
      transaction: (work) => pglite.transaction((tx) => work(executorOf(tx))),
    },
    async close() {
      if (owned && !pglite.closed) await pglite.close();
    },
  };
}

/** Opens (creating on first use) a PGlite cluster in `dataDir`, or in memory without one. */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir === undefined ? {} : { dataDir });
  return pgliteDatabase(pglite, true);
}
