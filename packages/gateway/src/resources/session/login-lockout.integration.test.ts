import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, sessionCookie } from '../../integration-support';
import { startAuditedGateway, startLoginCounter } from '../../security/test-gateway';

// Login failure handling with the default settings: 5 consecutive failures lock an account for
// 15 minutes, 20 failures from one address stop that address.
let platform: { url: string; close(): Promise<void> };
let counter: Awaited<ReturnType<typeof startLoginCounter>>;
let gateway: Awaited<ReturnType<typeof startAuditedGateway>>;

beforeAll(async () => {
  platform = await startTestLegacyServer();
  counter = await startLoginCounter(platform.url);
  gateway = await startAuditedGateway(counter.url);
});

afterAll(async () => {
  await gateway?.close();
  await counter?.close();
  await platform?.close();
});

/** Each test signs in from its own client address, as separate attackers would. */
function signIn(address: string, username: string, password: string, url = '/api/v1/session') {
  return gateway.app.inject({ method: 'POST', url, remoteAddress: address, payload: { username, password } });
}

describe('account lock (5 consecutive failures)', () => {
  it('refuses the right password after 5 wrong ones as a locked account, with Retry-After, without asking the platform', async () => {
    const address = '203.0.113.1';
    const wrong = await signIn(address, 'qiye', 'Wrong@2024');
    for (let i = 0; i < 4; i += 1) await signIn(address, 'qiye', `Wrong@202${i}`);
    const loginsBefore = counter.logins();

    const right = await signIn(address, 'qiye', DEMO_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ type: 'urn:portal:problem:invalid-credentials', detail: '账号或密码错误，请重试。' });
    expect(right.statusCode).toBe(429);
    expect(sessionCookie(right)).toBeUndefined();
    expect(right.json()).toMatchObject({ type: 'urn:portal:problem:account-locked', status: 429, title: '账号已锁定' });
    // The lock runs at most LOGIN_LOCK (15 minutes) from the failure that started it.
    expect(right.headers['retry-after']).toBe('900');
    expect(right.headers['content-type']).toBe(wrong.headers['content-type']);
    expect(counter.logins()).toBe(loginsBefore);

    // The lock is the account's, not the address's: another address gets the same refusal.
    expect((await signIn('203.0.113.99', 'qiye', DEMO_PASSWORD)).json().type).toBe('urn:portal:problem:account-locked');
    // And other accounts still sign in from the first address.
    expect((await signIn(address, 'zhenhai', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts POST /api/v1/tokens with the browser login: a token is refused too', async () => {
    const address = '203.0.113.2';
    for (let i = 0; i < 3; i += 1) await signIn(address, 'shenhe', 'Wrong@2024', '/api/v1/tokens');
    for (let i = 0; i < 2; i += 1) await signIn(address, 'shenhe', 'Wrong@2024');
    const token = await signIn(address, 'shenhe', DEMO_PASSWORD, '/api/v1/tokens');
    expect(token.statusCode).toBe(429);
    expect(token.json().type).toBe('urn:portal:problem:account-locked');
  });

  it('starts counting again after a successful login', async () => {
    const address = '203.0.113.3';
    for (let i = 0; i < 4; i += 1) await signIn(address, 'admin', 'Wrong@2024');
    expect((await signIn(address, 'admin', DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await signIn(address, 'admin', 'Wrong@2024');
    expect((await signIn(address, 'admin', DEMO_PASSWORD, '/api/v1/tokens')).statusCode).toBe(201);
  });

  it('audits the failures, the start of the lock and each try of the locked account, never a password', async () => {
    const address = '203.0.113.4';
    gateway.audit.length = 0;
    for (let i = 0; i < 5; i += 1) await signIn(address, 'weak', 'Wrong@2024');
    await signIn(address, 'weak', '123456');
    const events = gateway.audit.map((entry) => `${entry.event}:${entry.outcome}`);
    expect(events).toEqual([
      ...Array.from({ length: 5 }, () => 'login:failure'),
      'login-locked:failure',
      'login-locked:failure',
    ]);
    expect(gateway.audit.every((entry) => entry.user === 'weak')).toBe(true);
    expect(gateway.audit[0]).toMatchObject({ target: 'POST /api/v1/session', detail: '账号或密码错误，请重试。' });
    expect(gateway.audit[5]!.detail).toMatch(/锁定/);
    expect(JSON.stringify(gateway.audit)).not.toMatch(/Wrong@2024|123456/);
  });
});

describe('address throttle (20 failures)', () => {
  it('refuses every login from an address after 20 failures over 4 accounts, the right password included', async () => {
    const address = '198.51.100.7';
    const answers = [];
    for (let i = 0; i < 20; i += 1) answers.push((await signIn(address, `guess${i % 4}`, 'Wrong@2024')).statusCode);
    expect(answers.every((status) => status === 400)).toBe(true);
    const loginsBefore = counter.logins();

    const next = await signIn(address, 'admin', DEMO_PASSWORD);
    expect(next.statusCode).toBe(429);
    expect(next.json()).toMatchObject({ type: 'urn:portal:problem:rate-limited', status: 429, detail: '登录失败次数过多，请稍后再试' });
    expect(next.headers['retry-after']).toBe('900');
    expect(counter.logins()).toBe(loginsBefore);
    expect((await signIn(address, 'admin', DEMO_PASSWORD, '/api/v1/tokens')).statusCode).toBe(429);
    // Another address signs admin in.
    expect((await signIn('198.51.100.8', 'admin', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('audits a successful login with the login name and role, and a token issue as such', async () => {
    gateway.audit.length = 0;
    await signIn('192.0.2.10', 'zhenhai', DEMO_PASSWORD);
    await signIn('192.0.2.10', 'zhenhai', DEMO_PASSWORD, '/api/v1/tokens');
    expect(gateway.audit).toEqual([
      expect.objectContaining({ event: 'login', outcome: 'success', user: 'zhenhai', role: 'enterprise_user' }),
      expect.objectContaining({ event: 'token-issued', outcome: 'success', user: 'zhenhai', target: 'POST /api/v1/tokens' }),
    ]);
  });
});
