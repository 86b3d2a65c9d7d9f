import { CHANGE_MESSAGES, CHANGE_WIRE_PATHS, INTERACTION_WIRE_PATHS, type WireChangePage } from '@portal/legacy-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_SECRET_HEADER } from '../../http/platform-secret';
import { loginForm, type WireAnswer, type WireSession } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';
import { deleteChangesBefore } from './store';

const SECRET = 'changes-test-platform-secret';
let server: RunningLegacyServer;
let open: RunningLegacyServer;
let qiye: WireSession;
let zhenhai: WireSession;
let shenhe: WireSession;

/** A call as the gateway makes it: with the shared secret, maybe with a session. */
async function call(base: string, path: string, query: Record<string, string>, session?: WireSession, form?: Record<string, string>): Promise<WireAnswer> {
  const params = new URLSearchParams(query);
  if (session) {
    params.set('__sid', session.sid);
    params.set('__extend', session.extend);
  }
  const response = await fetch(`${base}${path}?${params.toString()}`, {
    method: form ? 'POST' : 'GET',
    headers: { [PLATFORM_SECRET_HEADER]: SECRET, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
  return (await response.json()) as WireAnswer;
}

async function signIn(name: string): Promise<WireSession> {
  const body = await call(server.url, '/a/login', {}, undefined, loginForm(name, DEMO_PASSWORD));
  return { sid: String(body.sessionid), extend: String(body.__extend) };
}

const list = async (session: WireSession, query: Record<string, string> = {}) =>
  (await call(server.url, CHANGE_WIRE_PATHS.list, query, session)).data as WireChangePage;
const feed = async (query: Record<string, string> = {}) => (await call(server.url, CHANGE_WIRE_PATHS.feed, query)).data as WireChangePage;

beforeAll(async () => {
  [server, open] = await Promise.all([startTestLegacyServer({ platformSecret: SECRET }), startTestLegacyServer()]);
  [qiye, zhenhai, shenhe] = await Promise.all([signIn('qiye'), signIn('zhenhai'), signIn('shenhe')]);
});
afterAll(async () => {
  await Promise.all([server?.close(), open?.close()]);
});

/** qiye starts a thread with the institute: a write to a record of qiye's unit. */
async function qiyeWrites(title: string): Promise<string> {
  const saved = await call(server.url, INTERACTION_WIRE_PATHS.save, {}, qiye, { title, topicType: '一般咨询', content: '请问年检时间' });
  return (saved.data as { id: string }).id;
}

describe('the change log (changes)', () => {
  it("records a write in the unit's word and shows it to the unit and the institute, never to another unit", async () => {
    const start = (await feed()).head;
    const id = await qiyeWrites('变更记录测试');
    const own = await list(qiye, { after: String(start) });
    expect(own.list).toEqual([expect.objectContaining({ resource: 'interactions', id, unitId: expect.any(String) })]);
    expect(own.scope).toMatchObject({ all: false });
    const other = await list(zhenhai, { after: String(start) });
    expect(other.list).toEqual([]);
    expect(other.head).toBeGreaterThan(start);
    const institute = await list(shenhe, { after: String(start) });
    expect(institute.scope).toEqual({ unitId: null, all: true });
    expect(institute.list.map((change) => change.id)).toEqual([id]);
  });

  it('pages after a cursor that only grows, oldest first, saying when more are left', async () => {
    const start = (await feed()).head;
    const ids = [await qiyeWrites('第一'), await qiyeWrites('第二'), await qiyeWrites('第三')];
    const first = await list(qiye, { after: String(start), pageSize: '2' });
    expect(first.list.map((change) => change.id)).toEqual(ids.slice(0, 2));
    expect(first.more).toBe(true);
    expect(first.list[0]!.cursor).toBeLessThan(first.list[1]!.cursor);
    const second = await list(qiye, { after: String(first.next), pageSize: '2' });
    expect(second.list.map((change) => change.id)).toEqual(ids.slice(2));
    expect(second.more).toBe(false);
    expect((await list(qiye, { after: String(second.next) })).list).toEqual([]);
  });

  it('refuses a cursor that is no number', async () => {
    expect(await call(server.url, CHANGE_WIRE_PATHS.list, { after: '-1' }, qiye)).toMatchObject({ result: 'false', errorMsg: CHANGE_MESSAGES.after });
  });

  it("answers every unit's changes on the feed only on a platform that requires the gateway's secret", async () => {
    const start = (await feed()).head;
    const id = await qiyeWrites('全部单位');
    expect((await feed({ after: String(start) })).list.map((change) => change.id)).toEqual([id]);
    const refused = (await (await fetch(`${open.url}${CHANGE_WIRE_PATHS.feed}`)).json()) as WireAnswer;
    expect(refused).toMatchObject({ result: 'false', errorMsg: CHANGE_MESSAGES.feedClosed });
  });

  it('sweeps changes older than the retention, keeping newer ones', async () => {
    const start = (await feed()).head;
    const id = await qiyeWrites('保留');
    await deleteChangesBefore(server.db, new Date(Date.now() - 60_000));
    expect((await feed({ after: String(start) })).list.map((change) => change.id)).toEqual([id]);
    expect(await deleteChangesBefore(server.db, new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    expect((await feed()).list).toEqual([]);
  });
});
