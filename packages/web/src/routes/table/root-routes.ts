import { ACCESS, HOME_TITLE } from '@portal/contract';
import { LuHouse, LuQrCode } from 'react-icons/lu';
import { ErrorLogPage } from '../../features/error-log/error-log-page';
import { NoticeDetailPage, NoticeListPage } from '../../features/notice';
import { WorkDesktopPage } from '../../features/work-desktop';
import type { RouteDef } from '../route-types';

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';

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
      icon: LuHouse,
      access: 'session',
      page: WorkDesktopPage,
    },
    {
      path: '/notice',
      name: 'notice',
      title: '通知公告',
      access: 'session',
      meta: { hideInMenu: true },
      page: NoticeListPage,
    },
    {
      path: '/notice/detail',
      name: 'notice-detail',
      title: '公告详情',
      access: 'session',
      meta: { hideInMenu: true },
      page: NoticeDetailPage,
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
      page: ErrorLogPage,
    },
  ],
};

export const payCodeRoutes: RouteDef = {
  path: '/pay-code',
  name: 'pay-code',
  title: '扫码支付',
  icon: LuQrCode,
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
