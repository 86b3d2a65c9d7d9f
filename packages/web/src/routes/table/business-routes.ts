import { ACCESS } from '@portal/contract';
import { SECURITY_AUDIT_PATH } from '../paths';
import type { RouteDef } from '../route-types';

const hidden = { hideInMenu: true } as const;

export const useRegistrationRoutes: RouteDef = {
  path: '/use-record',
  name: 'use-record',
  title: '使用登记',
  icon: 'clipboard-list',
  redirect: '/use-record/query',
  children: [
    {
      path: 'apply',
      name: 'use-record-apply',
      title: '使用登记申请',
      access: ACCESS.useRegistrationApply,
      meta: { notCache: true },
    },
    {
      path: 'query',
      name: 'use-record-query',
      title: '使用登记查询',
      access: ACCESS.useRegistrationView,
    },
    {
      path: 'detail',
      name: 'use-record-detail',
      title: '使用登记详情',
      access: ACCESS.useRegistrationView,
      meta: hidden,
    },
  ],
};

export const workerRoutes: RouteDef = {
  path: '/worker',
  name: 'worker',
  title: '作业人员',
  icon: 'users',
  redirect: '/worker/overview',
  children: [
    { path: 'overview', name: 'worker-overview', title: '人员概况', access: ACCESS.workerView },
    {
      path: 'overview-detail',
      name: 'worker-overview-detail',
      title: '人员详情',
      access: ACCESS.workerView,
      meta: hidden,
    },
    { path: 'query', name: 'worker-query', title: '人员查询', access: ACCESS.workerView },
    { path: 'certificate', name: 'worker-certificate', title: '证书管理', access: ACCESS.workerView },
  ],
};

export const companyInfoRoutes: RouteDef = {
  path: '/company-info',
  name: 'company-info',
  title: '企业信息',
  icon: 'building',
  redirect: '/company-info/maintain',
  children: [
    { path: 'maintain', name: 'company-maintain', title: '基本信息维护', access: ACCESS.companyView },
    {
      path: 'maintain-history',
      name: 'company-maintain-history',
      title: '信息变更记录',
      access: ACCESS.companyView,
    },
  ],
};

export const systemRoutes: RouteDef = {
  path: '/system',
  name: 'system',
  title: '系统设置',
  icon: 'settings',
  redirect: '/system/account',
  children: [
    {
      path: 'account',
      name: 'system-account',
      title: '账号信息维护',
      icon: 'user-cog',
      access: ACCESS.systemAccount,
    },
    {
      path: SECURITY_AUDIT_PATH,
      name: 'system-audit',
      title: '安全审计',
      icon: 'scroll-text',
      access: ACCESS.securityAudit,
    },
  ],
};

export const accountRoutes: RouteDef = {
  path: '/account',
  name: 'account',
  title: '账号管理',
  icon: 'shield-check',
  redirect: '/account/check',
  children: [
    { path: 'check', name: 'account-check', title: '注册确认', access: ACCESS.accountCheck },
    {
      path: 'register-detail',
      name: 'account-register-detail',
      title: '注册申请详情',
      access: ACCESS.accountCheck,
      meta: hidden,
    },
    { path: 'unit-change-check', name: 'unit-change-check', title: '企业信息变更审核', access: ACCESS.accountCheck },
    { path: 'manager', name: 'account-manager', title: '成员账号管理', access: ACCESS.accountManage },
    {
      path: 'add-account',
      name: 'account-add',
      title: '新增账号',
      access: ACCESS.accountManage,
      meta: { hideInMenu: true, notCache: true },
    },
    {
      path: 'account-detail',
      name: 'account-detail',
      title: '账号详情',
      access: ACCESS.accountManage,
      meta: hidden,
    },
    {
      path: 'reset-password-check-list',
      name: 'reset-password-check-list',
      title: '密码重置审核',
      access: ACCESS.passwordResetAudit,
    },
    {
      path: 'reset-password-query-list',
      name: 'reset-password-query-list',
      title: '密码重置查询',
      access: ACCESS.passwordResetAudit,
    },
    {
      path: 'reset-password-detail',
      name: 'reset-password-detail',
      title: '密码重置详情',
      access: ACCESS.passwordResetAudit,
      meta: hidden,
    },
  ],
};

export const elevatorRoutes: RouteDef = {
  path: '/elevatorDetection',
  name: 'elevatorDetection',
  title: '电梯专项',
  icon: 'arrow-up-down',
  redirect: '/elevatorDetection/compliance',
  children: [
    {
      path: 'compliance',
      name: 'elevator-compliance',
      title: '符合性声明',
      access: ACCESS.elevatorCompliance,
    },
    {
      path: 'elevatorPrinting',
      name: 'elevator-printing',
      title: '2024版电梯使用标志打印',
      access: ACCESS.elevatorPrinting,
    },
  ],
};
