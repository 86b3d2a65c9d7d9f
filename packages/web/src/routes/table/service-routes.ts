import { ACCESS } from '@portal/contract';
import { LuBriefcase } from 'react-icons/lu';
import { appConfig } from '../../app/config';
import type { RouteDef } from '../route-types';

const hidden = { hideInMenu: true } as const;
const hiddenFresh = { hideInMenu: true, notCache: true } as const;

export const companyServiceRoutes: RouteDef = {
  path: '/company-service',
  name: 'company-service',
  title: '企业服务',
  icon: LuBriefcase,
  redirect: '/company-service/online-apply',
  children: [
    { path: 'online-apply', name: 'online-apply', title: '网上报检', access: ACCESS.inspectionView },
    {
      path: 'online-apply-form',
      name: 'online-apply-form',
      title: '定期检验申请',
      access: ACCESS.inspectionApply,
      meta: { notCache: true },
    },
    {
      path: 'online-apply-form-JJ',
      name: 'online-apply-form-JJ',
      title: '首次检验申请',
      access: ACCESS.inspectionApply,
      meta: { notCache: true },
    },
    {
      path: 'online-apply-form-JD',
      name: 'online-apply-form-JD',
      title: '监督检验申请',
      access: ACCESS.inspectionApply,
      meta: { notCache: true },
    },
    {
      path: 'ping-DJ-apply',
      name: 'ping-DJ-apply',
      title: '管道定期检验申请',
      access: ACCESS.inspectionApply,
      meta: { notCache: true },
    },
    { path: 'new-equ-apply', name: 'new-equ-apply', title: '新设备报检', access: ACCESS.inspectionApply },
    {
      path: 'online-apply-edit',
      name: 'online-apply-edit',
      title: '报检申请修改',
      access: ACCESS.inspectionApply,
      meta: hiddenFresh,
    },
    {
      path: 'online-apply-edit-JJ',
      name: 'online-apply-edit-JJ',
      title: '首次检验申请修改',
      access: ACCESS.inspectionApply,
      meta: hiddenFresh,
    },
    { path: 'online-apply-query', name: 'online-apply-query', title: '报检查询', access: ACCESS.inspectionView },
    {
      path: 'online-apply-detail',
      name: 'online-apply-detail',
      title: '报检详情',
      access: ACCESS.inspectionView,
      meta: hidden,
    },
    { path: 'online-apply-pay', name: 'online-apply-pay', title: '网上缴费', access: ACCESS.inspectionPay },
    {
      path: 'reissue',
      name: 'reissue',
      title: '报告及资料补发申请',
      access: ACCESS.selfService,
      href: appConfig.reissueUrl,
    },
    { path: 'set-detail', name: 'set-detail', title: '检验设置详情', access: ACCESS.inspectionView, meta: hidden },
    { path: 'unit-detail', name: 'unit-detail', title: '检验单位详情', access: ACCESS.inspectionView, meta: hidden },
    {
      path: 'report-query-flowing',
      name: 'report-query-flowing',
      title: '流转中报告',
      access: ACCESS.reportView,
      meta: { isFlowing: true },
    },
    { path: 'report-query', name: 'report-query', title: '报告领取与下载', access: ACCESS.reportView },
    {
      path: 'fault-registration-detail',
      name: 'fault-registration-detail',
      title: '救援及故障登记',
      access: ACCESS.faultRescue,
    },
    {
      path: 'termination-application-detail',
      name: 'termination-application-detail',
      title: '停用报废注销申请',
      access: ACCESS.termination,
    },
    {
      path: 'maintenance-pro-apply-detail',
      name: 'maintenance-pro-apply-detail',
      title: '维保项目申请',
      access: ACCESS.maintenance,
    },
    {
      path: 'check-online/detail',
      name: 'check-online-detail',
      title: '在线检验详情',
      access: ACCESS.inspectionView,
      meta: hidden,
    },
    {
      path: 'check-install/detail',
      name: 'check-install-detail',
      title: '安装检验详情',
      access: ACCESS.inspectionView,
      meta: hidden,
    },
    {
      path: 'check-record/detail',
      name: 'check-record-detail',
      title: '检验记录详情',
      access: ACCESS.inspectionView,
      meta: hidden,
    },
  ],
};
