/** The user's own profile and password (`/a/stone/user/*`); reading it is the session's user info. */
export const ME_WIRE_PATHS = {
  updateInfo: '/a/stone/user/updateInfo',
  updatePwd: '/a/stone/user/updatePwd',
  /** Sends the signed-in user a code to the new mobile (`mobile`) before updateInfo may move it there. */
  mobileCode: '/a/stone/user/mobileCode',
} as const;

/**
 * The platform calls the ID card number `identityCard` in this form, `idCard` in the user info. A
 * new mobile also needs the current `password` and the `smsCode` sent to it (mobileCode).
 */
export function updateInfoForm(profile: {
  name: string;
  idCard: string;
  phone: string;
  mobile: string;
  password?: string;
  smsCode?: string;
}): Record<string, string> {
  return {
    name: profile.name,
    identityCard: profile.idCard,
    phone: profile.phone,
    mobile: profile.mobile,
    ...(profile.password ? { password: profile.password } : {}),
    ...(profile.smsCode ? { smsCode: profile.smsCode } : {}),
  };
}

export function updatePwdForm(change: { oldPassword: string; newPassword: string }): Record<string, string> {
  return { oldPassword: change.oldPassword, newPassword: change.newPassword };
}

/** The platform's refusals of a password change the gateway tells apart (a wrong old password counts against the lockout). */
export const PASSWORD_CHANGE_MESSAGES = {
  oldPasswordWrong: '原密码错误',
  newPasswordInvalid: '新密码不符合密码规则',
} as const;

/** The platform's refusals of a change of the account's mobile (the password-reset channel). */
export const MOBILE_CHANGE_MESSAGES = {
  passwordRequired: '修改手机号需要输入当前密码',
  passwordWrong: '当前密码错误，请重新输入',
  smsCodeRequired: '修改手机号需要输入新手机号收到的短信验证码',
  smsCodeWrong: '短信验证码错误，请重新输入',
  smsCodeExpired: '短信验证码已过期或已使用，请重新获取',
  smsCodeTriesOut: '短信验证码错误次数过多，请重新获取',
  sameMobile: '新手机号与当前手机号相同',
  mobileTaken: '该手机号已被其他账号使用',
} as const;
