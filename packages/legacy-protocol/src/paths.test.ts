import { describe, expect, it } from 'vitest';
import { WIRE_PATHS } from './paths';

describe('WIRE_PATHS', () => {
  it('names the session and user calls of spec section 7', () => {
    expect(WIRE_PATHS).toEqual({
      login: '/a/login',
      logout: '/a/logout',
      userInfo: '/a/stone/user/info',
      changeRole: '/a/stone/user/changeRole',
      updateInfo: '/a/stone/user/updateInfo',
      updatePwd: '/a/stone/user/updatePwd',
      unit: '/a/stone/user/unit',
      saveErrorLog: '/a/stone/common/saveErrorLogger',
      errorLogList: '/a/stone/common/errorLogList',
    });
  });

  it('keeps every path under /a', () => {
    for (const path of Object.values(WIRE_PATHS)) expect(path).toMatch(/^\/a\/[A-Za-z/]+$/);
  });
});
