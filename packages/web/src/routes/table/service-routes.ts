import { ACCESS } from '@portal/contract';
import { appConfig } from '../../app/config';
import type { RouteDef } from '../route-types';
import { SERVICE_KIND_UNIT_ROUTES } from './service-kind-routes';

const hidden = { hideInMenu: true } as const;
const hiddenFresh = { hideInMenu: true, notCache: true } as const;

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
    // The service kinds' pages, from their features (service-kind-routes.ts).
    ...SERVICE_KIND_UNIT_ROUTES,
  ],
};
