import { LOGIN_EXPIRED_MESSAGE, PASSWORD_CHANGE_MESSAGES } from '@portal/legacy-protocol';

/** Answer shapes of the wire, one per module family (docs/legacy-wire.md "Result flags"). */

export type CoreAnswer = { result: 'true' | 'false' | 'login'; message?: string } & Record<string, unknown>;
export type CommonAnswer = { success: boolean; errmsg?: string; data?: unknown };

export const loginRequired = (): CoreAnswer => ({ result: 'login', message: LOGIN_EXPIRED_MESSAGE });

/** Core and /a/stone/user answers: a Map result is merged into the top level. */
export const coreOk = (message: string, merged: Record<string, unknown> = {}): CoreAnswer => ({
  result: 'true',
  message,
  ...merged,
});

export const coreFail = (message: string, merged: Record<string, unknown> = {}): CoreAnswer => ({
  result: 'false',
  message,
  ...merged,
});

export const commonOk = (data?: unknown): CommonAnswer => (data === undefined ? { success: true } : { success: true, data });
export const commonFail = (errmsg: string): CommonAnswer => ({ success: false, errmsg });

export const MESSAGES = {
  loginOk: '登录成功！',
  loginFailed: '账号或密码错误，请重试。',
  logoutOk: '退出成功！',
  changeRoleOk: '切换角色成功',
  changeRoleMissing: '请选择要切换的角色',
  changeRoleForeign: '您没有该角色，无法切换',
  updateInfoOk: '保存个人信息成功',
  oldPasswordWrong: PASSWORD_CHANGE_MESSAGES.oldPasswordWrong,
  newPasswordInvalid: PASSWORD_CHANGE_MESSAGES.newPasswordInvalid,
  updatePwdOk: '修改密码成功，请重新登录',
  serverError: '服务器内部错误，请稍后再试',
  badRequest: '请求参数有误',
  errorLogEmpty: '错误信息不能为空',
  dateInvalid: '日期格式不正确，应为 yyyy-MM-dd 或 yyyy-MM-dd HH:mm:ss',
} as const;

/** The notices a write of the unit's records answers with. */
export const REVIEW_NOTICES = { saved: '保存成功', committed: '提交成功', deleted: '删除成功' } as const;

/** 提交成功 when the save also submitted, else 保存成功. */
export const saveNotice = (committed: boolean): string => (committed ? REVIEW_NOTICES.committed : REVIEW_NOTICES.saved);

/** The notice of a save by its `isCommit` parameter. */
export const savedNotice = (params: Readonly<Record<string, string>>): string => saveNotice(params.isCommit === 'true');
