import { NOTICE_MESSAGES, ZWireNotice, ZWireDashboardOverview, type WireDashboardOverview } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment, useRegistrations } from '../../db/schema';
import { addDays, formatWireDate } from '../../http/wire-date';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, DEMO_UNIT_IDS, startTestLegacyServer } from '../../testing';
import { get, login, type WireAnswer, type WireSession } from '../../http/wire-test-client';

let server: RunningLegacyServer;
let qiye: WireSession;
let zhenhai: WireSession;
let shenhe: WireSession;
const today = formatWireDate(new Date());

beforeAll(async () => {
  server = await startTestLegacyServer();
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
  shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

type ArticlePage = { count: number; list: { id: string; title: string; isTop: string; publishDate: string }[] };
const articles = async (session: WireSession, query: Record<string, string> = {}) =>
  (await get(server.url, '/a/stone/index/articles', session, query)).body;
const pageOf = (body: WireAnswer) => body.data as ArticlePage;

describe('index/articles', () => {
  it('pages the notices, pinned first and then newest', async () => {
    const body = await articles(qiye, { pageSize: '5' });
    expect(body.result).toBe('true');
    const page = pageOf(body);
    expect(page.count).toBe(12);
    expect(page.list.map((row) => row.isTop)).toEqual(['1', '1', '0', '0', '0']);
    const unpinned = page.list.slice(2).map((row) => row.publishDate);
    expect(unpinned).toEqual([...unpinned].sort().reverse());
    const second = pageOf(await articles(qiye, { pageSize: '5', pageNo: '3' }));
    expect(second.list).toHaveLength(2);
  });

  it('finds notices by a keyword of the title or the content', async () => {
    const ids = async (keyword: string) => pageOf(await articles(qiye, { keyword })).list.map((row) => row.id);
    expect(await ids('复审')).toEqual(['50008']);
    expect(await ids('TSG T7001')).toEqual(['50001']);
    expect(await ids('100%')).toEqual([]);
  });

  it('treats publishDateEnd as exclusive and publishDateBegin as inclusive', async () => {
    const day = addDays(today, -5);
    expect(pageOf(await articles(qiye, { publishDateBegin: day, publishDateEnd: day })).count).toBe(0);
    const that = pageOf(await articles(qiye, { publishDateBegin: day, publishDateEnd: addDays(day, 1) }));
    expect(that.list.map((row) => row.id)).toEqual(['50003']);
  });

  it('is open to institute staff and closed without a session', async () => {
    expect(pageOf(await articles(shenhe)).count).toBe(12);
    expect((await get(server.url, '/a/stone/index/articles')).body.result).toBe('login');
  });
});

describe('index/article/{id}', () => {
  it('answers the notice with its content', async () => {
    const { body } = await get(server.url, '/a/stone/index/article/50001', qiye);
    const article = ZWireNotice.parse(body.data);
    expect(article.title).toBe(`关于开展${today.slice(0, 4)}年度电梯定期检验的通知`);
    expect(article.content).toContain('TSG T7001');
    expect(article).toMatchObject({ isTop: true, author: '宁波市特种设备检验研究院', attachmentIds: [] });
  });

  it('answers result false with errorMsg for an unknown id', async () => {
    expect((await get(server.url, '/a/stone/index/article/99999', qiye)).body).toEqual({ result: 'false', errorMsg: NOTICE_MESSAGES.notFound });
  });
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
  const { body } = await get(server.url, '/a/stone/index/overview', session);
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
