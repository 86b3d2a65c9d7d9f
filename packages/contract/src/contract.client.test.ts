import { initClient, type ApiFetcherArgs } from '@ts-rest/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { contract } from './contract';
import type { CurrentUser } from './resources/session';

/** A ts-rest client over a recording fetcher: what the SPA sends for a typed call. */
function recordingClient(answer: { status: number; body: unknown }) {
  const calls: ApiFetcherArgs[] = [];
  const client = initClient(contract, {
    baseUrl: 'http://gateway',
    validateResponse: true,
    api: async (args) => {
      calls.push(args);
      return { ...answer, headers: new Headers() };
    },
  });
  return { client, calls };
}

const user: CurrentUser = {
  id: 'u1',
  loginName: 'ylq',
  name: '张三',
  unitId: 'unit-1',
  areaCode: '330206',
  isSimplePwd: false,
  currentRole: { id: 'r1', name: '企业用户', roleType: 'enterprise', menuIds: ['equipment:view'] },
  roles: [{ id: 'r1', name: '企业用户', roleType: 'enterprise', menuIds: ['equipment:view'] }],
  menuIds: ['equipment:view'],
};

describe('typed client over the contract', () => {
  it('posts the login body as JSON to /api/v1/session and types the answer', async () => {
    const { client, calls } = recordingClient({ status: 200, body: user });
    const result = await client.session.login({ body: { username: 'ylq', password: 'Abc@12345' } });
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'http://gateway/api/v1/session' });
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ username: 'ylq', password: 'Abc@12345' });
    if (result.status === 200) expectTypeOf(result.body).toEqualTypeOf<CurrentUser>();
    expect(result).toMatchObject({ status: 200, body: { loginName: 'ylq' } });
  });

  it('puts list filters in the query string', async () => {
    const { client, calls } = recordingClient({
      status: 200,
      body: { items: [], total: 0, page: 2, pageSize: 20 },
    });
    await client.equipment.list({ query: { view: 'overdue', page: 2, categoryCode: '3000' } });
    const url = new URL(calls[0]!.path);
    expect(url.pathname).toBe('/api/v1/equipment');
    expect(Object.fromEntries(url.searchParams)).toEqual({ view: 'overdue', page: '2', categoryCode: '3000' });
  });

  it('fills path parameters', async () => {
    const { client, calls } = recordingClient({ status: 204, body: undefined });
    await client.attachments.delete({ params: { id: 'att-9' } });
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: 'http://gateway/api/v1/attachments/att-9' });
  });

  it('types problem answers on every route', async () => {
    const problem = { type: 'about:blank', title: '未登录', status: 401 };
    const { client } = recordingClient({ status: 401, body: problem });
    const result = await client.unit.get();
    if (result.status === 401) expectTypeOf(result.body.title).toEqualTypeOf<string>();
    expect(result).toMatchObject({ status: 401, body: problem });
  });
});
