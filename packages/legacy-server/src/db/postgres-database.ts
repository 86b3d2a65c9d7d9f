import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db, SqlExecutor } from './database';
import * as schema from './schema';

function executorOf(client: pg.Pool | pg.PoolClient): SqlExecutor {
  return {
    async exec(script) {
      // Without parameters node-postgres uses the simple query protocol, which runs several statements.
      await client.query(script);
    },
    async query<T extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
  };
}

/** Wraps a node-postgres pool; `owned` decides whether `close()` ends it. */
function postgresDatabase(pool: pg.Pool, owned: boolean): Database {
  return {
    kind: 'postgres',
    db: drizzle({ client: pool, schema }) as unknown as Db,
    sql: {
      ...executorOf(pool),
      async transaction(work) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await work(executorOf(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
    },
    async close() {
      if (owned) await pool.end();
    },
  };
}

export function openPostgresDatabase(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client losing its connection (a database restart) must not crash the server; the pool
  // replaces it and the next query reconnects.
  pool.on('error', () => undefined);
  return postgresDatabase(pool, true);
}
