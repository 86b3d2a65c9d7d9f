import { describe, expect, it } from 'vitest';
import { FLAT_ROUTES, NOT_FOUND_ROUTE } from '../routes/route-table';
import { BARE_PAGES } from './bare-pages';
import { PAGE_REGISTRY } from './page-registry';
import type { PageRegistry } from './lazy-page';

/** Every feature's `pages.ts` as the registry finds them. */
const FEATURE_PAGES = import.meta.glob<PageRegistry>('../features/*/pages.ts', { eager: true, import: 'PAGES' });

const routeNames = (layout: 'shell' | 'bare') =>
  new Set([...FLAT_ROUTES, NOT_FOUND_ROUTE].filter((route) => route.layout === layout).map((route) => route.name));

describe('PAGE_REGISTRY', () => {
  it('names only routes in the shell', () => {
    const names = routeNames('shell');
    expect(Object.keys(PAGE_REGISTRY).filter((name) => !names.has(name))).toEqual([]);
  });

  it('gives every page route in the shell its page (a feature whose pages.ts lacks one fails here)', () => {
    const pages = FLAT_ROUTES.filter((route) => route.layout === 'shell' && !route.children && !route.href);
    expect(pages.filter((route) => !PAGE_REGISTRY[route.name]).map((route) => route.name)).toEqual([]);
  });

  it("finds the features' pages.ts, each exporting PAGES, and no route name in two of them", () => {
    const files = Object.keys(import.meta.glob('../features/*/pages.ts'));
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => !FEATURE_PAGES[file])).toEqual([]);
    const names = Object.values(FEATURE_PAGES).flatMap((pages) => Object.keys(pages));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(names.filter((name) => !PAGE_REGISTRY[name])).toEqual([]);
  });

  it('gives every equipment query view and file page its page', () => {
    const equipment = FLAT_ROUTES.filter((route) => /^\/equipment\/(query-|detail\/)/.test(route.fullPath));
    expect(equipment.filter((route) => !PAGE_REGISTRY[route.name]).map((route) => route.name)).toEqual([]);
  });
});

describe('BARE_PAGES', () => {
  // The route gate looks a bare route up here alone: one registered in PAGE_REGISTRY would never show.
  it('names only routes without the shell', () => {
    const names = routeNames('bare');
    expect(Object.keys(BARE_PAGES).filter((name) => !names.has(name))).toEqual([]);
  });

  it('gives the login page and the page of unknown paths their pages', () => {
    expect(BARE_PAGES.login).toBeDefined();
    expect(BARE_PAGES[NOT_FOUND_ROUTE.name]).toBeDefined();
  });
});
