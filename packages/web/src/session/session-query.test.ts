import { ROLE_PRESETS, type CurrentUser } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from './session-query';

const USER: CurrentUser = {
  id: '10001',
  loginName: 'qiye',
  name: '张丽',
  unitId: '20002',
  areaCode: null,
  isSimplePwd: false,
  currentRole: { id: 'enterprise_user', name: '企业用户', roleType: 'enterprise', menuIds: [...ROLE_PRESETS.enterprise] },
  roles: [],
  menuIds: [...ROLE_PRESETS.enterprise],
};

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
}

function stubFetch(...responses: Response[]) {
  const calls: Array<{ method: string; url: string }> = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url: String(url) });
    return responses.shift() ?? answer(204);
  });
  return calls;
}

const HINT = 'portal_signed_in=1';
beforeEach(() => {
  document.cookie = `${HINT}; path=/`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${HINT}; path=/; max-age=0`;
});

describe('fetchCurrentUser (the first navigation with a session)', () => {
  it('returns the signed-in user', async () => {
    stubFetch(answer(200, USER));
    expect(await fetchCurrentUser()).toEqual(USER);
  });

  it('asks nothing without a session cookie (no 401 on a public page)', async () => {
    document.cookie = `${HINT}; path=/; max-age=0`;
    const calls = stubFetch(answer(401, { type: 'x', title: '未登录', status: 401 }));
    expect(await fetchCurrentUser()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('reads a 401 as no session, without logging out', async () => {
    const calls = stubFetch(answer(401, { type: 'x', title: '未登录', status: 401 }));
    expect(await fetchCurrentUser()).toBeNull();
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('clears the session when the user info cannot be loaded', async () => {
    const calls = stubFetch(answer(502, { type: 'x', title: '平台无响应', status: 502 }));
    expect(await fetchCurrentUser()).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/v1/session',
      'DELETE /api/v1/session',
    ]);
  });
});
