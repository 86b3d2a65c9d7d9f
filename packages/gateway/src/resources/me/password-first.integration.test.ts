import { ZTokenSchema } from '@portal/contract';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, sessionCookie } from '../../integration-support';
import { startAuditedGateway } from '../../security/test-gateway';

// `weak` signs in with the too simple password 123456 (isSimplePwd): the server, not only the
// SPA's dialog, holds them to the password change.
let platform: { url: string; close(): Promise<void> };
let gateway: Awaited<ReturnType<typeof startAuditedGateway>>;

beforeAll(async () => {
  platform = await startTestLegacyServer();
  gateway = await startAuditedGateway(platform.url);
});

afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

const MUST_CHANGE = '请先修改初始密码后再使用平台';

async function weakToken(): Promise<string> {
  const res = await gateway.app.inject({ method: 'POST', url: '/api/v1/tokens', payload: { username: 'weak', password: '123456' } });
  return ZTokenSchema.parse(res.json()).token;
}

describe('a user who must change a too simple password', () => {
  it('gets a 403 problem saying so on /api/v1/equipment, with the cookie and with a bearer token', async () => {
    const cookie = await login(gateway.app, 'weak', '123456');
    const withCookie = await gateway.app.inject({ method: 'GET', url: '/api/v1/equipment', cookies: { portal_session: cookie } });
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(withCookie.json()).toMatchObject({ status: 403, detail: MUST_CHANGE });

    const withToken = await gateway.app.inject({
      method: 'GET',
      url: '/api/v1/equipment',
      headers: { authorization: `Bearer ${await weakToken()}` },
    });
    expect(withToken.statusCode).toBe(403);
    expect(withToken.json()).toMatchObject({ status: 403, detail: MUST_CHANGE });
  });

  it('is refused writes too, before the body is even read', async () => {
    const cookie = await login(gateway.app, 'weak', '123456');
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/v1/error-logs',
      cookies: { portal_session: cookie },
      payload: { type: 'ajax', code: '0', mes: 'x', url: '/home' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(MUST_CHANGE);
  });

  it('still reaches the session, the own profile, a role switch and sign-out', async () => {
    const cookie = await login(gateway.app, 'weak', '123456');
    const cookies = { portal_session: cookie };
    const current = await gateway.app.inject({ method: 'GET', url: '/api/v1/session', cookies });
    expect(current.statusCode).toBe(200);
    expect(current.json().isSimplePwd).toBe(true);
    expect((await gateway.app.inject({ method: 'GET', url: '/api/v1/me', cookies })).statusCode).toBe(200);
    const role = current.json().currentRole.id as string;
    expect((await gateway.app.inject({ method: 'PUT', url: '/api/v1/session/role', cookies, payload: { roleId: role } })).statusCode).toBe(200);
    expect((await gateway.app.inject({ method: 'DELETE', url: '/api/v1/session', cookies })).statusCode).toBe(204);
  });

  it('audits the refusal as access denied', async () => {
    const cookie = await login(gateway.app, 'weak', '123456');
    gateway.audit.length = 0;
    await gateway.app.inject({ method: 'GET', url: '/api/v1/equipment?keyword=x', cookies: { portal_session: cookie } });
    expect(gateway.audit).toEqual([
      expect.objectContaining({ event: 'access-denied', user: 'weak', target: 'GET /api/v1/equipment', detail: MUST_CHANGE }),
    ]);
  });

  it('uses the platform freely once the password is changed, and the change is audited', async () => {
    const cookie = await login(gateway.app, 'weak', '123456');
    gateway.audit.length = 0;
    const changed = await gateway.app.inject({
      method: 'PUT',
      url: '/api/v1/me/password',
      cookies: { portal_session: cookie },
      payload: { oldPassword: '123456', newPassword: 'Ningbo@2025', newPasswordCheck: 'Ningbo@2025' },
    });
    expect(changed.statusCode).toBe(204);
    // The reference platform ends the session after a change: the cookie goes, and the user signs in again.
    expect(sessionCookie(changed)?.value).toBe('');
    expect(gateway.audit).toEqual([expect.objectContaining({ event: 'password-changed', outcome: 'success', user: 'weak' })]);
    expect(JSON.stringify(gateway.audit)).not.toMatch(/123456|Ningbo@2025/);

    const fresh = await login(gateway.app, 'weak', 'Ningbo@2025');
    const equipment = await gateway.app.inject({ method: 'GET', url: '/api/v1/equipment', cookies: { portal_session: fresh } });
    expect(equipment.statusCode).toBe(200);
  });
});

describe('a user with a sound password', () => {
  it('is not held to a password change', async () => {
    const cookie = await login(gateway.app, 'qiye');
    const res = await gateway.app.inject({ method: 'GET', url: '/api/v1/equipment', cookies: { portal_session: cookie } });
    expect(res.statusCode).toBe(200);
  });
});
