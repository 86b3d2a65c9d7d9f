import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from './breadcrumbs';
import { findRoute } from './route-table';

function crumbsOf(pathname: string) {
  const route = findRoute(pathname);
  if (!route) throw new Error(`no route for ${pathname}`);
  return buildBreadcrumbs(route);
}

describe('buildBreadcrumbs', () => {
  it('shows home, the group and the page', () => {
    expect(crumbsOf('/equipment/query-timeout')).toEqual([
      { name: 'home', title: '工作台', path: '/home' },
      { name: 'equipment', title: '设备管理', path: '/equipment/overview' },
      { name: 'query-timeout', title: '超期未检设备' },
    ]);
  });

  it('shows home alone on the work desktop', () => {
    expect(crumbsOf('/home')).toEqual([{ name: 'home', title: '工作台' }]);
  });

  it('leaves out groups marked hideInBread', () => {
    expect(crumbsOf('/pay-code-order').map((crumb) => crumb.name)).toEqual(['home', 'pay-code-order']);
  });

  it('leaves out the root group for pages under it', () => {
    expect(crumbsOf('/error_logger_page').map((crumb) => crumb.name)).toEqual([
      'home',
      'error_logger_page',
    ]);
  });
});
