import type { RouteDef } from '../route-types';

const bare = { layout: 'bare', access: 'public', meta: { hideInMenu: true } } as const;

/** Reachable without a session, rendered without the shell. */
export const publicRoutes: RouteDef[] = [
  { ...bare, path: '/login', name: 'login', title: '登录', titleEn: 'Log in' },
  { ...bare, path: '/ssologin', name: 'ssologin', title: '单点登录', titleEn: 'Single sign-on' },
  { ...bare, path: '/pay-codeWW', name: 'pay-codeWW', title: '扫码支付', titleEn: 'Scan to pay' },
  { ...bare, path: '/elevator-status', name: 'elevator-status', title: '电梯检验状态', titleEn: 'Elevator status' },
  { ...bare, path: '/verify-report', name: 'verify-report', title: '检验报告核验', titleEn: 'Report verification' },
  {
    ...bare,
    path: '/onlineApply',
    name: 'onlineApply',
    title: '网上报检申请',
    titleEn: 'Online inspection application',
    meta: { hideInMenu: true, notCache: true },
  },
  { ...bare, path: '/resetPassword', name: 'resetPassword', title: '密码重置申请', titleEn: 'Password reset application' },
  { ...bare, path: '/resetSuccess', name: 'resetSuccess', title: '密码重置申请成功', titleEn: 'Password reset applied' },
  { ...bare, path: '/attachmentUploadMobile', name: 'attachmentUploadMobile', title: '附件上传', titleEn: 'Attachment upload' },
  { ...bare, path: '/register', name: 'register', title: '企业账号注册申请', titleEn: 'Company account registration' },
  { ...bare, path: '/register-success', name: 'register-success', title: '注册申请成功', titleEn: 'Registration applied' },
  // The demo SMS outbox (the platform refuses it in production, and the page then says so).
  { ...bare, path: '/sms-outbox', name: 'sms-outbox', title: '短信发件箱', titleEn: 'SMS outbox' },
  // Bare like the public pages, but it needs a session.
  { ...bare, path: '/flowLog-single', name: 'flowLog-single', title: '流转日志', titleEn: 'Circulation log', access: 'session' },
  { ...bare, path: '/401', name: 'error_401', title: '无权访问', titleEn: 'Access denied' },
  { ...bare, path: '/500', name: 'error_500', title: '服务器错误', titleEn: 'Server error' },
];

/** Rendered for any path the table does not know; not a route of its own. */
export const notFoundRoute: RouteDef = {
  ...bare,
  path: '*',
  name: 'error_404',
  title: '页面不存在',
  titleEn: 'Page not found',
};
