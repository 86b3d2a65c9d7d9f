import type { PGlite } from '@electric-sql/pglite';
import type { EquipmentView } from '@portal/contract';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import * as schema from '../../db/schema';
import { formatWireDate } from '../../http/wire-date';
import { seedEquipmentVolume } from '../../seed/equipment-volume';
import { DEMO_UNIT_IDS, goldenPglite } from '../../testing';
import { listEquipment } from './list';

// The list's queries can take the plans migration 0003 made indexes for. Each plan is asked with
// the planner's other choices switched off, so these hold on a small table too and fail when an
// index (or the trigram extension) is missing or no longer matches what the code writes. No timing.
const today = formatWireDate(new Date());
const scope = { unitId: DEMO_UNIT_IDS.yuelan, unitName: '宁波悦澜酒店管理有限公司', today };
let pglite: PGlite;
let captured: { sql: string; params: unknown[] }[] = [];
let db: Db;

beforeAll(async () => {
  pglite = await goldenPglite();
  const logger = { logQuery: (sql: string, params: unknown[]) => void captured.push({ sql, params }) };
  db = drizzle({ client: pglite, schema, logger }) as unknown as Db;
  await seedEquipmentVolume(db, 2_000, today);
  await pglite.exec('VACUUM ANALYZE equipment');
});
afterAll(async () => {
  await pglite?.close();
});

type Query = 'count' | 'page';

/** The plan of the count or of the page (ids first) the list runs for these parameters. */
async function planOf(query: Query, params: Record<string, string>, view: EquipmentView, switchedOff: string[]): Promise<string> {
  captured = [];
  const answer = await listEquipment(db, params, scope, view);
  expect(answer.ok).toBe(true);
  const statement = captured.find((entry) => (query === 'page') === entry.sql.includes(' in (select '));
  if (!statement) throw new Error(`no ${query} query was run`);
  try {
    for (const setting of switchedOff) await pglite.exec(`SET ${setting} = off`);
    const plan = await pglite.query<{ 'QUERY PLAN': string }>(`EXPLAIN (COSTS OFF) ${statement.sql}`, statement.params);
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await pglite.exec('RESET ALL');
  }
}

const BITMAP_ONLY = ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'];
const NO_SORT = ['enable_seqscan', 'enable_bitmapscan', 'enable_sort', 'enable_incremental_sort'];

describe('the plans of the equipment list', () => {
  it('has pg_trgm installed', async () => {
    const rows = await pglite.query<{ extname: string }>("SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'");
    expect(rows.rows).toHaveLength(1);
  });

  it('finds a keyword and a partial code through the trigram index of search_text', async () => {
    expect(await planOf('count', { keyword: 'DT-123' }, 'comprehensive', BITMAP_ONLY)).toContain('equipment_search_text_trgm_idx');
    expect(await planOf('count', { registerCode: '0512' }, 'comprehensive', BITMAP_ONLY)).toContain('equipment_search_text_trgm_idx');
  });

  it('counts and pages a keyword from the covering index alone, newest change first', async () => {
    const options = ['enable_seqscan', 'enable_bitmapscan'];
    expect(await planOf('count', { keyword: '电梯' }, 'comprehensive', options)).toContain('Index Only Scan using equipment_unit_updated_idx');
    expect(await planOf('page', { keyword: '电梯', pageNo: '3' }, 'comprehensive', [...options, 'enable_sort'])).toContain(
      'Index Only Scan using equipment_unit_updated_idx',
    );
  });

  it.each([
    ['use_place asc', 'Index Only Scan using equipment_unit_use_place_idx'],
    ['use_place desc', 'Index Only Scan Backward using equipment_unit_use_place_idx'],
    ['register_code desc', 'Index Only Scan Backward using equipment_unit_register_code_idx'],
    ['check_date asc', 'Index Only Scan using equipment_unit_last_check_idx'],
  ])('skips a deep OFFSET of orderBy %s inside its index, the tie-breaker following the direction', async (orderBy, expected) => {
    const plan = await planOf('page', { orderBy, pageNo: '20' }, 'comprehensive', NO_SORT);
    expect(plan).toContain(expected);
    // Only the 20 rows of the page are sorted (outside), never the ids before the OFFSET.
    expect(plan).not.toMatch(/Sort Key: equipment_1\./);
  });

  it('answers the due-first views from (unit, use state, next inspection)', async () => {
    expect(await planOf('page', { pageNo: '5' }, 'overdue', NO_SORT)).toContain('Index Only Scan using equipment_unit_state_next_check_idx');
    expect(await planOf('count', {}, 'inspectionDue', ['enable_seqscan', 'enable_bitmapscan'])).toContain(
      'Index Only Scan using equipment_unit_state_next_check_idx',
    );
  });

  it('finds files about to expire through the design-life and certificate indexes', async () => {
    const plan = await planOf('count', {}, 'aboutToExpire', BITMAP_ONLY);
    expect(plan).toContain('equipment_unit_life_end_idx');
    expect(plan).toContain('equipment_unit_cert_valid_idx');
  });
});
