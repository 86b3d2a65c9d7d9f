import { ZChangePageSchema, ZChangeSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';
import { listenLocally, openStream, type TestStream } from './stream-client';

// The paid application of 宁波镇海宏泰化工有限公司 (zhenhai) waiting for the institute's 受理.
const PAID = '60021';
const PLATFORM_SECRET = 'changes-integration-platform-secret';

const gateway = setUpGatewayTests(['zhenhai', 'qiye', 'shenhe'] as const, {
  platform: { platformSecret: PLATFORM_SECRET },
  env: { PLATFORM_SECRET },
});

let base: string;
const streams: TestStream[] = [];
beforeAll(async () => {
  base = await listenLocally(gateway.app);
});
afterAll(() => {
  for (const stream of streams) stream.close();
});

const feed = async (cookie: string, after?: number) => {
  const res = await gateway.inject(cookie, 'GET', `/api/v1/changes${after === undefined ? '' : `?after=${after}`}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZChangePageSchema.parse(res.json());
};
const open = async (cookie: string, headers: Record<string, string> = {}) => {
  const stream = await openStream(base, '/api/v1/changes/stream', cookie, headers);
  streams.push(stream);
  return stream;
};
const changeOf = (data: string) => ZChangeSchema.parse(JSON.parse(data));

describe('GET /api/v1/changes/stream', () => {
  it("pushes the institute's acceptance to the unit's open stream, and not to another unit's", async () => {
    const zhenhai = await open(gateway.cookies.zhenhai);
    const qiye = await open(gateway.cookies.qiye);
    expect(zhenhai.status).toBe(200);
    expect(zhenhai.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(zhenhai.headers['x-accel-buffering']).toBe('no');
    const accepted = await gateway.inject(gateway.cookies.shenhe, 'POST', `/api/v1/inspection-processing/${PAID}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const started = Date.now();
    const event = await zhenhai.next((candidate) => candidate.event === 'change' && changeOf(candidate.data).id === PAID, 5_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(changeOf(event.data)).toMatchObject({ resource: 'inspectionApplications', id: PAID });
    expect(event.id).toBe(String(changeOf(event.data).cursor));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(qiye.events.filter((candidate) => candidate.event === 'change' && changeOf(candidate.data).id === PAID)).toEqual([]);
  });

  it('resumes after Last-Event-ID with what the stream missed meanwhile', async () => {
    const { next } = await feed(gateway.cookies.zhenhai);
    const scheduled = await gateway.inject(gateway.cookies.shenhe, 'POST', `/api/v1/inspection-processing/${PAID}/schedule`, { scheduledDate: '2030-01-15', inspector: '李检验' });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const resumed = await open(gateway.cookies.zhenhai, { 'last-event-id': String(next) });
    const event = await resumed.next((candidate) => candidate.event === 'change', 5_000);
    expect(changeOf(event.data)).toMatchObject({ resource: 'inspectionApplications', id: PAID });
    expect(Number(event.id)).toBeGreaterThan(next);
  });

  it('refuses a caller without a session', async () => {
    const res = await gateway.inject(undefined, 'GET', '/api/v1/changes/stream');
    expect(res.statusCode).toBe(401);
  });

});

describe('GET /api/v1/changes', () => {
  it('starts at the newest change without a cursor, and pages what came after one in the caller\'s scope', async () => {
    const start = await feed(gateway.cookies.zhenhai);
    expect(start).toMatchObject({ items: [], more: false });
    const qiyeStart = await feed(gateway.cookies.qiye);
    const thread = await gateway.inject(gateway.cookies.zhenhai, 'POST', '/api/v1/interactions', { subject: '检验时间咨询', topic: 'general', content: '请问何时上门检验？' });
    expect(thread.statusCode, thread.body).toBe(201);
    const id = (thread.json() as { id: string }).id;
    const after = await feed(gateway.cookies.zhenhai, start.next);
    expect(after.items).toEqual([expect.objectContaining({ resource: 'interactions', id })]);
    expect(after.next).toBe(after.items[0]!.cursor);
    expect((await feed(gateway.cookies.zhenhai, after.next)).items).toEqual([]);
    expect((await feed(gateway.cookies.qiye, qiyeStart.next)).items.map((change) => change.id)).not.toContain(id);
    expect((await feed(gateway.cookies.shenhe, start.next)).items.map((change) => change.id)).toContain(id);
  });

  it('refuses a cursor that is no whole number and a caller without a session', async () => {
    expect((await gateway.inject(gateway.cookies.zhenhai, 'GET', '/api/v1/changes?after=abc')).statusCode).toBe(400);
    expect((await gateway.inject(undefined, 'GET', '/api/v1/changes')).statusCode).toBe(401);
  });
});

describe('closing the gateway', () => {
  it('ends open streams with an event when the gateway closes, so browsers reconnect elsewhere', async () => {
    const stream = await open(gateway.cookies.zhenhai);
    await gateway.app.close();
    const closing = await stream.next((candidate) => candidate.event === 'closing', 5_000);
    expect(JSON.parse(closing.data)).toEqual({ detail: '服务正在停止，请重新连接' });
    expect(stream.ended).toBe(true);
  });
});
