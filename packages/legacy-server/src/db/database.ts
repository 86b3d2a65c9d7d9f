import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The drizzle handle the routes use, the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL for what drizzle does not do: multi-statement scripts (migrations) and bulk inserts. */
export type SqlExecutor = {
  /** Runs a script of one or more statements, without parameters. */
  exec(script: string): Promise<void>;
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
};

export type SqlRunner = SqlExecutor & {
  /** Runs `work` on one connection between BEGIN and COMMIT, rolling back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
};

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  kind: DatabaseKind;
  db: Db;
  sql: SqlRunner;
  /** Closes the client, unless the caller handed it in and still owns it. */
  close(): Promise<void>;
};
