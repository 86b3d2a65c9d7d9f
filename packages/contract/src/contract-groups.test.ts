import { readdirSync } from 'node:fs';
import { isAppRoute, type AppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import * as packageExports from './index';

// contract.ts is the one list of the groups (CONTRIBUTING.md, "Add a resource through all layers"):
// a group's module written but not listed there would be neither served nor exported.
const moduleNames = readdirSync(new URL('./resources/', import.meta.url))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts')
  .map((name) => name.slice(0, -'.ts'.length));

const routesOf = (group: object): AppRoute[] => Object.values(group).filter((route): route is AppRoute => isAppRoute(route));
const keyOf = (route: AppRoute) => `${route.method} ${route.path}`;

const served = new Set(Object.values(contract).flatMap((group) => routesOf(group).map(keyOf)));

/** The groups a module exports: `…Routes` values whose members are all routes. */
function groupsOf(module: Record<string, unknown>): [string, AppRoute[]][] {
  return Object.entries(module).flatMap(([name, value]) => {
    if (!name.endsWith('Routes') || typeof value !== 'object' || value === null) return [];
    const routes = routesOf(value);
    return routes.length > 0 && routes.length === Object.keys(value).length ? [[name, routes] as [string, AppRoute[]]] : [];
  });
}

describe('the contract groups', () => {
  it.each(moduleNames)('resources/%s.ts: each group it exports is in the contract and the package', async (name) => {
    const module = (await import(`./resources/${name}.ts`)) as Record<string, unknown>;
    for (const [exported, routes] of groupsOf(module)) {
      expect(routes.map(keyOf).filter((key) => !served.has(key)), `${exported}: routes missing from contract.ts`).toEqual([]);
      expect(packageExports, `${exported} is not exported by the package`).toHaveProperty(exported);
    }
  });

  it('finds the groups it checks', async () => {
    const found = await Promise.all(moduleNames.map(async (name) => groupsOf((await import(`./resources/${name}.ts`)) as Record<string, unknown>)));
    expect(found.flat().length).toBe(Object.keys(contract).length);
  });
});
