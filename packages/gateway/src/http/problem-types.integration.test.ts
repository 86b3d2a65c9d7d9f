import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZProblemSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, setUpGatewayTests, startTestGateway, type TestGateway } from '../integration-support';
import { CONSTRUCTION_RECORD } from '../resources/construction-records/record-fixture';

// Each cause of an error answers its own problem type (docs/api.md, "Errors"), whatever it shares a
// status with, in the language the caller prefers.
const gateway = setUpGatewayTests(['qiye']);
const ENGLISH = { 'accept-language': 'fr;q=0.9, en-GB;q=0.8, zh-CN;q=0.5' };

function typeOf(res: { json(): unknown }): string {
  return ZProblemSchema.parse(res.json()).type;
}

describe('problem types per cause', () => {
  it('tells a wrong password from a bad request, both 400', async () => {
    const wrong = await gateway.app.inject({ method: 'POST', url: '/api/v1/tokens', payload: { username: 'qiye', password: 'Nope@2024' } });
    expect(wrong.statusCode).toBe(400);
    expect(typeOf(wrong)).toBe('urn:portal:problem:invalid-credentials');
    const missing = await gateway.app.inject({ method: 'POST', url: '/api/v1/tokens', payload: { username: 'qiye' } });
    expect(missing.statusCode).toBe(400);
    expect(typeOf(missing)).toBe('urn:portal:problem:validation-failed');
    const broken = await gateway.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(broken.statusCode).toBe(400);
    expect(typeOf(broken)).toBe('urn:portal:problem:malformed-request');
  });

  it('gives each field error a stable code and says what is wrong with that field', async () => {
    const missing = await gateway.app.inject({ method: 'POST', url: '/api/v1/tokens', payload: { username: 'q'.repeat(65) } });
    expect(missing.json().errors).toEqual([
      { path: 'username', code: 'too_long', message: '长度不能超过64个字符' },
      { path: 'password', code: 'required', message: '请输入密码' },
    ]);
    const paged = await gateway.inject(gateway.cookies.qiye, 'GET', '/api/v1/use-registrations?pageSize=0');
    expect(paged.statusCode).toBe(400);
    expect(paged.json().errors).toEqual([{ path: 'pageSize', code: 'out_of_range', message: '不能小于1' }]);
    const words = await gateway.inject(gateway.cookies.qiye, 'GET', '/api/v1/use-registrations?pageSize=abc');
    expect(words.json().errors).toEqual([{ path: 'pageSize', code: 'invalid_type', message: '请输入数字' }]);
  });

  it('answers unauthenticated, forbidden and not-found as such', async () => {
    const anonymous = await gateway.app.inject({ method: 'GET', url: '/api/v1/session' });
    expect(anonymous.statusCode).toBe(401);
    expect(typeOf(anonymous)).toBe('urn:portal:problem:unauthenticated');
    const forbidden = await gateway.inject(gateway.cookies.qiye, 'GET', '/api/v1/accounts');
    expect(forbidden.statusCode).toBe(403);
    expect(typeOf(forbidden)).toBe('urn:portal:problem:forbidden');
    const unknownPath = await gateway.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(unknownPath.statusCode).toBe(404);
    expect(typeOf(unknownPath)).toBe('urn:portal:problem:not-found');
    const otherUnits = await gateway.inject(gateway.cookies.qiye, 'DELETE', '/api/v1/use-registrations/40014');
    expect(otherUnits.statusCode).toBe(404);
    expect(typeOf(otherUnits)).toBe('urn:portal:problem:not-found');
  });

  it('answers a write the record\'s state does not allow as state-conflict', async () => {
    const res = await gateway.inject(gateway.cookies.qiye, 'DELETE', '/api/v1/use-registrations/40004');
    expect(res.statusCode).toBe(409);
    expect(typeOf(res)).toBe('urn:portal:problem:state-conflict');
  });

  it('answers an Idempotency-Key used for another request as idempotency-key-reused', async () => {
    const write = (remark: string) =>
      gateway.app.inject({
        method: 'POST',
        url: '/api/v1/construction-records',
        cookies: { portal_session: gateway.cookies.qiye },
        headers: { 'idempotency-key': 'problem-types-1' },
        payload: { ...CONSTRUCTION_RECORD, remark },
      });
    expect((await write('问题类型测试')).statusCode).toBe(201);
    const other = await write('另一请求');
    expect(other.statusCode).toBe(422);
    expect(typeOf(other)).toBe('urn:portal:problem:idempotency-key-reused');
  });
});

describe('problems in English', () => {
  it('answers title, detail and field messages in en-US when Accept-Language prefers English', async () => {
    const res = await gateway.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: ENGLISH, payload: { username: 'qiye' } });
    const body = ZProblemSchema.parse(res.json());
    expect(body.title).toBe('The request is invalid');
    expect(body.errors).toEqual([{ path: 'password', code: 'required', message: 'Please enter the password' }]);
    expect(body.detail).toBe('Please enter the password');
    const paged = await gateway.app.inject({
      method: 'GET',
      url: '/api/v1/use-registrations?pageSize=0',
      cookies: { portal_session: gateway.cookies.qiye },
      headers: ENGLISH,
    });
    expect(paged.json().errors).toEqual([{ path: 'pageSize', code: 'out_of_range', message: 'At least 1' }]);
  });

  it('speaks English for a wrong password and Chinese when Chinese is preferred', async () => {
    const payload = { username: 'qiye', password: 'Nope@2024' };
    const english = await gateway.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: ENGLISH, payload });
    expect(english.json()).toMatchObject({ title: 'Wrong user name or password', detail: 'Wrong user name or password, please try again' });
    const chinese = await gateway.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: { 'accept-language': 'en;q=0.4, zh-CN' }, payload });
    expect(chinese.json()).toMatchObject({ title: '用户名或密码错误', detail: '账号或密码错误，请重试。' });
  });
});

describe('WWW-Authenticate on 401', () => {
  it('challenges a caller without a token to bring a bearer token', async () => {
    const res = await gateway.app.inject({ method: 'GET', url: '/api/v1/session' });
    expect(res.headers['www-authenticate']).toBe('Bearer realm="portal"');
  });

  it('says invalid_token when the bearer token sent is not valid', async () => {
    const res = await gateway.app.inject({ method: 'GET', url: '/api/v1/session', headers: { authorization: 'Bearer v1.not-a-token' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="portal", error="invalid_token"');
  });

  it('challenges no other status', async () => {
    const res = await gateway.inject(gateway.cookies.qiye, 'GET', '/api/v1/accounts');
    expect(res.headers['www-authenticate']).toBeUndefined();
  });
});

describe('rate-limited', () => {
  let limited: TestGateway;
  beforeAll(async () => {
    limited = await startTestGateway(gateway.platform.url, { REQUESTS_PER_MINUTE: '1' });
  });
  afterAll(async () => limited?.close());

  it('answers past the request limit with its own type and Retry-After', async () => {
    await limited.app.inject({ method: 'GET', url: '/api/v1/session' });
    const res = await limited.app.inject({ method: 'GET', url: '/api/v1/session' });
    expect(res.statusCode).toBe(429);
    expect(typeOf(res)).toBe('urn:portal:problem:rate-limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('platform failures', () => {
  let silent: Server;
  let slow: TestGateway;
  let gone: TestGateway;
  beforeAll(async () => {
    // A platform that accepts the connection and never answers.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    slow = await startTestGateway(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, { LEGACY_TIMEOUT_MS: '300' });
    gone = await startTestGateway('http://127.0.0.1:9');
  });
  afterAll(async () => {
    await slow?.close();
    await gone?.close();
    silent?.closeAllConnections();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it('answers a platform that does not answer in time as platform-timeout', async () => {
    const res = await slow.app.inject({ method: 'POST', url: '/api/v1/tokens', payload: { username: 'qiye', password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(504);
    expect(typeOf(res)).toBe('urn:portal:problem:platform-timeout');
  });

  it('answers a platform that cannot be reached as platform-failed', async () => {
    const res = await gone.app.inject({ method: 'POST', url: '/api/v1/tokens', payload: { username: 'qiye', password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(502);
    expect(typeOf(res)).toBe('urn:portal:problem:platform-failed');
  });
});
