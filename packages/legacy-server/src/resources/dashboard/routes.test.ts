import { DASHBOARD_WIRE_PATHS, ZWireDashboardOverview, type WireDashboardOverview } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment, useRegistrations } from '../../db/schema';
import { get, login, type WireAnswer, type WireSession } from '../../http/wire-test-client';
import { addDays, formatWireDate } from '../../http/wire-date';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, DEMO_UNIT_IDS, startTestLegacyServer } from '../../testing';

let server: RunningLegacyServer;
let qiye: WireSession;
let zhenhai: WireSession;
let yonglun: WireSession;
let shenhe: WireSession;
const today = formatWireDate(new Date());

beforeAll(async () => {
  server = await startTestLegacyServer();
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
  yonglun = await login(server.url, 'weak', '123456');
  shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

/** The desk figures computed here from the rows, independently of the server's SQL. */
async function expectedFigures(unitId: string) {
  const files = await server.db.select().from(equipment).where(eq(equipment.unitId, unitId));
  const applications = await server.db.select().from(useRegistrations).where(eq(useRegistrations.unitId, unitId));
  const inUse = files.filter((file) => file.useState === '在用' && file.nextCheckDate !== null);
  const counts = new Map<string, number>();
  for (const file of files) counts.set(`${file.categoryCode}/${file.useState}`, (counts.get(`${file.categoryCode}/${file.useState}`) ?? 0) + 1);
  return {
    inspectionDueCount: inUse.filter((file) => file.nextCheckDate! >= today && file.nextCheckDate! <= addDays(today, 30)).length,
    overdueCount: inUse.filter((file) => file.nextCheckDate! < today).length,
    unqualifiedCount: files.filter((file) => ['不合格', '复检不合格', '不符合要求', '4级'].includes(file.checkConclusion ?? '')).length,
    useRegistDraftCount: applications.filter((row) => row.state === '草稿').length,
    useRegistReturnedCount: applications.filter((row) => row.state === '退回补正').length,
    counts: Object.fromEntries(counts),
  };
}

async function overview(session: WireSession): Promise<WireDashboardOverview> {
  const { body } = await get(server.url, DASHBOARD_WIRE_PATHS.overview, session);
  expect(body.result).toBe('true');
  return ZWireDashboardOverview.parse(body.data);
}

describe('index/overview', () => {
  it.each([
    ['qiye', DEMO_UNIT_IDS.yuelan],
    ['zhenhai', DEMO_UNIT_IDS.hongtai],
  ] as const)('gives %s the figures of its own unit', async (name, unitId) => {
    const figures = await overview(name === 'qiye' ? qiye : zhenhai);
    const { counts, ...expected } = await expectedFigures(unitId);
    expect(figures).toMatchObject({ dueDays: 30, ...expected });
    expect(Object.fromEntries(figures.equipmentCounts.map((row) => [`${row.equCategory}/${row.useState}`, row.count]))).toEqual(counts);
  });

  it('matches the demo data for 宁波悦澜 and 宁波镇海宏泰', async () => {
    // 2号客梯 is 8 days overdue and 1号客梯 due in 12; 宏泰's 反应釜 is overdue, its boiler and ammonia tank due.
    expect(await overview(qiye)).toMatchObject({ overdueCount: 1, useRegistDraftCount: 1, useRegistReturnedCount: 1 });
    expect((await overview(qiye)).inspectionDueCount).toBeGreaterThanOrEqual(1);
    expect(await overview(zhenhai)).toMatchObject({ overdueCount: 1, useRegistDraftCount: 1, useRegistReturnedCount: 1 });
    expect((await overview(zhenhai)).inspectionDueCount).toBeGreaterThanOrEqual(2);
  });

  it('lists the five latest notices, pinned first', async () => {
    const figures = await overview(qiye);
    expect(figures.recentArticles).toHaveLength(5);
    expect(figures.recentArticles.slice(0, 2).every((article) => article.isTop)).toBe(true);
  });

  it('gives staff without a unit no equipment figures, only notices', async () => {
    expect(await overview(shenhe)).toMatchObject({ overdueCount: 0, inspectionDueCount: 0, equipmentCounts: [], useRegistDraftCount: 0 });
  });
});

describe('index/eqmStatistics', () => {
  it('counts the unit’s files by the rules of the query views', async () => {
    const { body } = await get(server.url, DASHBOARD_WIRE_PATHS.statistics, yonglun);
    const data = body.data as Record<string, unknown> & { categoryList: WireAnswer[] };
    expect(data).toMatchObject({ total: 5, overdueCount: 1, dueCount: 2, unqualifiedCount: 1, nonUseCount: 1, aboutExpireCount: 1 });
    expect(data.categoryList).toHaveLength(9);
    expect(data.categoryList.find((row) => row.equCategory === '4000')).toMatchObject({ total: 2, inUseCount: 1, dueCount: 1 });
  });

  it('is all zero for a user without a unit', async () => {
    const { body } = await get(server.url, DASHBOARD_WIRE_PATHS.statistics, shenhe);
    expect(body.data).toMatchObject({ total: 0, overdueCount: 0 });
  });
});
