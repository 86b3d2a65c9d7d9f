/** The user's own profile and password (`/a/stone/user/*`); reading it is the session's user info. */
export const ME_WIRE_PATHS = {
  updateInfo: '/a/stone/user/updateInfo',
  updatePwd: '/a/stone/user/updatePwd',
} as const;

/** The platform calls the ID card number `identityCard` in this form, `idCard` in the user info. */
export function updateInfoForm(profile: {
  name: string;
  idCard: string;
  phone: string;
  mobile: string;
}): Record<string, string> {
  return { name: profile.name, identityCard: profile.idCard, phone: profile.phone, mobile: profile.mobile };
}

export function updatePwdForm(change: { oldPassword: string; newPassword: string }): Record<string, string> {
  return { oldPassword: change.oldPassword, newPassword: change.newPassword };
}
