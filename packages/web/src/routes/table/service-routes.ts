import { ACCESS, type ReviewedServiceKind } from '@portal/contract';
import { appConfig } from '../../app/config';
import type { RouteDef } from '../route-types';

const hidden = { hideInMenu: true } as const;
const hiddenFresh = { hideInMenu: true, notCache: true } as const;

const review = ACCESS.inspectionReview;

/**
 * The institute's review pages of each reviewed service kind (in the 报检受理 group,
 * inspection-review-routes.ts), declared here beside the unit's pages of the kind so that a new
 * kind edits this table alone; the type asks for every kind of the contract's list.
 */
export const SERVICE_KIND_REVIEW_ROUTES: Readonly<Record<ReviewedServiceKind, RouteDef[]>> = {
  termination: [
    { path: 'termination-review', name: 'termination-review', title: '停用报废注销审核', titleEn: 'Termination review', access: review },
    { path: 'termination-review-detail', name: 'termination-review-detail', title: '停用报废注销审核详情', titleEn: 'Termination review detail', access: review, meta: hidden },
  ],
  'maintenance-project': [
    { path: 'maintenance-review', name: 'maintenance-review', title: '维保项目审核', titleEn: 'Maintenance project review', access: review },
    { path: 'maintenance-review-detail', name: 'maintenance-review-detail', title: '维保项目审核详情', titleEn: 'Maintenance project review detail', access: review, meta: hidden },
  ],
};

export const companyServiceRoutes: RouteDef = {
  path: '/company-service',
  name: 'company-service',
  title: '企业服务',
  titleEn: 'Company services',
  icon: 'briefcase',
  redirect: '/company-service/online-apply',
  children: [
    { path: 'online-apply', name: 'online-apply', title: '网上报检', titleEn: 'Online inspection', access: ACCESS.inspectionView },
    {
      path: 'online-apply-form',
      name: 'online-apply-form',
      title: '定期检验申请',
      titleEn: 'Periodic inspection application',
      access: ACCESS.inspectionApply,
      meta: { notCache: true },
    },
    {
      path: 'online-apply-form-JJ',
      name: 'online-apply-form-JJ',
      title: '首次检验申请',
      titleEn: 'First inspection application',
      access: ACCESS.inspectionApply,
      meta: { notCache: true },
    },
    {
      path: 'online-apply-form-JD',
      name: 'online-apply-form-JD',
      title: '监督检验申请',
      titleEn: 'Supervision inspection application',
      access: ACCESS.inspectionApply,
      meta: { notCache: true },
    },
    {
      path: 'ping-DJ-apply',
      name: 'ping-DJ-apply',
      title: '管道定期检验申请',
      titleEn: 'Pipeline periodic inspection',
      access: ACCESS.inspectionApply,
      meta: { notCache: true },
    },
    { path: 'new-equ-apply', name: 'new-equ-apply', title: '新设备报检', titleEn: 'New equipment inspection', access: ACCESS.inspectionApply },
    {
      path: 'online-apply-edit',
      name: 'online-apply-edit',
      title: '报检申请修改',
      titleEn: 'Edit application',
      access: ACCESS.inspectionApply,
      meta: hiddenFresh,
    },
    {
      path: 'online-apply-edit-JJ',
      name: 'online-apply-edit-JJ',
      title: '首次检验申请修改',
      titleEn: 'Edit first inspection application',
      access: ACCESS.inspectionApply,
      meta: hiddenFresh,
    },
    { path: 'online-apply-query', name: 'online-apply-query', title: '报检查询', titleEn: 'Applications', access: ACCESS.inspectionView },
    {
      path: 'online-apply-detail',
      name: 'online-apply-detail',
      title: '报检详情',
      titleEn: 'Application detail',
      access: ACCESS.inspectionView,
      meta: hidden,
    },
    { path: 'online-apply-pay', name: 'online-apply-pay', title: '网上缴费', titleEn: 'Online payment', access: ACCESS.inspectionPay },
    {
      path: 'reissue',
      name: 'reissue',
      title: '报告及资料补发申请',
      titleEn: 'Re-issue of reports and materials',
      access: ACCESS.selfService,
      href: appConfig.reissueUrl,
    },
    { path: 'reissue-apply', name: 'reissue-apply', title: '补发申请', titleEn: 'Apply for re-issue', access: ACCESS.selfService, meta: hiddenFresh },
    { path: 'reissue-list', name: 'reissue-list', title: '我的补发申请', titleEn: 'Re-issue applications', access: ACCESS.selfService },
    { path: 'reissue-detail', name: 'reissue-detail', title: '补发申请详情', titleEn: 'Re-issue application', access: ACCESS.selfService, meta: hidden },
    { path: 'set-detail', name: 'set-detail', title: '检验设置详情', titleEn: 'Inspection set detail', access: ACCESS.inspectionView, meta: hidden },
    // Any signed-in role: an enterprise sees its own unit, the institute (inspection:review) any unit by id.
    { path: 'unit-detail', name: 'unit-detail', title: '检验单位详情', titleEn: 'Inspection unit detail', access: 'session', meta: hidden },
    {
      path: 'report-query-flowing',
      name: 'report-query-flowing',
      title: '流转中报告',
      titleEn: 'Reports in process',
      access: ACCESS.reportView,
      meta: { isFlowing: true },
    },
    { path: 'report-query', name: 'report-query', title: '报告领取与下载', titleEn: 'Report collection and download', access: ACCESS.reportView },
    { path: 'invoice-query', name: 'invoice-query', title: '发票查询', titleEn: 'Invoices', access: ACCESS.selfService },
    { path: 'invoice-detail', name: 'invoice-detail', title: '发票详情', titleEn: 'Invoice', access: ACCESS.selfService, meta: hidden },
    {
      path: 'fault-registration-detail',
      name: 'fault-registration-detail',
      title: '救援及故障登记',
      titleEn: 'Rescue and fault registration',
      access: ACCESS.faultRescue,
    },
    {
      path: 'termination-application-detail',
      name: 'termination-application-detail',
      title: '停用报废注销申请',
      titleEn: 'Termination application',
      access: ACCESS.termination,
    },
    {
      path: 'maintenance-pro-apply-detail',
      name: 'maintenance-pro-apply-detail',
      title: '维保项目申请',
      titleEn: 'Maintenance project application',
      access: ACCESS.maintenance,
    },
    { path: 'fault-registration-list', name: 'fault-registration-list', title: '电梯故障登记', titleEn: 'Elevator faults', access: ACCESS.faultRescue, meta: hidden },
    { path: 'rescue-registration-form', name: 'rescue-registration-form', title: '困人救援登记', titleEn: 'Register an entrapment', access: ACCESS.faultRescue, meta: hiddenFresh },
    { path: 'rescue-registration-view', name: 'rescue-registration-view', title: '救援登记详情', titleEn: 'Rescue registration', access: ACCESS.faultRescue, meta: hidden },
    { path: 'fault-registration-form', name: 'fault-registration-form', title: '故障登记', titleEn: 'Register a fault', access: ACCESS.faultRescue, meta: hiddenFresh },
    { path: 'fault-registration-view', name: 'fault-registration-view', title: '故障登记详情', titleEn: 'Fault registration', access: ACCESS.faultRescue, meta: hidden },
    { path: 'termination-apply', name: 'termination-apply', title: '停用报废注销申请填报', titleEn: 'Termination application form', access: ACCESS.termination, meta: hiddenFresh },
    { path: 'termination-view', name: 'termination-view', title: '停用报废注销申请详情', titleEn: 'Termination application detail', access: ACCESS.termination, meta: hidden },
    { path: 'maintenance-pro-apply', name: 'maintenance-pro-apply', title: '维保项目告知填报', titleEn: 'Maintenance project notice form', access: ACCESS.maintenance, meta: hiddenFresh },
    { path: 'maintenance-pro-view', name: 'maintenance-pro-view', title: '维保项目申请详情', titleEn: 'Maintenance project detail', access: ACCESS.maintenance, meta: hidden },
    {
      path: 'check-online/detail',
      name: 'check-online-detail',
      title: '在线检验详情',
      titleEn: 'Online inspection detail',
      access: ACCESS.inspectionView,
      meta: hidden,
    },
    {
      path: 'check-install/detail',
      name: 'check-install-detail',
      title: '安装检验详情',
      titleEn: 'Installation inspection detail',
      access: ACCESS.inspectionView,
      meta: hidden,
    },
    {
      path: 'check-record/detail',
      name: 'check-record-detail',
      title: '检验记录详情',
      titleEn: 'Inspection record detail',
      access: ACCESS.inspectionView,
      meta: hidden,
    },
  ],
};
