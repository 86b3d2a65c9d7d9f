import { ZWireErrorLog } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorLogs } from '../../db/schema';
import { parseWireDateTime } from '../../http/wire-date';
import type { RunningLegacyServer } from '../../server';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, startTestLegacyServer } from '../../testing';
import { get, login, post, type WireSession } from '../../http/wire-test-client';

const entry = { type: 'script', code: '0', mes: "Cannot read properties of undefined (reading 'id')", url: '/equipment/overview', time: '2024-05-31 10:20:30' };

let server: RunningLegacyServer;
let session: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  session = await login(server.url, 'qiye', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

describe('POST /a/stone/common/saveErrorLogger', () => {
  it('stores an entry with the user of a valid session', async () => {
    const { body } = await post(server.url, '/a/stone/common/saveErrorLogger', entry, session);
    expect(body).toMatchObject({ success: true });
    const id = (body.data as { id: string }).id;
    const [row] = await server.db.select().from(errorLogs).where(eq(errorLogs.id, id));
    expect(row).toMatchObject({ ...entry, userId: DEMO_ACCOUNTS.qiye.id });
  });

  it('stores an entry without a session, with no user', async () => {
    const { body } = await post(server.url, '/a/stone/common/saveErrorLogger', { ...entry, url: '/login' });
    expect(body.success).toBe(true);
    const [row] = await server.db.select().from(errorLogs).where(eq(errorLogs.id, (body.data as { id: string }).id));
    expect(row?.userId).toBeNull();
  });

  it('cuts every field to its size limit', async () => {
    const long = { type: 'x'.repeat(100), code: '9'.repeat(100), mes: '错'.repeat(5000), url: `/${'u'.repeat(5000)}`, time: 't'.repeat(100) };
    const { body } = await post(server.url, '/a/stone/common/saveErrorLogger', long, session);
    const [row] = await server.db.select().from(errorLogs).where(eq(errorLogs.id, (body.data as { id: string }).id));
    expect([row?.type.length, row?.code.length, row?.mes.length, row?.url.length, row?.time.length]).toEqual([32, 32, 2000, 2000, 32]);
  });

  it('refuses an entry without a message, with success false and errmsg', async () => {
    const { body } = await post(server.url, '/a/stone/common/saveErrorLogger', { ...entry, mes: '' }, session);
    expect(body).toEqual({ success: false, errmsg: '错误信息不能为空' });
  });
});

describe('GET /a/stone/common/errorLogList', () => {
  let listSession: WireSession;
  const at = (text: string): Date => parseWireDateTime(text) ?? new Date(Number.NaN);

  beforeAll(async () => {
    listSession = await login(server.url, 'zhenhai', DEMO_PASSWORD);
    const stamps = ['2024-05-30 23:59:59', '2024-05-31 00:00:00', '2024-05-31 12:00:00', '2024-06-01 00:00:00', '2024-06-01 08:00:00'];
    await server.db.insert(errorLogs).values(
      stamps.map((stamp, index) => ({
        id: `test-${index}`,
        userId: DEMO_ACCOUNTS.zhenhai.id,
        type: 'ajax',
        code: '500',
        mes: `错误 ${stamp}`,
        url: '/company-info/maintain',
        time: stamp,
        createdAt: at(stamp),
      })),
    );
  });

  it("lists the user's own entries newest first as a page under data", async () => {
    const { body } = await get(server.url, '/a/stone/common/errorLogList', listSession);
    expect(body.success).toBe(true);
    const page = body.data as { pageNo: number; pageSize: number; count: number; list: { time: string }[] };
    expect(page).toMatchObject({ pageNo: 1, pageSize: 20, count: 5 });
    expect(page.list.map((row) => row.time)).toEqual([
      '2024-06-01 08:00:00',
      '2024-06-01 00:00:00',
      '2024-05-31 12:00:00',
      '2024-05-31 00:00:00',
      '2024-05-30 23:59:59',
    ]);
    expect(page.list.every((row) => ZWireErrorLog.safeParse(row).success)).toBe(true);
  });

  it('writes createDate in Asia/Shanghai time', async () => {
    const { body } = await get(server.url, '/a/stone/common/errorLogList', listSession, { pageSize: '1' });
    const [row] = (body.data as { list: { createDate: string }[] }).list;
    expect(row?.createDate).toBe('2024-06-01 08:00:00');
  });

  it('takes createDateBegin inclusive and createDateEnd exclusive', async () => {
    const { body } = await get(server.url, '/a/stone/common/errorLogList', listSession, {
      createDateBegin: '2024-05-31',
      createDateEnd: '2024-06-01',
    });
    const page = body.data as { count: number; list: { time: string }[] };
    expect(page.count).toBe(2);
    expect(page.list.map((row) => row.time)).toEqual(['2024-05-31 12:00:00', '2024-05-31 00:00:00']);
  });

  it('accepts bounds with a time part', async () => {
    const { body } = await get(server.url, '/a/stone/common/errorLogList', listSession, {
      createDateBegin: '2024-05-31 12:00:00',
      createDateEnd: '2024-06-01 08:00:00',
    });
    expect((body.data as { count: number }).count).toBe(2);
  });

  it('pages with pageNo and pageSize', async () => {
    const { body } = await get(server.url, '/a/stone/common/errorLogList', listSession, { pageNo: '2', pageSize: '2' });
    const page = body.data as { pageNo: number; pageSize: number; count: number; list: { time: string }[] };
    expect(page).toMatchObject({ pageNo: 2, pageSize: 2, count: 5 });
    expect(page.list.map((row) => row.time)).toEqual(['2024-05-31 12:00:00', '2024-05-31 00:00:00']);
  });

  it('refuses a bound that is not a date', async () => {
    const { body } = await get(server.url, '/a/stone/common/errorLogList', listSession, { createDateEnd: '2024-02-30' });
    expect(body.success).toBe(false);
    expect(body.errmsg).toContain('日期格式不正确');
  });

  it('needs a session', async () => {
    expect((await get(server.url, '/a/stone/common/errorLogList')).body.result).toBe('login');
  });
});
