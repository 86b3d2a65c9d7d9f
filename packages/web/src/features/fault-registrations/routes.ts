import { ACCESS } from '@portal/contract';
import { HIDDEN, HIDDEN_FRESH } from '../../routes/route-types';
import type { ServiceKindRoutes } from '../../routes/table/service-kind-routes';

/**
 * The kind's pages in the route table (routes/table/service-kind-routes.ts finds them); its menu
 * entry is the shared 救援及故障登记 (rescue-registrations/routes.ts).
 */
export const ROUTES: ServiceKindRoutes = {
  kind: 'fault-registration',
  unit: [
    { path: 'fault-registration-list', name: 'fault-registration-list', title: '电梯故障登记', titleEn: 'Elevator faults', access: ACCESS.faultRescue, meta: HIDDEN },
    { path: 'fault-registration-form', name: 'fault-registration-form', title: '故障登记', titleEn: 'Register a fault', access: ACCESS.faultRescue, meta: HIDDEN_FRESH },
    { path: 'fault-registration-view', name: 'fault-registration-view', title: '故障登记详情', titleEn: 'Fault registration', access: ACCESS.faultRescue, meta: HIDDEN },
  ],
};
