import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { SqlRunner } from './database';

export type Migration = { version: string; sql: string };

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
// Serialises start-ups of several servers against one PostgreSQL database.
const MIGRATION_LOCK_KEY = 7_240_001;

/** The `NNNN_name.sql` files of src/db/migrations, in file-name order. */
export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({ version: name.replace(/\.sql$/, ''), sql: await readFile(`${dir}/${name}`, 'utf8') })),
  );
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, all in one transaction:
 * either the database reaches the newest version or it stays as it was. Returns the versions applied.
 */
export async function migrate(sql: SqlRunner, migrations?: Migration[]): Promise<string[]> {
  const pending = migrations ?? (await readMigrations());
  return sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version),
    );
    const applied: string[] = [];
    for (const migration of pending) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      applied.push(migration.version);
    }
    return applied;
  });
}
