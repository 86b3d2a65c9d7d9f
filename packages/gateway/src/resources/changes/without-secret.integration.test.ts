import { ZChangePageSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

// A platform that takes no PLATFORM_SECRET does not give away every unit's feed: no stream, and the
// JSON feed (read with the caller's own session) keeps working for the SPA to poll.
const gateway = setUpGatewayTests(['zhenhai'] as const);

describe('the change stream without PLATFORM_SECRET', () => {
  it('refuses the stream with 503 and Retry-After, and answers the JSON feed', async () => {
    const stream = await gateway.inject(gateway.cookies.zhenhai, 'GET', '/api/v1/changes/stream');
    expect(stream.statusCode).toBe(503);
    expect(stream.headers['retry-after']).toBeDefined();
    expect(stream.json()).toMatchObject({ detail: '实时更新服务暂不可用，请稍后再试' });
    expect(gateway.app.changeHub.isLeader()).toBe(false);
    const feed = await gateway.inject(gateway.cookies.zhenhai, 'GET', '/api/v1/changes');
    expect(feed.statusCode, feed.body).toBe(200);
    expect(ZChangePageSchema.parse(feed.json())).toMatchObject({ items: [], more: false });
  });
});
