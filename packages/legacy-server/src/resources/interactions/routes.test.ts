import { INTERACTION_MESSAGES, INTERACTION_WIRE_PATHS } from '@portal/legacy-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, type WireSession } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';

let server: RunningLegacyServer;
let qiye: WireSession;
let zhenhai: WireSession;
let shenhe: WireSession;

type Thread = { id: string; title: string; unreadNum: number; relName: string | null; status: string; msgs?: { sendType: string; content: string }[] };
type Page = { count: number; list: Thread[] };

beforeAll(async () => {
  server = await startTestLegacyServer();
  [qiye, zhenhai, shenhe] = await Promise.all([login(server.url, 'qiye', DEMO_PASSWORD), login(server.url, 'zhenhai', DEMO_PASSWORD), login(server.url, 'shenhe', DEMO_PASSWORD)]);
});
afterAll(async () => {
  await server?.close();
});

const page = async (path: string, session: WireSession, query: Record<string, string> = {}) => (await get(server.url, path, session, query)).body.data as Page;
const count = async (path: string, session: WireSession) => ((await get(server.url, path, session)).body.data as { count: number }).count;

describe('interactions (interact)', () => {
  it("lists the unit's own threads, the latest first, with the unread institute reply", async () => {
    const own = await page(INTERACTION_WIRE_PATHS.list, qiye);
    expect(own.list.map((thread) => thread.id)).toEqual(['81002', '81001']);
    expect(own.list[0]).toMatchObject({ unreadNum: 1, lastSendType: '检验院', unitName: '宁波悦澜酒店管理有限公司' });
    expect(own.list[1]?.relName).toMatch(/^BJ\d{8}9\d{4}$/);
    expect((await page(INTERACTION_WIRE_PATHS.list, zhenhai)).list.map((thread) => thread.id)).toEqual(['81003']);
    expect(await count(INTERACTION_WIRE_PATHS.unreadCount, qiye)).toBe(1);
  });

  it("refuses another unit's thread and the desk to an enterprise account", async () => {
    expect((await get(server.url, INTERACTION_WIRE_PATHS.form, zhenhai, { id: '81001' })).body).toMatchObject({ result: 'false', errorMsg: INTERACTION_MESSAGES.notFound });
    expect((await post(server.url, INTERACTION_WIRE_PATHS.saveMessage, { id: '81001', content: '你好' }, zhenhai)).body).toMatchObject({ errorMsg: INTERACTION_MESSAGES.notFound });
    expect((await get(server.url, INTERACTION_WIRE_PATHS.replyList, qiye)).body).toMatchObject({ errorMsg: INTERACTION_MESSAGES.forbidden });
  });

  it('marks the institute reply read when the unit opens the thread', async () => {
    const opened = (await get(server.url, INTERACTION_WIRE_PATHS.form, qiye, { id: '81002' })).body.data as Thread;
    expect(opened.msgs?.map((item) => item.sendType)).toEqual(['企业', '检验院']);
    expect(await count(INTERACTION_WIRE_PATHS.unreadCount, qiye)).toBe(0);
  });

  it('starts a thread about an own application only, and the institute sees it unread', async () => {
    const before = await count(INTERACTION_WIRE_PATHS.replyUnreadCount, shenhe);
    const foreign = await post(server.url, INTERACTION_WIRE_PATHS.save, { title: '咨询', topicType: '检验申请', relId: '60011', content: '你好' }, qiye);
    expect(foreign.body).toMatchObject({ result: 'false', errorMsg: INTERACTION_MESSAGES.relatedForeign });
    const empty = await post(server.url, INTERACTION_WIRE_PATHS.save, { title: '咨询', topicType: '一般咨询', content: ' ' }, qiye);
    expect(empty.body).toMatchObject({ result: 'false', errorMsg: '留言内容不能为空' });
    const saved = await post(server.url, INTERACTION_WIRE_PATHS.save, { title: '发票抬头咨询', topicType: '检验申请', relId: '60001', content: '发票抬头可以修改吗？' }, qiye);
    expect(saved.body).toMatchObject({ result: 'true', data: { title: '发票抬头咨询', topicType: '检验申请', relId: '60001', status: '进行中' } });
    expect(await count(INTERACTION_WIRE_PATHS.replyUnreadCount, shenhe)).toBe(before + 1);
  });

  it('lets the institute reply and close; a closed thread refuses messages', async () => {
    const replied = await post(server.url, INTERACTION_WIRE_PATHS.reply, { id: '81003', content: '请提前三天完成停车置换，检验当天请安排设备管理员在场。' }, shenhe);
    expect(replied.body).toMatchObject({ result: 'true' });
    expect(await count(INTERACTION_WIRE_PATHS.unreadCount, zhenhai)).toBe(1);
    const closed = await post(server.url, INTERACTION_WIRE_PATHS.close, { id: '81003' }, shenhe);
    expect(closed.body).toMatchObject({ result: 'true', data: { status: '已关闭' } });
    expect((await post(server.url, INTERACTION_WIRE_PATHS.saveMessage, { id: '81003', content: '好的' }, zhenhai)).body).toMatchObject({ errorMsg: INTERACTION_MESSAGES.closed });
    expect((await post(server.url, INTERACTION_WIRE_PATHS.reply, { id: '81003', content: '补充' }, shenhe)).body).toMatchObject({ errorMsg: INTERACTION_MESSAGES.closed });
  });
});
