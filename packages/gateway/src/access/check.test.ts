import { ACCESS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { checkAccess, routeAccess } from './check';

const enterprise = { menuIds: [ACCESS.equipmentView, ACCESS.companyView] };

describe('checkAccess', () => {
  it('lets anyone reach a public route', () => {
    expect(checkAccess('public', null)).toEqual({ allowed: true });
  });

  it('needs a session for a session route', () => {
    expect(checkAccess('session', null)).toEqual({ allowed: false, status: 401 });
    expect(checkAccess('session', { menuIds: [] })).toEqual({ allowed: true });
  });

  it('needs the access id among the role menu ids', () => {
    expect(checkAccess(ACCESS.equipmentView, enterprise)).toEqual({ allowed: true });
    expect(checkAccess(ACCESS.accountManage, enterprise)).toEqual({ allowed: false, status: 403 });
  });

  it('answers 401, not 403, to a caller without a session on an access-id route', () => {
    expect(checkAccess(ACCESS.accountManage, null)).toEqual({ allowed: false, status: 401 });
  });
});

describe('routeAccess', () => {
  it('reads metadata.access of a contract route', () => {
    expect(routeAccess({ metadata: { access: 'session' } })).toBe('session');
    expect(routeAccess({ metadata: { access: ACCESS.workerEdit } })).toBe(ACCESS.workerEdit);
  });

  it('is undefined for anything that is not a contract route', () => {
    expect(routeAccess(undefined)).toBeUndefined();
    expect(routeAccess({})).toBeUndefined();
    expect(routeAccess({ metadata: {} })).toBeUndefined();
  });
});
