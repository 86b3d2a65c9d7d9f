import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyGoldenImage } from '../testing';
import type { Database } from './database';
import { createPglite, pgliteDatabase } from './pglite-database';
import * as schema from './schema';

// The SQL migrations are the truth at run time and the drizzle tables the truth for the code; this
// keeps the two from drifting apart.
const tables: PgTable[] = Object.values(schema).flatMap((value: unknown) => (value instanceof PgTable ? [value] : []));

let database: Database;

beforeAll(async () => {
  database = pgliteDatabase(await createPglite({ loadDataDir: await legacyGoldenImage() }), true);
});
afterAll(async () => {
  await database?.close();
});

describe('drizzle schema against the migrated database', () => {
  it('declares every table of the migrations', () => {
    expect(tables.map((table) => getTableConfig(table).name).sort()).toEqual(
      ['equipment', 'equipment_changes', 'equipment_inspections', 'error_logs', 'roles', 'sessions', 'units', 'user_roles', 'users', 'use_registrations', 'use_registration_history', 'attachments', 'notices', 'equipment_change_applications', 'construction_records', 'pipelines', 'password_reset_applications', 'captchas', 'sms_codes', 'sms_outbox', 'sms_sends', 'account_registrations', 'account_registration_files', 'workers', 'worker_qualifications', 'unit_changes', 'inspection_applications', 'inspection_application_items', 'inspection_application_history', 'inspection_fee_rules', 'inspection_schedules', 'inspection_rectifications', 'reports', 'report_documents', 'reissue_applications', 'payment_orders', 'invoices', 'rescue_registrations', 'fault_registrations', 'terminations', 'termination_items', 'termination_history', 'maintenance_projects', 'maintenance_project_items', 'maintenance_project_history', 'conformity_declarations', 'interactions', 'interaction_messages', 'changes', 'reference_sequences', 'sms_hourly_budget'].sort(),
    );
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
