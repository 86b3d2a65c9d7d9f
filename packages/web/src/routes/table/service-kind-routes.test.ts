import { REVIEWED_SERVICE_KIND_CODES, ROLE_PRESETS, SERVICE_KIND_CODES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildMenu, type MenuItem } from '../menu';
import { findRouteByName, ROUTE_TABLE } from '../route-table';
import { SERVICE_KIND_REVIEW_ROUTES, SERVICE_KIND_ROUTES, SERVICE_KIND_UNIT_ROUTES } from './service-kind-routes';

const childrenOf = (items: readonly MenuItem[], name: string): string[] =>
  items.find((item) => item.name === name)?.children?.map((child) => child.name) ?? [];

describe("the service kinds' routes, found in their features", () => {
  it('finds one routes.ts for every kind of the contract, and none for anything else', () => {
    expect(SERVICE_KIND_ROUTES.map((declared) => declared.kind).sort()).toEqual([...SERVICE_KIND_CODES].sort());
    // A reviewed kind without review pages could never be decided by the institute.
    const withoutReview = REVIEWED_SERVICE_KIND_CODES.filter((code) => !SERVICE_KIND_ROUTES.some((declared) => declared.kind === code && declared.review?.length));
    expect(withoutReview).toEqual([]);
  });

  it('puts the unit pages under 企业服务 and the reviews under 报检受理, each once', () => {
    for (const route of SERVICE_KIND_UNIT_ROUTES) expect(findRouteByName(route.name)?.fullPath).toBe(`/company-service/${route.path}`);
    for (const route of SERVICE_KIND_REVIEW_ROUTES) expect(findRouteByName(route.name)?.fullPath).toBe(`/inspection-review/${route.path}`);
    const names = [...SERVICE_KIND_UNIT_ROUTES, ...SERVICE_KIND_REVIEW_ROUTES].map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("keeps the menus' order: the kinds in the access catalogue's order, after the pages of their group", () => {
    const unit = buildMenu(ROUTE_TABLE, ROLE_PRESETS.enterprise);
    expect(childrenOf(unit, 'company-service').slice(-3)).toEqual(['fault-registration-detail', 'termination-application-detail', 'maintenance-pro-apply-detail']);
    const institute = buildMenu(ROUTE_TABLE, ROLE_PRESETS.administrator);
    expect(childrenOf(institute, 'inspection-review')).toEqual(['inspection-review-list', 'reissue-review-list', 'invoice-review', 'termination-review', 'maintenance-review']);
  });
});
