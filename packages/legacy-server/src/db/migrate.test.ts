import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldenPglite } from '../testing';
import { migrate, readMigrations, type Migration } from './migrate';
import { pgliteDatabase } from './pglite-database';
import type { Database } from './database';

let pglite: PGlite;
let database: Database;

async function tableExists(name: string): Promise<boolean> {
  const rows = await database.sql.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [name]);
  return rows[0]?.found === true;
}

async function versions(): Promise<string[]> {
  return (await database.sql.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).map(
    (row) => row.version,
  );
}

beforeAll(async () => {
  pglite = await goldenPglite();
  database = pgliteDatabase(pglite, true);
});
afterAll(async () => {
  await database?.close();
});

describe('migrate', () => {
  it('reads the SQL files of src/db/migrations in order', async () => {
    const files = await readMigrations();
    expect(files[0]?.version).toBe('0001_init');
    expect(files.map((file) => file.version)).toEqual([...files.map((file) => file.version)].sort());
  });

  it('has recorded the shipped migrations and creates the tables and list indexes', async () => {
    expect(await versions()).toEqual((await readMigrations()).map((file) => file.version));
    for (const table of ['users', 'roles', 'user_roles', 'sessions', 'units', 'equipment', 'equipment_inspections', 'equipment_changes', 'error_logs']) {
      expect(await tableExists(table), table).toBe(true);
    }
    const indexes = await database.sql.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE tablename = 'equipment'");
    expect(indexes.map((row) => row.indexname)).toEqual(
      expect.arrayContaining(['equipment_unit_category_idx', 'equipment_next_check_date_idx', 'equipment_unit_use_state_idx', 'equipment_register_code_key']),
    );
  });

  it('installs pg_trgm and the trigram index of the equipment keyword (0003)', async () => {
    const extensions = await database.sql.query<{ extname: string }>("SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'");
    expect(extensions).toHaveLength(1);
    const trigram = await database.sql.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE indexname = 'equipment_search_text_trgm_idx'",
    );
    expect(trigram[0]?.indexdef).toContain('gin_trgm_ops');
  });

  it('applies nothing when the database is current', async () => {
    expect(await migrate(database.sql)).toEqual([]);
  });

  it('rolls the whole run back when one migration fails', async () => {
    const shipped = await readMigrations();
    const broken: Migration[] = [
      ...shipped,
      { version: '9001_good', sql: 'CREATE TABLE migrate_probe_a (id int);' },
      { version: '9002_bad', sql: 'CREATE TABLE migrate_probe_b (id int); SELECT no_such_function();' },
    ];
    await expect(migrate(database.sql, broken)).rejects.toThrow();
    expect(await tableExists('migrate_probe_a')).toBe(false);
    expect(await tableExists('migrate_probe_b')).toBe(false);
    expect(await versions()).toEqual(shipped.map((file) => file.version));
  });

  it('applies new migrations in order, once', async () => {
    const shipped = await readMigrations();
    const next: Migration[] = [
      ...shipped,
      { version: '9001_first', sql: 'CREATE TABLE migrate_probe_c (id int);' },
      { version: '9002_second', sql: 'ALTER TABLE migrate_probe_c ADD COLUMN name text;' },
    ];
    expect(await migrate(database.sql, next)).toEqual(['9001_first', '9002_second']);
    expect(await migrate(database.sql, next)).toEqual([]);
    expect(await tableExists('migrate_probe_c')).toBe(true);
  });
});
