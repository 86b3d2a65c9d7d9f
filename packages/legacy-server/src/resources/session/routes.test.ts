import { BASE64_CIPHER_KEY, DEFAULT_CIPHER_KEY, encodeLoginText } from '@portal/legacy-protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mintSsoToken } from '../../auth/sso-token';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer, testClock } from '../../testing';
import { get, login, loginForm, post } from '../../http/wire-test-client';

const SSO_SECRET = 'sso-secret-for-tests-0123456789';
const EXPIRED = { result: 'login', message: '您的登录信息已过期，请重新登录。' };

const MINUTE = 60_000;
const clock = testClock();
let server: RunningLegacyServer;
let base64Server: RunningLegacyServer;

beforeAll(async () => {
  [server, base64Server] = await Promise.all([
    startTestLegacyServer({ ssoSecret: SSO_SECRET, now: clock.now }),
    startTestLegacyServer({ cipherKey: BASE64_CIPHER_KEY, sessionTimeoutMs: 1_500 }),
  ]);
});
afterEach(() => clock.reset());
afterAll(async () => {
  await Promise.all([server?.close(), base64Server?.close()]);
});

describe('POST /a/login', () => {
  it('signs in with the DES-variant cipher and answers session ids and the user', async () => {
    const { status, body } = await post(server.url, '/a/login', loginForm('qiye', DEMO_PASSWORD, DEFAULT_CIPHER_KEY));
    expect(status).toBe(200);
    expect(body).toMatchObject({ result: 'true', message: '登录成功！', user: { loginName: 'qiye', name: '张丽' } });
    expect(body.sessionid).toMatch(/^[0-9a-f]{32}$/);
    expect(body.__extend).toMatch(/^[0-9a-f]{32}$/);
    expect(body.__extend).not.toBe(body.sessionid);
  });

  it('signs in with Base64 when that is the configured key', async () => {
    const { body } = await post(base64Server.url, '/a/login', loginForm('qiye', DEMO_PASSWORD, BASE64_CIPHER_KEY));
    expect(body).toMatchObject({ result: 'true', message: '登录成功！' });
  });

  it('refuses a form enciphered with the other mode', async () => {
    const { body } = await post(base64Server.url, '/a/login', loginForm('qiye', DEMO_PASSWORD, DEFAULT_CIPHER_KEY));
    expect(body).toEqual({ result: 'false', message: '账号或密码错误，请重试。', isValidCodeLogin: false });
  });

  it('refuses a wrong password with the platform message', async () => {
    const { status, body } = await post(server.url, '/a/login', loginForm('qiye', 'Wrong@2024'));
    expect(status).toBe(200);
    expect(body).toEqual({ result: 'false', message: '账号或密码错误，请重试。', isValidCodeLogin: false });
  });

  it('gives an unknown account the same answer as a wrong password', async () => {
    const { body } = await post(server.url, '/a/login', loginForm('nobody', DEMO_PASSWORD));
    expect(body).toEqual({ result: 'false', message: '账号或密码错误，请重试。', isValidCodeLogin: false });
  });

  it('refuses fields that do not decipher, and plain text', async () => {
    const broken = await post(server.url, '/a/login', { username: 'XYZ', password: '12345', __ajax: 'json' });
    expect(broken.body.result).toBe('false');
    const plain = await post(server.url, '/a/login', { username: 'qiye', password: DEMO_PASSWORD, __ajax: 'json' });
    expect(plain.body.result).toBe('false');
  });

  it('accepts the form fields as query parameters too', async () => {
    const form = loginForm('qiye', DEMO_PASSWORD);
    const response = await fetch(`${server.url}/a/login?${new URLSearchParams(form).toString()}`, { method: 'POST' });
    expect(((await response.json()) as { result: string }).result).toBe('true');
  });
});

describe('single sign-on', () => {
  it('signs in with a valid ssotoken', async () => {
    const { body } = await post(server.url, '/a/login', { ssotoken: mintSsoToken('shenhe', SSO_SECRET, 60_000), __ajax: 'json' });
    expect(body).toMatchObject({ result: 'true', user: { loginName: 'shenhe' } });
  });

  it('refuses an expired token', async () => {
    const token = mintSsoToken('shenhe', SSO_SECRET, -1, Date.now());
    const { body } = await post(server.url, '/a/login', { ssotoken: token, __ajax: 'json' });
    expect(body.result).toBe('false');
  });

  it('refuses a token signed with another secret or altered', async () => {
    const forged = mintSsoToken('admin', 'another-secret-0123456789', 60_000);
    expect((await post(server.url, '/a/login', { ssotoken: forged, __ajax: 'json' })).body.result).toBe('false');
    const altered = mintSsoToken('shenhe', SSO_SECRET, 60_000).replace(/^shenhe/, 'admin');
    expect((await post(server.url, '/a/login', { ssotoken: altered, __ajax: 'json' })).body.result).toBe('false');
  });

  it('refuses every token when no secret is configured', async () => {
    const token = mintSsoToken('shenhe', SSO_SECRET, 60_000);
    expect((await post(base64Server.url, '/a/login', { ssotoken: token, __ajax: 'json' })).body.result).toBe('false');
  });
});

describe('sessions', () => {
  it('accepts the session id as __sid, as header x-token or as the JeeSite cookie', async () => {
    const session = await login(server.url, 'qiye', DEMO_PASSWORD);
    expect((await get(server.url, '/a/stone/user/info', session)).body.result).toBe('true');
    const byHeader = await fetch(`${server.url}/a/stone/user/info?__extend=${session.extend}`, {
      headers: { 'x-token': session.sid },
    });
    expect(((await byHeader.json()) as { result: string }).result).toBe('true');
    const byCookie = await fetch(`${server.url}/a/stone/user/info?__extend=${session.extend}`, {
      headers: { cookie: `jeesite.session.id=${session.sid}` },
    });
    expect(((await byCookie.json()) as { result: string }).result).toBe('true');
  });

  it('answers result "login" with HTTP 200 without a session', async () => {
    const { status, body } = await get(server.url, '/a/stone/user/info');
    expect(status).toBe(200);
    expect(body).toEqual(EXPIRED);
  });

  it('answers result "login" for an unknown session id', async () => {
    const { body } = await get(server.url, '/a/stone/user/info', { sid: 'f'.repeat(32), extend: 'e'.repeat(32) });
    expect(body).toEqual(EXPIRED);
  });

  it('treats a wrong or missing __extend as not logged in', async () => {
    const session = await login(server.url, 'qiye', DEMO_PASSWORD);
    expect((await get(server.url, '/a/stone/user/info', { ...session, extend: 'e'.repeat(32) })).body).toEqual(EXPIRED);
    const withoutExtend = await fetch(`${server.url}/a/stone/user/info?__sid=${session.sid}`);
    expect(await withoutExtend.json()).toEqual(EXPIRED);
  });

  it('expires a session after 30 idle minutes by default', async () => {
    const session = await login(server.url, 'qiye', DEMO_PASSWORD);
    clock.advance(31 * MINUTE);
    expect((await get(server.url, '/a/stone/user/info', session)).body).toEqual(EXPIRED);
  });

  it('restarts the idle timeout on every call', async () => {
    const session = await login(server.url, 'qiye', DEMO_PASSWORD);
    for (let i = 0; i < 3; i += 1) {
      clock.advance(20 * MINUTE);
      expect((await get(server.url, '/a/stone/user/info', session)).body.result).toBe('true');
    }
  });

  it('takes its idle timeout from the options', async () => {
    const session = await login(base64Server.url, 'qiye', DEMO_PASSWORD, BASE64_CIPHER_KEY);
    expect((await get(base64Server.url, '/a/stone/user/info', session)).body.result).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await get(base64Server.url, '/a/stone/user/info', session)).body).toEqual(EXPIRED);
  });
});

describe('GET /a/logout', () => {
  it('ends the session', async () => {
    const session = await login(server.url, 'qiye', DEMO_PASSWORD);
    const { body } = await get(server.url, '/a/logout', session);
    expect(body).toEqual({ result: 'true', message: '退出成功！' });
    expect((await get(server.url, '/a/stone/user/info', session)).body).toEqual(EXPIRED);
  });

  it('leaves other sessions of the same user alone', async () => {
    const first = await login(server.url, 'qiye', DEMO_PASSWORD);
    const second = await login(server.url, 'qiye', DEMO_PASSWORD);
    await get(server.url, '/a/logout', first);
    expect((await get(server.url, '/a/stone/user/info', second)).body.result).toBe('true');
  });

  it('answers success without a session', async () => {
    expect((await get(server.url, '/a/logout')).body).toEqual({ result: 'true', message: '退出成功！' });
  });
});

it('enciphers the test credentials as the gateway will', () => {
  expect(encodeLoginText('admin', DEFAULT_CIPHER_KEY)).toBe('235880C505ACCDA5C581A4F4CDB81DA0');
});
