import { ALL_ACCESS_IDS, SERVICE_KINDS, type ServiceKind } from '@portal/contract';
import type { RouteDef } from '../route-types';

/**
 * A service kind's pages (CONTRIBUTING.md, "Add a service kind"), declared in its feature's
 * `routes.ts` as `ROUTES`: the unit's pages go under 企业服务, a reviewed kind's review pages under
 * 报检受理. Fault and rescue registrations share one menu entry (救援及故障登记), held by one of them.
 */
export type ServiceKindRoutes = {
  kind: ServiceKind;
  unit: RouteDef[];
  review?: RouteDef[];
};

/**
 * Every feature's `routes.ts`, read at build time (Vite; e2e/support/route-list.ts expands the glob
 * for esbuild the same way), so a new kind's pages edit no shared table.
 */
const DECLARED = Object.values(import.meta.glob<ServiceKindRoutes>('../../features/*/routes.ts', { eager: true, import: 'ROUTES' }));

const menuRank = (declared: ServiceKindRoutes) => ALL_ACCESS_IDS.indexOf(SERVICE_KINDS.find((kind) => kind.code === declared.kind)!.access);
const kindRank = (declared: ServiceKindRoutes) => SERVICE_KINDS.findIndex((kind) => kind.code === declared.kind);

/** In the order of the kinds' menu ids in the access catalogue (the menu's order), then of the kinds. */
export const SERVICE_KIND_ROUTES: readonly ServiceKindRoutes[] = [...DECLARED].sort((a, b) => menuRank(a) - menuRank(b) || kindRank(a) - kindRank(b));

/** The unit's pages of every kind, under 企业服务 (service-routes.ts). */
export const SERVICE_KIND_UNIT_ROUTES: RouteDef[] = SERVICE_KIND_ROUTES.flatMap((declared) => declared.unit);

/** The institute's review pages of every reviewed kind, under 报检受理 (inspection-review-routes.ts). */
export const SERVICE_KIND_REVIEW_ROUTES: RouteDef[] = SERVICE_KIND_ROUTES.flatMap((declared) => declared.review ?? []);
