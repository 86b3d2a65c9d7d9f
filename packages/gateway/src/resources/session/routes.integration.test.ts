import { ACCESS, contract, parseApiDateTime, ZCurrentUserSchema, ZRoleSwitchSchema, ZTokenSchema } from '@portal/contract';
import { mintSsoToken } from '@portal/legacy-server/testing';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, expectNoPlatformSessionIds, login, platformIdsOf, sessionCookie, setUpGatewayTests } from '../../integration-support';
import { contractRoutes } from '../../http/not-implemented';

const SSO_SECRET = 'integration-sso-secret';

const gateway = setUpGatewayTests([], { platform: { ssoSecret: SSO_SECRET } });

/** An institute-only route (account management), to be refused to an enterprise role. */
function accountManagementRoute(): { method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'; url: string } {
  const found = contractRoutes(contract).find(
    ({ route }) => (route.metadata as { access?: string }).access === ACCESS.accountManage,
  );
  if (!found) throw new Error('the contract has no account-management route');
  return { method: found.route.method, url: found.route.path.replace(/:\w+/g, 'x') };
}

describe('POST /api/v1/session (login)', () => {
  it('signs qiye in with an httpOnly, SameSite=Lax session cookie and answers the current user', async () => {
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { username: 'qiye', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 86_400 });
    expect(cookie.secure).toBeFalsy();
    const user = ZCurrentUserSchema.parse(res.json());
    expect(user.loginName).toBe('qiye');
    expect(user.name).toBe('张丽');
    expect(user.currentRole.roleType).toBe('enterprise');
    expect(user.menuIds).toContain(ACCESS.equipmentView);
    expect(user.menuIds).toEqual(user.currentRole.menuIds);
    expectNoPlatformSessionIds(res, platformIdsOf(cookie.value));
  });

  it("answers wrong credentials with 400 and the platform's message, and no cookie", async () => {
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { username: 'qiye', password: 'Wrong@2024' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'urn:portal:problem:invalid-credentials', status: 400, detail: '账号或密码错误，请重试。' });
    expect(sessionCookie(res)).toBeUndefined();
  });
});

describe('GET /api/v1/session (current user)', () => {
  it('answers the signed-in user with roles, current role, menu ids and isSimplePwd', async () => {
    const cookie = await login(gateway.app, 'weak', '123456');
    const res = await gateway.app.inject({ method: 'GET', url: '/api/v1/session', cookies: { portal_session: cookie } });
    expect(res.statusCode).toBe(200);
    const user = ZCurrentUserSchema.parse(res.json());
    expect(user.loginName).toBe('weak');
    expect(user.isSimplePwd).toBe(true);
    expect(user.roles.length).toBeGreaterThan(0);
    expectNoPlatformSessionIds(res, platformIdsOf(cookie));
  });

  it('answers 401 without a session', async () => {
    const res = await gateway.app.inject({ method: 'GET', url: '/api/v1/session' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, title: '未登录或登录已过期' });
  });
});

describe('access ids', () => {
  it('refuses an account-management route to the enterprise user qiye with 403', async () => {
    const cookie = await login(gateway.app, 'qiye');
    const route = accountManagementRoute();
    const res = await gateway.app.inject({ ...route, cookies: { portal_session: cookie }, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, title: '无权访问' });
  });
});

describe('PUT /api/v1/session/role (role switch)', () => {
  it('switches admin between roles, re-seals the cookie and changes what the role may reach', async () => {
    const cookie = await login(gateway.app, 'admin');
    const before = ZCurrentUserSchema.parse(
      (await gateway.app.inject({ method: 'GET', url: '/api/v1/session', cookies: { portal_session: cookie } })).json(),
    );
    expect(before.roles.length).toBeGreaterThanOrEqual(2);
    const target = before.roles.find((role) => role.id !== before.currentRole.id)!;

    const res = await gateway.app.inject({
      method: 'PUT',
      url: '/api/v1/session/role',
      cookies: { portal_session: cookie },
      payload: { roleId: target.id },
    });
    expect(res.statusCode).toBe(200);
    const after = ZCurrentUserSchema.parse(res.json());
    // A browser's new token travels in its cookie only.
    expect(res.json()).not.toHaveProperty('token');
    expect(after.currentRole.id).toBe(target.id);
    expect(after.menuIds).toEqual(target.menuIds);
    expect(after.menuIds).not.toEqual(before.menuIds);
    const renewed = sessionCookie(res)!;
    expect(renewed.httpOnly).toBe(true);
    expect(renewed.value).not.toBe(cookie);
    expectNoPlatformSessionIds(res, platformIdsOf(renewed.value));

    // The new token carries the new role: the platform and the access guard both see it.
    const again = await gateway.app.inject({ method: 'GET', url: '/api/v1/session', cookies: { portal_session: renewed.value } });
    expect(again.json().currentRole.id).toBe(target.id);
    // admin starts as 系统管理员 and switches to 企业用户, which may not manage accounts.
    expect(before.menuIds).toContain(ACCESS.accountManage);
    expect(after.menuIds).not.toContain(ACCESS.accountManage);
    const route = accountManagementRoute();
    const withNewRole = await gateway.app.inject({ ...route, cookies: { portal_session: renewed.value }, payload: {} });
    expect(withNewRole.statusCode).toBe(403);
    // The cookie sealed before the switch does not keep the administrator's access: it is no session any more.
    const withOldRole = await gateway.app.inject({ ...route, cookies: { portal_session: cookie }, payload: {} });
    expect(withOldRole.statusCode).toBe(401);
    expect(sessionCookie(withOldRole)?.value).toBe('');
  });

  it("refuses a role the user does not hold with the platform's message", async () => {
    const cookie = await login(gateway.app, 'qiye');
    const res = await gateway.app.inject({
      method: 'PUT',
      url: '/api/v1/session/role',
      cookies: { portal_session: cookie },
      payload: { roleId: 'no-such-role' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/[\u4e00-\u9fa5]/);
    expect(res.json().type).toBe('urn:portal:problem:platform-refused');
  });

  it('answers a bearer caller the new token in the body, and refuses the old one as an invalid token', async () => {
    const issued = await gateway.app.inject({ method: 'POST', url: '/api/v1/tokens', payload: { username: 'admin', password: DEMO_PASSWORD } });
    const old = { authorization: `Bearer ${ZTokenSchema.parse(issued.json()).token}` };
    const user = ZCurrentUserSchema.parse((await gateway.app.inject({ method: 'GET', url: '/api/v1/session', headers: old })).json());
    const target = user.roles.find((role) => role.id !== user.currentRole.id)!;

    const res = await gateway.app.inject({ method: 'PUT', url: '/api/v1/session/role', headers: old, payload: { roleId: target.id } });
    expect(res.statusCode).toBe(200);
    const switched = ZRoleSwitchSchema.parse(res.json());
    expect(switched.currentRole.id).toBe(target.id);
    expect(switched.token).toMatch(/^v1\./);
    // The header older clients read carries the same token.
    expect(res.headers['x-session-token']).toBe(switched.token);

    const current = await gateway.app.inject({ method: 'GET', url: '/api/v1/session', headers: { authorization: `Bearer ${switched.token}` } });
    expect(current.json().currentRole.id).toBe(target.id);
    const refused = await gateway.app.inject({ method: 'GET', url: '/api/v1/session', headers: old });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="portal", error="invalid_token"');
  });
});

describe('bearer tokens (POST /api/v1/tokens)', () => {
  it('issues a token in the body, without a cookie, that works as Authorization: Bearer', async () => {
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/v1/tokens',
      payload: { username: 'admin', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['set-cookie']).toBeUndefined();
    const token = ZTokenSchema.parse(res.json());
    expect(token.tokenType).toBe('Bearer');
    expect(parseApiDateTime(token.expiresAt)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expectNoPlatformSessionIds(res, platformIdsOf(token.token));

    const headers = { authorization: `Bearer ${token.token}` };
    const current = await gateway.app.inject({ method: 'GET', url: '/api/v1/session', headers });
    expect(current.statusCode).toBe(200);
    const user = ZCurrentUserSchema.parse(current.json());

    // A bearer caller gets the re-sealed token back in a header, not as a cookie.
    const target = user.roles.find((role) => role.id !== user.currentRole.id)!;
    const switched = await gateway.app.inject({ method: 'PUT', url: '/api/v1/session/role', headers, payload: { roleId: target.id } });
    expect(switched.statusCode).toBe(200);
    expect(switched.headers['set-cookie']).toBeUndefined();
    const renewed = String(switched.headers['x-session-token']);
    const viaRenewed = await gateway.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { authorization: `Bearer ${renewed}` },
    });
    expect(viaRenewed.json().currentRole.id).toBe(target.id);
  });

  it('refuses wrong credentials', async () => {
    const res = await gateway.app.inject({ method: 'POST', url: '/api/v1/tokens', payload: { username: 'admin', password: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe('urn:portal:problem:invalid-credentials');
  });
});

describe('POST /api/v1/session/sso', () => {
  it('signs in with a token minted by the institute', async () => {
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/v1/session/sso',
      payload: { ssotoken: mintSsoToken('shenhe', SSO_SECRET, 60_000) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().loginName).toBe('shenhe');
    expect(sessionCookie(res)?.httpOnly).toBe(true);
  });

  it('refuses a forged token', async () => {
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/v1/session/sso',
      payload: { ssotoken: mintSsoToken('shenhe', 'another-secret', 60_000) },
    });
    expect(res.statusCode).toBe(400);
    expect(sessionCookie(res)).toBeUndefined();
  });
});

describe('DELETE /api/v1/session (logout)', () => {
  it('ends the platform session and clears the cookie', async () => {
    const cookie = await login(gateway.app, 'qiye');
    const res = await gateway.app.inject({ method: 'DELETE', url: '/api/v1/session', cookies: { portal_session: cookie } });
    expect(res.statusCode).toBe(204);
    const cleared = sessionCookie(res)!;
    expect(cleared.value).toBe('');
    // The token still unseals, but the platform has forgotten its session.
    const after = await gateway.app.inject({ method: 'GET', url: '/api/v1/session', cookies: { portal_session: cookie } });
    expect(after.statusCode).toBe(401);
    expect(sessionCookie(after)?.value).toBe('');
  });
});
