import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { login, setUpGatewayTests, startTestGateway } from '../integration-support';
import { CONSTRUCTION_RECORD } from '../resources/construction-records/record-fixture';

// Idempotency-Key against the real platform: a write repeated with its key creates one record.
const gateway = setUpGatewayTests(['qiye', 'zhenhai']);
const { cookies } = gateway;

const record = { ...CONSTRUCTION_RECORD, remark: '幂等键测试' };

function create(cookie: string, key: string | undefined, body: object = record) {
  return gateway.app.inject({
    method: 'POST',
    url: '/api/v1/construction-records',
    cookies: { portal_session: cookie },
    headers: key === undefined ? {} : { 'idempotency-key': key },
    payload: body,
  });
}

async function recordCount(): Promise<number> {
  const res = await gateway.app.inject({ method: 'GET', url: '/api/v1/construction-records?pageSize=100', cookies: { portal_session: cookies.qiye } });
  return (res.json() as { total: number }).total;
}

describe('Idempotency-Key on writes', () => {
  it('answers a repeated request with the first answer and creates one record', async () => {
    const before = await recordCount();
    const first = await create(cookies.qiye, 'retry-1');
    expect(first.statusCode).toBe(201);
    const again = await create(cookies.qiye, 'retry-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await recordCount()).toBe(before + 1);
  });

  it('lets two identical requests at once create one record', async () => {
    const before = await recordCount();
    const answers = await Promise.all([create(cookies.qiye, 'double-click'), create(cookies.qiye, 'double-click')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await recordCount()).toBe(before + 1);
  });

  it('refuses the same key with another request (422) and changes nothing', async () => {
    await create(cookies.qiye, 'reused');
    const before = await recordCount();
    const other = await create(cookies.qiye, 'reused', { ...record, remark: '另一个操作' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ status: 422, detail: expect.stringContaining('Idempotency-Key') });
    expect(await recordCount()).toBe(before);
  });

  it('keeps keys apart per user, and creates a record per request without a key', async () => {
    const zhenhaiAnswer = await create(cookies.zhenhai, 'retry-1');
    // zhenhai's own request ran (its unit may not use qiye's equipment): not qiye's answer replayed.
    expect(zhenhaiAnswer.headers['idempotency-replayed']).toBeUndefined();
    const before = await recordCount();
    await create(cookies.qiye, undefined);
    await create(cookies.qiye, undefined);
    expect(await recordCount()).toBe(before + 2);
  });

  it('refuses a malformed key with 400 before anything runs', async () => {
    const before = await recordCount();
    const res = await create(cookies.qiye, 'x'.repeat(256));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'Idempotency-Key', code: 'invalid_format', message: expect.any(String) }]);
    expect(await recordCount()).toBe(before);
  });
});

/**
 * A fault proxy in front of the platform: it passes every call on, and for POSTs, once the platform
 * has answered (and stored), drops the connection instead of passing the answer back.
 */
async function startAnswerLosingProxy(target: string): Promise<{ url: string; server: Server }> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forwarded = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        if (req.method === 'POST' && !req.url?.startsWith('/a/login')) {
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('a write whose answer is lost', () => {
  it('tells the user the outcome is unknown and to look before retrying, and the record is indeed there', async () => {
    const proxy = await startAnswerLosingProxy(gateway.platform.url);
    const faulty = await startTestGateway(proxy.url);
    try {
      const cookie = await login(faulty.app, 'qiye');
      const before = await recordCount();
      const res = await faulty.app.inject({
        method: 'POST',
        url: '/api/v1/construction-records',
        cookies: { portal_session: cookie },
        payload: { ...record, remark: '答复丢失' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().detail).toBe('操作结果未知：业务平台未能确认是否已保存。请先在列表中查看，确认未保存后再重试');
      expect(await recordCount()).toBe(before + 1);
    } finally {
      await faulty.close();
      proxy.server.closeAllConnections();
      await new Promise((resolve) => proxy.server.close(resolve));
    }
  });
});
