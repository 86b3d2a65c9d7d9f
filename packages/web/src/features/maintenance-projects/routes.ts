import { ACCESS } from '@portal/contract';
import { HIDDEN, HIDDEN_FRESH } from '../../routes/route-types';
import type { ServiceKindRoutes } from '../../routes/table/service-kind-routes';

/** The kind's pages in the route table (routes/table/service-kind-routes.ts finds them). */
export const ROUTES: ServiceKindRoutes = {
  kind: 'maintenance-project',
  unit: [
    { path: 'maintenance-pro-apply-detail', name: 'maintenance-pro-apply-detail', title: '维保项目申请', titleEn: 'Maintenance project application', access: ACCESS.maintenance },
    { path: 'maintenance-pro-apply', name: 'maintenance-pro-apply', title: '维保项目告知填报', titleEn: 'Maintenance project notice form', access: ACCESS.maintenance, meta: HIDDEN_FRESH },
    { path: 'maintenance-pro-view', name: 'maintenance-pro-view', title: '维保项目申请详情', titleEn: 'Maintenance project detail', access: ACCESS.maintenance, meta: HIDDEN },
  ],
  review: [
    { path: 'maintenance-review', name: 'maintenance-review', title: '维保项目审核', titleEn: 'Maintenance project review', access: ACCESS.inspectionReview },
    { path: 'maintenance-review-detail', name: 'maintenance-review-detail', title: '维保项目审核详情', titleEn: 'Maintenance project review detail', access: ACCESS.inspectionReview, meta: HIDDEN },
  ],
};
