import { ACCESS, ROLE_PRESETS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildMenu, openGroupsFor, type MenuItem } from './menu';
import { ROUTE_TABLE } from './route-table';
import type { RouteDef } from './route-types';

const ALL: readonly string[] = Object.values(ACCESS);

const names = (items: readonly MenuItem[]): string[] => items.map((item) => item.name);

const FIXTURE: RouteDef[] = [
  {
    path: '/service',
    name: 'service',
    title: '企业服务',
    titleEn: 'Company services',
    icon: 'briefcase',
    children: [
      { path: 'apply', name: 'apply', title: '网上报检', titleEn: 'Online inspection', access: ACCESS.inspectionView },
      {
        path: 'detail',
        name: 'detail',
        title: '报检详情',
        titleEn: 'Application detail',
        access: ACCESS.inspectionView,
        meta: { hideInMenu: true },
      },
      { path: 'pay', name: 'pay', title: '网上缴费', titleEn: 'Online payment', access: ACCESS.inspectionPay },
      {
        path: 'reissue',
        name: 'reissue',
        title: '补发申请',
        titleEn: 'Re-issue',
        access: ACCESS.selfService,
        href: 'https://reissue.test/',
      },
    ],
  },
  {
    path: '/system',
    name: 'system',
    title: '系统设置',
    titleEn: 'System',
    children: [
      {
        path: 'account',
        name: 'system-account',
        title: '账号信息维护',
        titleEn: 'Account information',
        icon: 'user-cog',
        access: ACCESS.systemAccount,
      },
    ],
  },
  {
    path: '/kept',
    name: 'kept',
    title: '常驻分组',
    titleEn: 'Kept group',
    meta: { showAlways: true },
    children: [{ path: 'one', name: 'kept-one', title: '唯一', titleEn: 'Only', access: 'session' }],
  },
];

describe('buildMenu', () => {
  it('omits hidden routes', () => {
    const [service] = buildMenu(FIXTURE, ALL);
    expect(names(service?.children ?? [])).toEqual(['apply', 'pay', 'reissue']);
  });

  it('collapses a group with a single visible child into that child', () => {
    const menu = buildMenu(FIXTURE, ALL);
    const account = menu.find((item) => item.name === 'system-account');
    expect(account).toMatchObject({ title: '账号信息维护', path: '/system/account', icon: 'user-cog' });
    expect(account?.children).toBeUndefined();
  });

  it('keeps a showAlways group with one child as a group', () => {
    const kept = buildMenu(FIXTURE, ALL).find((item) => item.name === 'kept');
    expect(names(kept?.children ?? [])).toEqual(['kept-one']);
  });

  it('marks external items with their href', () => {
    const [service] = buildMenu(FIXTURE, ALL);
    const reissue = service?.children?.find((item) => item.name === 'reissue');
    expect(reissue?.href).toBe('https://reissue.test/');
  });

  it('filters by the role menu ids and drops groups left empty', () => {
    const menu = buildMenu(FIXTURE, [ACCESS.inspectionPay]);
    expect(names(menu)).toEqual(['pay', 'kept']);
    expect(menu[0]?.icon).toBe('briefcase');
  });

  it('gives the enterprise role the business groups and no account audit', () => {
    const menu = names(buildMenu(ROUTE_TABLE, ROLE_PRESETS.enterprise));
    expect(menu).toEqual([
      'home',
      'equipment',
      'use-record',
      'worker',
      'company-info',
      'company-service',
      'message_page',
      'system-account',
      'elevatorDetection',
    ]);
  });

  it('gives the auditor the account group and no equipment', () => {
    const menu = buildMenu(ROUTE_TABLE, ROLE_PRESETS.auditor);
    expect(names(menu)).toEqual(['home', 'inspection-review', 'message_page', 'system-account', 'account']);
    expect(names(menu.find((item) => item.name === 'inspection-review')?.children ?? [])).toEqual(['inspection-review-list', 'reissue-review-list', 'invoice-review', 'termination-review', 'maintenance-review']);
    const account = menu.find((item) => item.name === 'account');
    expect(names(account?.children ?? [])).toEqual([
      'account-check',
      'unit-change-check',
      'reset-password-check-list',
      'reset-password-query-list',
    ]);
  });

  it('gives the administrator the security audit under system settings', () => {
    const menu = buildMenu(ROUTE_TABLE, ROLE_PRESETS.administrator);
    const system = menu.find((item) => item.name === 'system');
    expect(names(system?.children ?? [])).toEqual(['system-account', 'system-audit']);
    expect(system?.children?.[1]).toMatchObject({ title: '安全审计', path: '/system/audit' });
    expect(JSON.stringify(buildMenu(ROUTE_TABLE, [...ROLE_PRESETS.enterprise, ...ROLE_PRESETS.auditor]))).not.toContain('system-audit');
  });

  it('lists 消息中心 (互动留言) only for a role with a side of the threads', () => {
    for (const ids of [[ACCESS.selfService], [ACCESS.inspectionReview]]) {
      expect(buildMenu(ROUTE_TABLE, ids).find((item) => item.name === 'message_page')).toMatchObject({ path: '/message_page', icon: 'messages-square' });
    }
    expect(names(buildMenu(ROUTE_TABLE, [ACCESS.equipmentView, ACCESS.systemAccount]))).not.toContain('message_page');
  });

  it('never lists public pages or pages reached only from the header', () => {
    const all = JSON.stringify(buildMenu(ROUTE_TABLE, ALL));
    for (const name of ['login', 'ssologin', 'error_401', 'error_logger_page']) {
      expect(all).not.toContain(`"${name}"`);
    }
  });
});

describe('openGroupsFor', () => {
  it('names the group holding the current page', () => {
    const menu = buildMenu(ROUTE_TABLE, ROLE_PRESETS.enterprise);
    expect(openGroupsFor(menu, '/worker/query')).toEqual(['worker']);
    expect(openGroupsFor(menu, '/home')).toEqual([]);
  });
});
