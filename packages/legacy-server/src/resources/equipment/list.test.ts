import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { pgliteDatabase } from '../../db/pglite-database';
import { equipment } from '../../db/schema';
import { keywordCondition } from '../../http/query-params';
import { formatWireDate } from '../../http/wire-date';
import { seedEquipmentVolume } from '../../seed/equipment-volume';
import { DEMO_UNIT_IDS, goldenPglite } from '../../testing';
import { KEYWORD_COLUMNS } from './filters';
import { listEquipment, ORDER_COLUMNS } from './list';

// The list reads keywords from search_text and pages as ids first (migration 0003); these compare
// its answers with the plain SQL it replaced, over the demo data and 2 000 generated files.
const today = formatWireDate(new Date());
const scope = { unitId: DEMO_UNIT_IDS.yuelan, unitName: '宁波悦澜酒店管理有限公司', today };
let database: Database;

beforeAll(async () => {
  database = pgliteDatabase(await goldenPglite(), true);
  await seedEquipmentVolume(database.db, 2_000, today);
  await database.sql.exec('VACUUM ANALYZE equipment');
});
afterAll(async () => {
  await database?.close();
});

async function listed(params: Record<string, string>): Promise<{ count: number; ids: string[] }> {
  const page = await listEquipment(database.db, { pageSize: '500', ...params }, scope, 'comprehensive');
  if (!page.ok) throw new Error(page.message);
  return { count: page.value.count, ids: page.value.list.map((row) => row.id) };
}

describe('the keyword search over search_text', () => {
  it.each([
    ['电梯'],
    ['生产区7号'],
    ['dt-12'],
    ['Dt-1'],
    ['3110330212'],
    ['浙b001'],
    ['50%_off'],
    ['%'],
    ['_'],
    // The end of a name and the start of the register code: in no one column.
    ['叉车5110'],
    // The separator itself falls back to the column-by-column search.
    ['梯\u001f3110'],
  ])('finds %j exactly where one keyword column contains it, in any case', async (keyword) => {
    const reference = await database.db
      .select({ id: equipment.id })
      .from(equipment)
      .where(and(eq(equipment.unitId, scope.unitId), keywordCondition(keyword, KEYWORD_COLUMNS)));
    const found = await listed({ keyword });
    expect(found.count).toBe(reference.length);
    expect([...found.ids].sort()).toEqual(reference.map((row) => row.id).sort());
  });

  it('keeps search_text in step with the columns it is made of', async () => {
    await database.db.update(equipment).set({ usePlace: '锅炉房北侧XYZ' }).where(eq(equipment.id, 'V0000021'));
    expect((await listed({ keyword: 'xyz' })).ids).toEqual(['V0000021']);
  });
});

describe('pages read as ids first', () => {
  const sortable = Object.entries(ORDER_COLUMNS);

  it.each(sortable.flatMap(([name, column]) => [[name, 'asc', column] as const, [name, 'desc', column] as const]))(
    'orderBy %s %s: the pages add up to the whole list in order, ties broken by id the same way',
    async (name, direction, column: AnyPgColumn) => {
      const order = direction === 'desc' ? [desc(column), desc(equipment.id)] : [asc(column), asc(equipment.id)];
      const whole = await database.db
        .select({ id: equipment.id })
        .from(equipment)
        .where(eq(equipment.unitId, scope.unitId))
        .orderBy(...order);
      const paged: string[] = [];
      for (let pageNo = 1; paged.length < whole.length; pageNo++) {
        const page = await listEquipment(database.db, { orderBy: `${name} ${direction}`, pageNo: String(pageNo), pageSize: '97' }, scope, 'comprehensive');
        if (!page.ok) throw new Error(page.message);
        expect(page.value.count).toBe(whole.length);
        if (page.value.list.length === 0) break;
        paged.push(...page.value.list.map((row) => row.id));
      }
      expect(paged).toEqual(whole.map((row) => row.id));
    },
  );

  it('answers an empty page past the end, with the count', async () => {
    const page = await listEquipment(database.db, { pageNo: '999' }, scope, 'comprehensive');
    expect(page.ok && page.value).toMatchObject({ count: expect.any(Number), list: [] });
  });

  it('orders the default and the due-first views by their own tie-breakers', async () => {
    const recent = await listEquipment(database.db, { pageSize: '50' }, scope, 'comprehensive');
    const reference = await database.db
      .select({ id: equipment.id })
      .from(equipment)
      .where(eq(equipment.unitId, scope.unitId))
      .orderBy(desc(equipment.updatedAt), desc(equipment.id))
      .limit(50);
    expect(recent.ok && recent.value.list.map((row) => row.id)).toEqual(reference.map((row) => row.id));
    const due = await listEquipment(database.db, { pageSize: '50' }, scope, 'overdue');
    const dueReference = await database.db
      .select({ id: equipment.id })
      .from(equipment)
      .where(and(eq(equipment.unitId, scope.unitId), eq(equipment.useState, '在用'), sql`${equipment.nextCheckDate} < ${today}`))
      .orderBy(asc(equipment.nextCheckDate), asc(equipment.id))
      .limit(50);
    expect(due.ok && due.value.list.map((row) => row.id)).toEqual(dueReference.map((row) => row.id));
  });
});
