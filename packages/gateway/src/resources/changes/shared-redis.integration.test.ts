import { ZChangeSchema } from '@portal/contract';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, login, startTestGateway, type TestGateway } from '../../integration-support';
import { startTestRedis, type TestRedis } from '../../security/redis-test-server';
import { LEASE_MS } from './redis-hub';
import { listenLocally, openStream, type StreamEvent, type TestStream } from './stream-client';

// Two gateways behind one load balancer sharing Debian's redis-server: one polls the platform, both
// stream; a change reaches a client on each once; the poller's death hands polling to the other.
const PAID = '60021';
const PLATFORM_SECRET = 'changes-redis-platform-secret';

let redis: TestRedis;
let platform: Awaited<ReturnType<typeof startTestLegacyServer>>;
const gateways: { gateway: TestGateway; base: string; zhenhai: string; closed: boolean }[] = [];
const streams: TestStream[] = [];

beforeAll(async () => {
  redis = await startTestRedis();
  platform = await startTestLegacyServer({ platformSecret: PLATFORM_SECRET });
  for (let i = 0; i < 2; i += 1) {
    const gateway = await startTestGateway(platform.url, { REDIS_URL: redis.url, PLATFORM_SECRET });
    const base = await listenLocally(gateway.app);
    gateways.push({ gateway, base, zhenhai: await login(gateway.app, 'zhenhai'), closed: false });
  }
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  for (const entry of gateways) if (!entry.closed) await entry.gateway.close();
  await platform?.close();
  await redis?.close();
});

const until = async (condition: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
const open = async (entry: (typeof gateways)[number]) => {
  const stream = await openStream(entry.base, '/api/v1/changes/stream', entry.zhenhai);
  streams.push(stream);
  expect(stream.status).toBe(200);
  return stream;
};
const about = (id: string) => (event: StreamEvent) => event.event === 'change' && ZChangeSchema.parse(JSON.parse(event.data)).id === id;

describe('the change stream on two gateways sharing one Redis', () => {
  it('has exactly one poller', async () => {
    await until(() => gateways.filter((entry) => entry.gateway.app.changeHub.isLeader()).length === 1, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(gateways.filter((entry) => entry.gateway.app.changeHub.isLeader())).toHaveLength(1);
  });

  it('delivers one change once to a client on each gateway', async () => {
    const [first, second] = [await open(gateways[0]!), await open(gateways[1]!)];
    const shenhe = await login(gateways[0]!.gateway.app, 'shenhe');
    const accepted = await injectAs(gateways[0]!.gateway.app, shenhe, 'POST', `/api/v1/inspection-processing/${PAID}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    await Promise.all([first.next(about(PAID), 5_000), second.next(about(PAID), 5_000)]);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(first.events.filter(about(PAID))).toHaveLength(1);
    expect(second.events.filter(about(PAID))).toHaveLength(1);
  });

  it('hands polling to the other gateway when the poller dies', async () => {
    const leader = gateways.find((entry) => entry.gateway.app.changeHub.isLeader())!;
    const survivor = gateways.find((entry) => entry !== leader)!;
    const stream = await open(survivor);
    await leader.gateway.close();
    leader.closed = true;
    await until(() => survivor.gateway.app.changeHub.isLeader(), LEASE_MS + 5_000);
    const shenhe = await login(survivor.gateway.app, 'shenhe');
    const scheduled = await injectAs(survivor.gateway.app, shenhe, 'POST', `/api/v1/inspection-processing/${PAID}/schedule`, { scheduledDate: '2030-01-15', inspector: '李检验' });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    await stream.next(about(PAID), 5_000);
  }, 30_000);

  it('says so on the stream when Redis goes away, and refuses new streams until it is back', async () => {
    const survivor = gateways.find((entry) => !entry.closed)!;
    const stream = await open(survivor);
    await redis.close('SIGKILL');
    const down = await stream.next((event) => event.event === 'unavailable', 5_000);
    expect(JSON.parse(down.data)).toEqual({ detail: '实时更新服务暂不可用，请稍后再试' });
    const refused = await openStream(survivor.base, '/api/v1/changes/stream', survivor.zhenhai);
    streams.push(refused);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
