import { contract } from '@portal/contract';
import { isAppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { contractRoutes, unimplementedRoutes } from './not-implemented';

describe('contractRoutes', () => {
  it('lists every route of the contract once', () => {
    const routes = contractRoutes(contract);
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.every(({ route }) => isAppRoute(route))).toBe(true);
    expect(new Set(routes.map((r) => `${r.route.method} ${r.route.path}`)).size).toBe(routes.length);
    expect(routes.map((r) => r.key)).toContain('session.login');
  });
});

describe('unimplementedRoutes', () => {
  const handler = async () => ({ status: 200, body: {} });

  it('leaves out the routes that have a handler', () => {
    const missing = unimplementedRoutes(contract, { session: { login: handler }, unit: { get: handler } });
    const keys = missing.map((r) => r.key);
    expect(keys).not.toContain('session.login');
    expect(keys).not.toContain('unit.get');
    expect(keys).toContain('session.logout');
    expect(keys).toContain('unit.update');
  });

  it('is every route when nothing is implemented, and none when all are', () => {
    const all = contractRoutes(contract);
    expect(unimplementedRoutes(contract, {})).toHaveLength(all.length);
    const everything: Record<string, unknown> = {};
    for (const { key } of all) {
      const parts = key.split('.');
      let node = everything;
      for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      node[parts.at(-1)!] = handler;
    }
    expect(unimplementedRoutes(contract, everything)).toEqual([]);
  });
});
