import { pageOf, ZNoticeSchema, ZNoticeSummarySchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

const ZNoticePage = pageOf(ZNoticeSummarySchema);

const { cookies, inject } = setUpGatewayTests(['qiye', 'shenhe']);

const shanghaiDay = (offsetDays: number) =>
  new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const get = (cookie: string | undefined, url: string) => inject(cookie, 'GET', url);

async function notices(cookie: string, query = '') {
  const res = await get(cookie, `/api/v1/notices?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZNoticePage.parse(res.json());
}

describe('GET /api/v1/notices', () => {
  it('pages the notices, pinned first, for any signed-in user', async () => {
    const page = await notices(cookies.qiye, 'pageSize=5');
    expect(page).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(page.items.map((item) => item.top)).toEqual([true, true, false, false, false]);
    expect((await notices(cookies.shenhe, 'page=3&pageSize=5')).items).toHaveLength(2);
  });

  it('includes the day given as publishedTo (the date rule)', async () => {
    const day = shanghaiDay(-5);
    const page = await notices(cookies.qiye, `publishedFrom=${day}&publishedTo=${day}`);
    expect(page.items.map((item) => item.title)).toEqual(['关于启用2024版电梯使用标志的公告']);
    expect((await notices(cookies.qiye, `publishedFrom=${shanghaiDay(-4)}&publishedTo=${shanghaiDay(-3)}`)).total).toBe(0);
  });

  it('finds notices by keyword and sorts by the publish time', async () => {
    expect((await notices(cookies.qiye, 'keyword=复审')).items.map((item) => item.id)).toEqual(['50008']);
    const oldestFirst = await notices(cookies.qiye, 'sort=publishedAt:asc&pageSize=20');
    const unpinned = oldestFirst.items.filter((item) => !item.top).map((item) => item.publishedAt);
    expect(unpinned).toEqual([...unpinned].sort());
  });

  it('answers 401 without a session', async () => {
    expect((await get(undefined, '/api/v1/notices')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/notices/:id', () => {
  it('answers the notice with its content', async () => {
    const res = await get(cookies.qiye, '/api/v1/notices/50011');
    expect(res.statusCode).toBe(200);
    const notice = ZNoticeSchema.parse(res.json());
    expect(notice).toMatchObject({ title: '关于使用登记网上办理的操作说明', publisher: '宁波市特种设备检验研究院', top: false, attachmentIds: [] });
    expect(notice.content).toContain('单个文件不超过10MB');
  });

  it('answers 404 for an unknown notice', async () => {
    const res = await get(cookies.qiye, '/api/v1/notices/99999');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('公告不存在或已撤下');
  });
});
