import { ACCESS, HOME_TITLE } from '@portal/contract';
import { HOME_PATH } from '../paths';
import type { RouteDef } from '../route-types';


/** `/` holds the work desktop and the pages reached from the header rather than the menu. */
export const rootRoutes: RouteDef = {
  path: '/',
  name: 'root',
  title: '首页',
  redirect: HOME_PATH,
  children: [
    {
      path: HOME_PATH,
      name: 'home',
      title: HOME_TITLE,
      icon: 'house',
      access: 'session',
    },
    {
      path: '/notice',
      name: 'notice',
      title: '通知公告',
      access: 'session',
      meta: { hideInMenu: true },
    },
    {
      path: '/notice/detail',
      name: 'notice-detail',
      title: '公告详情',
      access: 'session',
      meta: { hideInMenu: true },
    },
    {
      path: '/message_page',
      name: 'message_page',
      title: '消息中心',
      access: 'session',
      meta: { hideInMenu: true },
    },
    {
      path: '/error_logger_page',
      name: 'error_logger_page',
      title: '错误日志',
      access: 'session',
      meta: { hideInMenu: true },
    },
  ],
};

export const payCodeRoutes: RouteDef = {
  path: '/pay-code',
  name: 'pay-code',
  title: '扫码支付',
  icon: 'qr-code',
  redirect: '/pay-code-order',
  // A redirect with the same title as its only page: one crumb is enough.
  meta: { hideInMenu: true, hideInBread: true },
  children: [
    {
      path: '/pay-code-order',
      name: 'pay-code-order',
      title: '扫码支付',
      access: ACCESS.inspectionPay,
      meta: { hideInMenu: true, notCache: true },
    },
  ],
};
