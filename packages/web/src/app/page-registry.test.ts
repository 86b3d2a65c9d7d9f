import { describe, expect, it } from 'vitest';
import { FLAT_ROUTES, NOT_FOUND_ROUTE } from '../routes/route-table';
import { PAGE_REGISTRY } from './page-registry';

describe('PAGE_REGISTRY', () => {
  it('names only routes of the route table', () => {
    const names = new Set([...FLAT_ROUTES.map((route) => route.name), NOT_FOUND_ROUTE.name]);
    expect(Object.keys(PAGE_REGISTRY).filter((name) => !names.has(name))).toEqual([]);
  });

  it('gives every equipment query view and file page its page', () => {
    const equipment = FLAT_ROUTES.filter((route) => /^\/equipment\/(query-|detail\/)/.test(route.fullPath));
    expect(equipment.filter((route) => !PAGE_REGISTRY[route.name]).map((route) => route.name)).toEqual([]);
  });
});
