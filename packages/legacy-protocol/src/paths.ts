/** Paths of the platform's /a wire; later groups are added here as the gateway needs them. */
export const WIRE_PATHS = {
  login: '/a/login',
  logout: '/a/logout',
  userInfo: '/a/stone/user/info',
  changeRole: '/a/stone/user/changeRole',
  updateInfo: '/a/stone/user/updateInfo',
  updatePwd: '/a/stone/user/updatePwd',
  unit: '/a/stone/user/unit',
  saveErrorLog: '/a/stone/common/saveErrorLogger',
  errorLogList: '/a/stone/common/errorLogList',
} as const;

export type WirePathName = keyof typeof WIRE_PATHS;
