import { NOTICE_MESSAGES, ZWireNotice } from '@portal/legacy-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatWireDate } from '../../http/wire-date';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';
import { get, login, type WireAnswer, type WireSession } from '../../http/wire-test-client';

let server: RunningLegacyServer;
let qiye: WireSession;
let shenhe: WireSession;
const today = formatWireDate(new Date());

beforeAll(async () => {
  server = await startTestLegacyServer();
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
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
