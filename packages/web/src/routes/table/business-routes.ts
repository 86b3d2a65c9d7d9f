import { ACCESS } from '@portal/contract';
import { SECURITY_AUDIT_PATH } from '../paths';
import { HIDDEN, type RouteDef } from '../route-types';

export const useRegistrationRoutes: RouteDef = {
  path: '/use-record',
  name: 'use-record',
  title: '使用登记',
  titleEn: 'Use registration',
  icon: 'clipboard-list',
  redirect: '/use-record/query',
  children: [
    {
      path: 'apply',
      name: 'use-record-apply',
      title: '使用登记申请',
      titleEn: 'Apply for use registration',
      access: ACCESS.useRegistrationApply,
      meta: { notCache: true },
    },
    {
      path: 'query',
      name: 'use-record-query',
      title: '使用登记查询',
      titleEn: 'Use registrations',
      access: ACCESS.useRegistrationView,
    },
    {
      path: 'detail',
      name: 'use-record-detail',
      title: '使用登记详情',
      titleEn: 'Use registration detail',
      access: ACCESS.useRegistrationView,
      meta: HIDDEN,
    },
  ],
};

export const workerRoutes: RouteDef = {
  path: '/worker',
  name: 'worker',
  title: '作业人员',
  titleEn: 'Operators',
  icon: 'users',
  redirect: '/worker/overview',
  children: [
    { path: 'overview', name: 'worker-overview', title: '人员概况', titleEn: 'Overview', access: ACCESS.workerView },
    {
      path: 'overview-detail',
      name: 'worker-overview-detail',
      title: '人员详情',
      titleEn: 'Operator detail',
      access: ACCESS.workerView,
      meta: HIDDEN,
    },
    { path: 'query', name: 'worker-query', title: '人员查询', titleEn: 'Operator query', access: ACCESS.workerView },
    { path: 'certificate', name: 'worker-certificate', title: '证书管理', titleEn: 'Certificates', access: ACCESS.workerView },
  ],
};

export const companyInfoRoutes: RouteDef = {
  path: '/company-info',
  name: 'company-info',
  title: '企业信息',
  titleEn: 'Company',
  icon: 'building',
  redirect: '/company-info/maintain',
  children: [
    { path: 'maintain', name: 'company-maintain', title: '基本信息维护', titleEn: 'Basic information', access: ACCESS.companyView },
    {
      path: 'maintain-history',
      name: 'company-maintain-history',
      title: '信息变更记录',
      titleEn: 'Change records',
      access: ACCESS.companyView,
    },
  ],
};

export const systemRoutes: RouteDef = {
  path: '/system',
  name: 'system',
  title: '系统设置',
  titleEn: 'System',
  icon: 'settings',
  redirect: '/system/account',
  children: [
    {
      path: 'account',
      name: 'system-account',
      title: '账号信息维护',
      titleEn: 'Account information',
      icon: 'user-cog',
      access: ACCESS.systemAccount,
    },
    {
      path: SECURITY_AUDIT_PATH,
      name: 'system-audit',
      title: '安全审计',
      titleEn: 'Security audit',
      icon: 'scroll-text',
      access: ACCESS.securityAudit,
    },
  ],
};

export const accountRoutes: RouteDef = {
  path: '/account',
  name: 'account',
  title: '账号管理',
  titleEn: 'Accounts',
  icon: 'shield-check',
  redirect: '/account/check',
  children: [
    { path: 'check', name: 'account-check', title: '注册确认', titleEn: 'Registration confirmation', access: ACCESS.accountCheck },
    {
      path: 'register-detail',
      name: 'account-register-detail',
      title: '注册申请详情',
      titleEn: 'Registration detail',
      access: ACCESS.accountCheck,
      meta: HIDDEN,
    },
    { path: 'unit-change-check', name: 'unit-change-check', title: '企业信息变更审核', titleEn: 'Company change review', access: ACCESS.accountCheck },
    { path: 'manager', name: 'account-manager', title: '成员账号管理', titleEn: 'Member accounts', access: ACCESS.accountManage },
    {
      path: 'add-account',
      name: 'account-add',
      title: '新增账号',
      titleEn: 'Add account',
      access: ACCESS.accountManage,
      meta: { hideInMenu: true, notCache: true },
    },
    {
      path: 'account-detail',
      name: 'account-detail',
      title: '账号详情',
      titleEn: 'Account detail',
      access: ACCESS.accountManage,
      meta: HIDDEN,
    },
    {
      path: 'reset-password-check-list',
      name: 'reset-password-check-list',
      title: '密码重置审核',
      titleEn: 'Password reset review',
      access: ACCESS.passwordResetAudit,
    },
    {
      path: 'reset-password-query-list',
      name: 'reset-password-query-list',
      title: '密码重置查询',
      titleEn: 'Password reset query',
      access: ACCESS.passwordResetAudit,
    },
    {
      path: 'reset-password-detail',
      name: 'reset-password-detail',
      title: '密码重置详情',
      titleEn: 'Password reset detail',
      access: ACCESS.passwordResetAudit,
      meta: HIDDEN,
    },
  ],
};

export const elevatorRoutes: RouteDef = {
  path: '/elevatorDetection',
  name: 'elevatorDetection',
  title: '电梯专项',
  titleEn: 'Elevators',
  icon: 'arrow-up-down',
  redirect: '/elevatorDetection/compliance',
  children: [
    {
      path: 'compliance',
      name: 'elevator-compliance',
      title: '符合性声明',
      titleEn: 'Conformity declaration',
      access: ACCESS.elevatorCompliance,
    },
    {
      path: 'elevatorPrinting',
      name: 'elevator-printing',
      title: '2024版电梯使用标志打印',
      titleEn: '2024 elevator use sign printing',
      access: ACCESS.elevatorPrinting,
    },
  ],
};
