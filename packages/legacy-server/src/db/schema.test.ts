import { readdirSync } from 'node:fs';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldenPglite } from '../testing';
import type { Database } from './database';
import { pgliteDatabase } from './pglite-database';

// The SQL migrations are the truth at run time and the drizzle tables the truth for the code; this
// keeps the two from drifting apart. Neither side is a list kept by hand: the drizzle tables are
// every table a resource's `table.ts` (or `…-table.ts`) exports, the migrated ones what the
// database has, so a new resource edits no list here (CONTRIBUTING.md, "Add a resource through all layers").
const resourcesDir = new URL('../resources/', import.meta.url);
const tableFiles = readdirSync(resourcesDir, { recursive: true, encoding: 'utf8' })
  .filter((path) => /(^|[/-])table\.ts$/.test(path))
  .sort();
const modules = await Promise.all(tableFiles.map(async (path) => (await import(new URL(path, resourcesDir).href)) as Record<string, unknown>));
const tables: PgTable[] = [
  ...new Map(
    modules
      .flatMap((module) => Object.values(module))
      .flatMap((value) => (value instanceof PgTable ? [[getTableConfig(value).name, value] as const] : [])),
  ).values(),
];

/** The tables the migrations made, besides the migrations' own bookkeeping. */
async function migratedTables(): Promise<string[]> {
  const rows = await database.sql.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'",
  );
  return rows.map((row) => row.table_name).sort();
}

let database: Database;

beforeAll(async () => {
  database = pgliteDatabase(await goldenPglite(), true);
});
afterAll(async () => {
  await database?.close();
});

describe('drizzle schema against the migrated database', () => {
  it('declares every table of the migrations, and no table the migrations lack', async () => {
    expect(tables.map((table) => getTableConfig(table).name).sort()).toEqual(await migratedTables());
  });

  it('finds the tables of the resources', () => {
    expect(tableFiles).toContain('equipment/table.ts');
    expect(tableFiles).toContain('unit/changes-table.ts');
    expect(tables.length).toBeGreaterThan(40);
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))('matches the columns of %s', async (name, table) => {
    const rows = await database.sql.query<{ column_name: string; data_type: string; is_nullable: string }>(
      'SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_name = $1',
      [name],
    );
    const actual = Object.fromEntries(rows.map((row) => [row.column_name, `${row.data_type} ${row.is_nullable === 'NO' ? 'not null' : 'null'}`]));
    const declared = Object.fromEntries(
      getTableConfig(table).columns.map((column) => [column.name, `${column.getSQLType()} ${column.notNull ? 'not null' : 'null'}`]),
    );
    expect(declared).toEqual(actual);
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))('has the declared indexes of %s', async (name, table) => {
    const rows = await database.sql.query<{ indexname: string }>('SELECT indexname FROM pg_indexes WHERE tablename = $1', [name]);
    const existing = rows.map((row) => row.indexname);
    for (const index of getTableConfig(table).indexes) expect(existing).toContain(index.config.name);
  });
});
