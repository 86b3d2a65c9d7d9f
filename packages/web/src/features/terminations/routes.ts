import { ACCESS } from '@portal/contract';
import { HIDDEN, HIDDEN_FRESH } from '../../routes/route-types';
import type { ServiceKindRoutes } from '../../routes/table/service-kind-routes';

/** The kind's pages in the route table (routes/table/service-kind-routes.ts finds them). */
export const ROUTES: ServiceKindRoutes = {
  kind: 'termination',
  unit: [
    { path: 'termination-application-detail', name: 'termination-application-detail', title: '停用报废注销申请', titleEn: 'Termination application', access: ACCESS.termination },
    { path: 'termination-apply', name: 'termination-apply', title: '停用报废注销申请填报', titleEn: 'Termination application form', access: ACCESS.termination, meta: HIDDEN_FRESH },
    { path: 'termination-view', name: 'termination-view', title: '停用报废注销申请详情', titleEn: 'Termination application detail', access: ACCESS.termination, meta: HIDDEN },
  ],
  review: [
    { path: 'termination-review', name: 'termination-review', title: '停用报废注销审核', titleEn: 'Termination review', access: ACCESS.inspectionReview },
    { path: 'termination-review-detail', name: 'termination-review-detail', title: '停用报废注销审核详情', titleEn: 'Termination review detail', access: ACCESS.inspectionReview, meta: HIDDEN },
  ],
};
