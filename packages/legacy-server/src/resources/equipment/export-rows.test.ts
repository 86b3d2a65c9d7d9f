import type { PGlite } from '@electric-sql/pglite';
import type { EquipmentView } from '@portal/contract';
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { pgliteDatabase } from '../../db/pglite-database';
import { equipment } from '../../db/schema';
import type { UnitScope } from '../../http/scope';
import { seedEquipmentVolume } from '../../seed/equipment-volume';
import { goldenPglite } from '../../testing';
import { equipmentIds, equipmentQuery, equipmentSliceReader, listEquipment } from './list';

// The export's slice reader (one JSON text per slice) must answer exactly what the list answers.
let pglite: PGlite;
let db: Db;
let scope: UnitScope;
const TODAY = '2026-11-30';

beforeAll(async () => {
  pglite = await goldenPglite();
  db = pgliteDatabase(pglite, false).db;
  await seedEquipmentVolume(db, 1200, TODAY);
  const [largest] = await db.select({ unitId: equipment.unitId, files: count() }).from(equipment).groupBy(equipment.unitId).orderBy(desc(count())).limit(1);
  scope = { unitId: largest!.unitId, unitName: '测试单位', today: TODAY };
});

afterAll(async () => {
  await pglite?.close();
});

const CASES: { view: EquipmentView; params: Record<string, string> }[] = [
  { view: 'comprehensive', params: {} },
  { view: 'comprehensive', params: { orderBy: 'equ_name asc' } },
  { view: 'comprehensive', params: { orderBy: 'next_check_date desc' } },
  { view: 'inspectionOverdue', params: {} },
];

describe('equipmentSliceReader', () => {
  it.each(CASES)('reads the rows of $view $params in slices exactly as the list pages answer them', async ({ view, params }) => {
    const pageSize = 100;
    const query = equipmentQuery(params, scope, view);
    if (!query.ok) throw new Error('query refused');
    const ids = await equipmentIds(db, query.value, 10_000);
    expect(ids.length).toBeGreaterThan(view === 'comprehensive' ? 200 : 0);

    const listed = [];
    for (let pageNo = 1; listed.length < ids.length; pageNo++) {
      const page = await listEquipment(db, { ...params, pageNo: String(pageNo), pageSize: String(pageSize) }, scope, view);
      if (!page.ok) throw new Error('page refused');
      listed.push(...page.value.list);
    }

    const read = equipmentSliceReader(db, query.value, scope);
    const sliced = [];
    // Slices of 37 ids: uneven, and the order within each comes from the query, not from the ids given.
    for (let start = 0; start < ids.length; start += 37) sliced.push(...(await read([...ids.slice(start, start + 37)].reverse())));
    expect(sliced).toEqual(listed);
    if (view === 'inspectionOverdue') expect(sliced.every((row) => typeof row.overdueDays === 'number' && row.overdueDays > 0)).toBe(true);
  });

  it('answers nothing for no ids or unknown ids', async () => {
    const query = equipmentQuery({}, scope, 'comprehensive');
    if (!query.ok) throw new Error('query refused');
    const read = equipmentSliceReader(db, query.value, scope);
    expect(await read([])).toEqual([]);
    expect(await read(['no-such-file'])).toEqual([]);
  });
});
