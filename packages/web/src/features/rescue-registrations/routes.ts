import { ACCESS } from '@portal/contract';
import { HIDDEN, HIDDEN_FRESH } from '../../routes/route-types';
import type { ServiceKindRoutes } from '../../routes/table/service-kind-routes';

/**
 * The kind's pages in the route table (routes/table/service-kind-routes.ts finds them), with the
 * menu entry 救援及故障登记 that fault registrations share: it opens the rescue list.
 */
export const ROUTES: ServiceKindRoutes = {
  kind: 'rescue-registration',
  unit: [
    { path: 'fault-registration-detail', name: 'fault-registration-detail', title: '救援及故障登记', titleEn: 'Rescue and fault registration', access: ACCESS.faultRescue },
    { path: 'rescue-registration-form', name: 'rescue-registration-form', title: '困人救援登记', titleEn: 'Register an entrapment', access: ACCESS.faultRescue, meta: HIDDEN_FRESH },
    { path: 'rescue-registration-view', name: 'rescue-registration-view', title: '救援登记详情', titleEn: 'Rescue registration', access: ACCESS.faultRescue, meta: HIDDEN },
  ],
};
