import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLegacyClient, retryAfterSeconds, type LegacyClient } from './client';

// A scripted stand-in for the platform's HTTP edge: it records what the client sends and answers
// what each test sets. The gateway against the real reference platform is in the integration tests.
type Seen = { method: string; url: URL; body: string; contentType?: string; secret?: string | string[] };
let seen: Seen[] = [];
let answer: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end('{}');

let server: Server;
let baseUrl: string;
let client: LegacyClient;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://platform'),
        body,
        contentType: req.headers['content-type'],
        secret: req.headers['x-platform-secret'],
      });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The breaker is tested on its own clients below: here a row of failing tests must not open it.
  client = createLegacyClient({ baseUrl, timeoutMs: 300, breaker: { failureThreshold: 1000, openMs: 1 } });
});

afterAll(async () => {
  await client.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  answer = (_req, res) => res.end('{"result":"true"}');
});

function json(body: unknown, status = 200) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

describe('createLegacyClient: the request on the wire', () => {
  it('adds __ajax=json and the session ids as query parameters', async () => {
    await client.call({ method: 'GET', path: '/a/stone/user/info', session: { sid: 'S1', ext: 'E1' } });
    const { url, method } = seen[0]!;
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/a/stone/user/info');
    expect(url.searchParams.get('__ajax')).toBe('json');
    expect(url.searchParams.get('__sid')).toBe('S1');
    expect(url.searchParams.get('__extend')).toBe('E1');
  });

  it('applies the date rule to the query: End keys get a day more', async () => {
    await client.call({
      method: 'GET',
      path: '/a/stone/common/errorLogList',
      query: { createDateBegin: '2024-05-01', createDateEnd: '2024-05-31', pageNo: '1', empty: '' },
    });
    const { url } = seen[0]!;
    expect(url.searchParams.get('createDateEnd')).toBe('2024-06-01');
    expect(url.searchParams.get('createDateBegin')).toBe('2024-05-01');
    expect(url.searchParams.get('pageNo')).toBe('1');
    expect(url.searchParams.has('empty')).toBe(false);
  });

  it('never applies the date rule to a form body', async () => {
    await client.call({
      method: 'POST',
      path: '/a/stone/common/saveErrorLogger',
      form: { time: '2024-05-31 10:00:00', createDateEnd: '2024-05-31', mes: 'a b&c' },
    });
    const { body, contentType, url } = seen[0]!;
    expect(contentType).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(body);
    expect(form.get('time')).toBe('2024-05-31 10:00:00');
    expect(form.get('createDateEnd')).toBe('2024-05-31');
    expect(form.get('mes')).toBe('a b&c');
    expect(url.searchParams.get('__ajax')).toBe('json');
  });

  it('sends the platform secret on every call and on the health probe, when it has one', async () => {
    const secret = 'Vq7Lm2Xc9Rt4Bn8Kd3Hs6Fw1Jy5Pz0Ga';
    const guarded = createLegacyClient({ baseUrl, timeoutMs: 300, platformSecret: secret });
    await guarded.call({ method: 'GET', path: '/a/stone/user/info', session: { sid: 'S1', ext: 'E1' } });
    await guarded.call({ method: 'POST', path: '/a/logout', form: { a: '1' } });
    await guarded.ping('/a/stone/health', 300);
    await guarded.close();
    expect(seen.map((request) => request.secret)).toEqual([secret, secret, secret]);
  });

  it('sends no platform secret without one', async () => {
    await client.call({ method: 'GET', path: '/a/stone/user/info' });
    expect(seen[0]!.secret).toBeUndefined();
  });

  it('keeps a path prefix of the base URL', async () => {
    const prefixed = createLegacyClient({ baseUrl: `${baseUrl}/platform/`, timeoutMs: 300 });
    await prefixed.call({ method: 'GET', path: '/a/logout' });
    await prefixed.close();
    expect(seen[0]!.url.pathname).toBe('/platform/a/logout');
  });
});

describe('createLegacyClient: answers as values', () => {
  it('returns the payload of a successful answer', async () => {
    answer = json({ result: 'true', message: '切换角色成功', data: { id: '7' } });
    expect(await client.call({ method: 'GET', path: '/a/x' })).toEqual({
      ok: true,
      data: { id: '7' },
      message: '切换角色成功',
    });
  });

  it('reads an answer that arrives in many pieces, a character split between two of them', async () => {
    const names = Array.from({ length: 5000 }, (_, index) => `宁波悦澜酒店${index}`);
    const text = JSON.stringify({ result: 'true', data: names });
    const bytes = Buffer.from(text, 'utf8');
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      // Cut inside the first 宁 (three bytes in UTF-8), then in pieces of 1,000 bytes.
      const first = text.indexOf('宁') + 1;
      res.write(bytes.subarray(0, Buffer.byteLength(text.slice(0, first - 1)) + 1));
      let at = Buffer.byteLength(text.slice(0, first - 1)) + 1;
      const next = () => {
        if (at >= bytes.length) return void res.end();
        res.write(bytes.subarray(at, at + 1000));
        at += 1000;
        setImmediate(next);
      };
      next();
    };
    expect(await client.call({ method: 'GET', path: '/a/x' })).toEqual({ ok: true, data: names, message: undefined });
  });

  it('maps result "login" to 401 with the platform text', async () => {
    answer = json({ result: 'login', message: '您的登录信息已过期，请重新登录。' });
    const result = await client.call({ method: 'GET', path: '/a/x' });
    expect(result).toMatchObject({ ok: false, problem: { status: 401, detail: '您的登录信息已过期，请重新登录。' } });
  });

  it.each([
    [{ result: 'false', message: '原密码错误' }, '原密码错误'],
    [{ success: false, errmsg: '保存失败' }, '保存失败'],
    [{ isSuccess: 0, errorMsg: '授权码错误' }, '授权码错误'],
    [{ result: 'false', errorMsg: '设备不存在' }, '设备不存在'],
  ])('maps a failure flag %j to 400 with its text as detail', async (body, detail) => {
    answer = json(body);
    expect(await client.call({ method: 'GET', path: '/a/x' })).toMatchObject({
      ok: false,
      problem: { status: 400, detail },
    });
  });

  it('maps an HTTP 5xx to 502', async () => {
    answer = json({ result: 'true' }, 500);
    expect(await client.call({ method: 'GET', path: '/a/x' })).toMatchObject({ ok: false, problem: { status: 502 } });
  });

  it('maps an HTTP 403, the platform refusing the gateway itself, to 502 rather than a user error', async () => {
    answer = json({ result: 'false', message: '拒绝访问：平台只受理门户网关的请求' }, 403);
    const result = await client.call({ method: 'GET', path: '/a/x' });
    expect(result).toMatchObject({ ok: false, problem: { status: 502 } });
    expect(JSON.stringify(result)).not.toContain('拒绝访问');
  });

  it('maps a non-JSON answer (an HTML page) to 502 without passing it on', async () => {
    answer = (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><body>Not Found /a/secret</body></html>');
    };
    const result = await client.call({ method: 'GET', path: '/a/x' });
    expect(result).toMatchObject({ ok: false, problem: { status: 502 } });
    expect(JSON.stringify(result)).not.toContain('secret');
  });

  it('maps a platform that does not answer in time to 504', async () => {
    answer = () => undefined;
    const started = Date.now();
    const result = await client.call({ method: 'GET', path: '/a/slow' });
    expect(result).toMatchObject({ ok: false, problem: { status: 504 } });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('maps a refused connection to 502', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = createLegacyClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 1_000 });
    const result = await down.call({ method: 'GET', path: '/a/x' });
    await down.close();
    expect(result).toMatchObject({ ok: false, problem: { status: 502 }, cause: 'ECONNREFUSED' });
  });

  it('maps a connection reset to 502', async () => {
    answer = (req) => req.socket.destroy();
    expect(await client.call({ method: 'GET', path: '/a/x' })).toMatchObject({ ok: false, problem: { status: 502 } });
  });
});

describe('createLegacyClient: a platform that fails', () => {
  it('answers a platform 503 with 503 and its Retry-After', async () => {
    answer = (_req, res) => {
      res.writeHead(503, { 'retry-after': '7' });
      res.end('busy');
    };
    expect(await client.call({ method: 'GET', path: '/a/x' })).toMatchObject({ ok: false, problem: { status: 503, retryAfterSeconds: 7 } });
  });

  it('sends a read once more when its kept-alive connection was closed under it, a write never', async () => {
    let dropped = 0;
    answer = (req, res) => {
      if (dropped === 0) {
        dropped += 1;
        req.socket.destroy();
        return;
      }
      json({ result: 'true', data: { id: '7' } })(req, res);
    };
    expect(await client.call({ method: 'GET', path: '/a/x' })).toMatchObject({ ok: true, data: { id: '7' } });
    expect(seen).toHaveLength(2);

    seen = [];
    dropped = 0;
    expect(await client.call({ method: 'POST', path: '/a/save', form: { name: '储气罐' } })).toMatchObject({ ok: false, problem: { status: 502 } });
    expect(seen).toHaveLength(1);
  });

  it('opens its breaker after failures in a row: callers get 503 at once, and a probe closes it when the platform is back', async () => {
    const breaking = createLegacyClient({ baseUrl, timeoutMs: 300, breaker: { failureThreshold: 2, openMs: 300 } });
    try {
      answer = (_req, res) => {
        res.writeHead(500);
        res.end();
      };
      await breaking.call({ method: 'GET', path: '/a/x' });
      await breaking.call({ method: 'GET', path: '/a/x' });
      expect(breaking.breakerState()).toBe('open');

      seen = [];
      const refused = await breaking.call({ method: 'GET', path: '/a/x' });
      expect(refused).toMatchObject({ ok: false, problem: { status: 503, retryAfterSeconds: 1 }, cause: 'circuit open' });
      expect(seen).toEqual([]);

      answer = json({ result: 'true', data: {} });
      await new Promise((resolve) => setTimeout(resolve, 320));
      expect(breaking.breakerState()).toBe('half-open');
      expect(await breaking.call({ method: 'GET', path: '/a/x' })).toMatchObject({ ok: true });
      expect(breaking.breakerState()).toBe('closed');
    } finally {
      await breaking.close();
    }
  });

  it('counts a refusal of the user as an answer, not a failure', async () => {
    const breaking = createLegacyClient({ baseUrl, timeoutMs: 300, breaker: { failureThreshold: 1, openMs: 10_000 } });
    try {
      answer = json({ result: 'false', message: '用户名或密码错误' });
      await breaking.call({ method: 'POST', path: '/a/login' });
      expect(breaking.breakerState()).toBe('closed');
    } finally {
      await breaking.close();
    }
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds and HTTP dates, bounded to 1..300 s, 5 s when absent or unreadable', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterSeconds('12', now)).toBe(12);
    expect(retryAfterSeconds('Mon, 23 Nov 2026 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('0', now)).toBe(1);
    expect(retryAfterSeconds('86400', now)).toBe(300);
    expect(retryAfterSeconds(undefined, now)).toBe(5);
    expect(retryAfterSeconds('soon', now)).toBe(5);
  });
});

describe('createLegacyClient.ping', () => {
  it('is true when the health probe answers a success flag', async () => {
    answer = json({ result: 'true' });
    expect(await client.ping('/a/stone/health', 500)).toBe(true);
  });

  it('is false when the probe hangs', async () => {
    answer = () => undefined;
    expect(await client.ping('/a/stone/health', 200)).toBe(false);
  });
});
