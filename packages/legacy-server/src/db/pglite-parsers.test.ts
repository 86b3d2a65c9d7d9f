import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { goldenPglite } from '../testing';
import { pgliteDatabase } from './pglite-database';
import { drizzleClient } from './pglite-parsers';

const events = pgTable('events', {
  id: text('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  local: timestamp('local', { mode: 'string' }),
});

let pglite: PGlite;
let db: Db;

beforeAll(async () => {
  // A copy of the golden image is created through createPglite too, in a fifth of initdb's time.
  pglite = await goldenPglite();
  db = pgliteDatabase(pglite, false).db;
  await pglite.exec('CREATE TABLE events (id text PRIMARY KEY, at timestamptz NOT NULL, day date NOT NULL, local timestamp)');
});

afterAll(async () => {
  await pglite?.close();
});

describe('values through drizzle on createPglite', () => {
  it('reads times and dates as drizzle maps them, in and out of a transaction', async () => {
    const at = new Date('2026-11-30T16:30:00.123Z');
    await db.insert(events).values({ id: 'a', at, day: '2026-12-01', local: '2026-12-01 00:30:00' });
    const [row] = await db.select().from(events);
    expect(row).toEqual({ id: 'a', at, day: '2026-12-01', local: '2026-12-01 00:30:00' });
    const inside = await db.transaction(async (tx) => (await tx.select({ at: events.at, day: events.day }).from(events))[0]);
    expect(inside).toEqual({ at, day: '2026-12-01' });
    const shifted = (await db.execute(sql`select ${events.day} + 1 as shifted from ${events}`)) as unknown as { rows: { shifted: string }[] };
    expect(shifted.rows[0]?.shifted).toBe('2026-12-02');
  });

  it('gives raw queries the text of dates and times', async () => {
    const { rows } = await pglite.query<{ day: unknown; at: unknown }>("SELECT day, at AT TIME ZONE 'UTC' AS at FROM events");
    expect(rows[0]).toEqual({ day: '2026-12-01', at: '2026-11-30 16:30:00.123' });
  });
});

describe('drizzleClient', () => {
  type Call = { options: unknown };
  const recorder = () => {
    const calls: Call[] = [];
    const client = { query: async (_text: string, _params?: unknown[], options?: unknown) => (calls.push({ options }), { rows: [], fields: [], affectedRows: 0 }) };
    return { calls, client: drizzleClient(client as unknown as PGlite) };
  };

  it("leaves out drizzle's per-query parsers, which the instance already has", async () => {
    const { calls, client } = recorder();
    await client.query('select 1', [], { rowMode: 'array', parsers: { 1114: (value: string) => value, 1082: (value: string) => value } });
    expect(calls[0]!.options).toEqual({ rowMode: 'array', parsers: undefined });
  });

  it('passes on parsers for any other type', async () => {
    const { calls, client } = recorder();
    const parsers = { 1114: (value: string) => value, 16: (value: string) => value === 't' };
    await client.query('select 1', [], { rowMode: 'array', parsers });
    expect(calls[0]!.options).toEqual({ rowMode: 'array', parsers });
  });
});
