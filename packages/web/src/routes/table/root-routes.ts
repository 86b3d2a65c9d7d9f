import { ACCESS, HOME_TITLE } from '@portal/contract';
import { HOME_PATH } from '../paths';
import type { RouteDef } from '../route-types';


/** `/` holds the work desktop and the pages reached from the header rather than the menu. */
export const rootRoutes: RouteDef = {
  path: '/',
  name: 'root',
  title: '首页',
  titleEn: 'Home',
  redirect: HOME_PATH,
  children: [
    {
      path: HOME_PATH,
      name: 'home',
      title: HOME_TITLE,
      titleEn: 'Work desktop',
      icon: 'house',
      access: 'session',
    },
    {
      path: '/notice',
      name: 'notice',
      title: '通知公告',
      titleEn: 'Notices',
      access: 'session',
      meta: { hideInMenu: true },
    },
    {
      path: '/notice/detail',
      name: 'notice-detail',
      title: '公告详情',
      titleEn: 'Notice detail',
      access: 'session',
      meta: { hideInMenu: true },
    },
    {
      path: '/error_logger_page',
      name: 'error_logger_page',
      title: '错误日志',
      titleEn: 'Error log',
      access: 'session',
      meta: { hideInMenu: true },
    },
  ],
};

/**
 * The threads of 互动留言 (docs/interactions.md): a menu entry of its own for the roles with a side of
 * them, and open to any session, since the bell and the user menu lead there too.
 */
export const messageRoutes: RouteDef = {
  path: '/message_page',
  name: 'message_page',
  title: '消息中心',
  titleEn: 'Messages',
  icon: 'messages-square',
  access: 'session',
  meta: { menuFor: [ACCESS.inspectionReview, ACCESS.selfService] },
};

export const payCodeRoutes: RouteDef = {
  path: '/pay-code',
  name: 'pay-code',
  title: '扫码支付',
  titleEn: 'Scan to pay',
  icon: 'qr-code',
  redirect: '/pay-code-order',
  // A redirect with the same title as its only page: one crumb is enough.
  meta: { hideInMenu: true, hideInBread: true },
  children: [
    {
      path: '/pay-code-order',
      name: 'pay-code-order',
      title: '扫码支付',
      titleEn: 'Scan to pay',
      access: ACCESS.inspectionPay,
      meta: { hideInMenu: true, notCache: true },
    },
  ],
};
