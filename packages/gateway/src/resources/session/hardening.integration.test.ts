import { ACCESS, contract, ZCurrentUserSchema, ZTokenSchema } from '@portal/contract';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login, sessionCookie } from '../../integration-support';
import { contractRoutes } from '../../http/not-implemented';
import { startAuditedGateway } from '../../security/test-gateway';

// Session hardening: the __Host- cookie, tokens of a superseded role, and the session's audit trail.
let platform: { url: string; close(): Promise<void> };
let gateway: Awaited<ReturnType<typeof startAuditedGateway>>;
let secureGateway: Awaited<ReturnType<typeof startAuditedGateway>>;

beforeAll(async () => {
  platform = await startTestLegacyServer();
  gateway = await startAuditedGateway(platform.url);
  secureGateway = await startAuditedGateway(platform.url, { COOKIE_SECURE: 'true' });
});

afterAll(async () => {
  await gateway?.close();
  await secureGateway?.close();
  await platform?.close();
});

/** A list (a GET without path parameters) one role may use and the other may not. */
function routeOnlyFor(menuIds: string[], notMenuIds: string[]): { method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'; url: string } {
  const found = contractRoutes(contract).find(({ route }) => {
    const access = (route.metadata as { access?: string }).access ?? '';
    return route.method === 'GET' && !route.path.includes(':') && menuIds.includes(access) && !notMenuIds.includes(access);
  });
  if (!found) throw new Error('the two roles reach the same routes');
  return { method: found.route.method, url: found.route.path.replace(/:\w+/g, 'x') };
}

describe('a role switch', () => {
  it('refuses the bearer token sealed before a role switch on a route its old role could use', async () => {
    const issued = await gateway.app.inject({
      method: 'POST',
      url: '/api/v1/tokens',
      payload: { username: 'admin', password: DEMO_PASSWORD },
    });
    const oldToken = ZTokenSchema.parse(issued.json()).token;
    const old = { authorization: `Bearer ${oldToken}` };
    const user = ZCurrentUserSchema.parse((await gateway.app.inject({ method: 'GET', url: '/api/v1/session', headers: old })).json());
    const target = user.roles.find((role) => role.id !== user.currentRole.id)!;
    // A route of the current role that the other role may not use.
    const route = routeOnlyFor(user.currentRole.menuIds, target.menuIds);
    const before = await gateway.app.inject({ ...route, headers: old, payload: {} });
    expect([401, 403]).not.toContain(before.statusCode);

    const switched = await gateway.app.inject({ method: 'PUT', url: '/api/v1/session/role', headers: old, payload: { roleId: target.id } });
    expect(switched.statusCode).toBe(200);
    const newToken = String(switched.headers['x-session-token']);

    const refused = await gateway.app.inject({ ...route, headers: old, payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: 401, title: '未登录或登录已过期' });
    const current = await gateway.app.inject({ method: 'GET', url: '/api/v1/session', headers: { authorization: `Bearer ${newToken}` } });
    expect(current.json().currentRole.id).toBe(target.id);
  });

});

describe('the session cookie over HTTPS (COOKIE_SECURE)', () => {
  it('is a __Host- cookie: Secure, Path=/, no Domain, and the only name read', async () => {
    const res = await secureGateway.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { username: 'qiye', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((one) => one.name === '__Host-portal_session')!;
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.domain).toBeUndefined();
    expect(res.cookies.find((one) => one.name === 'portal_session')).toBeUndefined();

    const current = await secureGateway.app.inject({ method: 'GET', url: '/api/v1/session', cookies: { '__Host-portal_session': cookie.value } });
    expect(current.statusCode).toBe(200);
    const plainName = await secureGateway.app.inject({ method: 'GET', url: '/api/v1/session', cookies: { portal_session: cookie.value } });
    expect(plainName.statusCode).toBe(401);
  });
});

describe('audit trail of the session', () => {
  it('records a role switch with the new role as target, and a logout', async () => {
    const cookie = await login(gateway.app, 'admin');
    const user = ZCurrentUserSchema.parse(
      (await gateway.app.inject({ method: 'GET', url: '/api/v1/session', cookies: { portal_session: cookie } })).json(),
    );
    const target = user.roles.find((role) => role.id !== user.currentRole.id)!;
    gateway.audit.length = 0;
    const switched = await gateway.app.inject({
      method: 'PUT',
      url: '/api/v1/session/role',
      cookies: { portal_session: cookie },
      payload: { roleId: target.id },
    });
    await gateway.app.inject({ method: 'DELETE', url: '/api/v1/session', cookies: { portal_session: sessionCookie(switched)!.value } });
    expect(gateway.audit).toEqual([
      expect.objectContaining({ event: 'role-switched', outcome: 'success', user: 'admin', role: user.currentRole.id, target: target.id }),
      expect.objectContaining({ event: 'logout', outcome: 'success', user: 'admin', role: target.id }),
    ]);
  });

  it('records a refused access with the route pattern, not the query', async () => {
    const cookie = await login(gateway.app, 'qiye');
    const route = routeOnlyFor([ACCESS.accountManage], []);
    gateway.audit.length = 0;
    await gateway.app.inject({ ...route, url: `${route.url}?keyword=13912345678`, cookies: { portal_session: cookie }, payload: {} });
    expect(gateway.audit).toEqual([
      expect.objectContaining({ event: 'access-denied', outcome: 'failure', user: 'qiye', role: 'enterprise_user' }),
    ]);
    expect(gateway.audit[0]!.target).toMatch(/^(GET|POST|PUT|DELETE|PATCH) \/api\/v1\//);
    expect(JSON.stringify(gateway.audit)).not.toContain('13912345678');
  });

  it('does not audit the session check of a visitor who presents no token', async () => {
    gateway.audit.length = 0;
    await gateway.app.inject({ method: 'GET', url: '/api/v1/session' });
    expect(gateway.audit).toEqual([]);
  });
});
