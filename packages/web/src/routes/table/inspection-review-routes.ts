import { ACCESS } from '@portal/contract';
import { HIDDEN, type RouteDef } from '../route-types';
import { SERVICE_KIND_REVIEW_ROUTES } from './service-kind-routes';

/**
 * 报检受理: the institute's pages (auditor and administrator presets hold `inspection:review`):
 * every unit's inspection applications with the moves of their life, and the re-issue decisions.
 */
export const inspectionReviewRoutes: RouteDef = {
  path: '/inspection-review',
  name: 'inspection-review',
  title: '报检受理',
  titleEn: 'Inspection handling',
  icon: 'clipboard-check',
  redirect: '/inspection-review/applications',
  children: [
    { path: 'applications', name: 'inspection-review-list', title: '报检申请处理', titleEn: 'Inspection applications', access: ACCESS.inspectionReview },
    {
      path: 'application-detail',
      name: 'inspection-review-detail',
      title: '报检申请办理',
      titleEn: 'Inspection application handling',
      access: ACCESS.inspectionReview,
      meta: HIDDEN,
    },
    { path: 'reissue', name: 'reissue-review-list', title: '补发申请审核', titleEn: 'Re-issue reviews', access: ACCESS.inspectionReview },
    {
      path: 'reissue-detail',
      name: 'reissue-review-detail',
      title: '补发申请审核详情',
      titleEn: 'Re-issue review',
      access: ACCESS.inspectionReview,
      meta: HIDDEN,
    },
    { path: 'invoices', name: 'invoice-review', title: '发票管理', titleEn: 'Invoice management', access: ACCESS.inspectionReview },
    // The service kinds' reviews, declared with the kinds' own pages (service-kind-routes.ts).
    ...SERVICE_KIND_REVIEW_ROUTES,
  ],
};
