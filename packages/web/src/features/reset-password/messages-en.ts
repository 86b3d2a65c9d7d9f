import type { ResetPasswordOwnKey } from './messages-zh';

/** UI text of the password-reset application pages in en-US. */
export const resetPasswordEn: Record<ResetPasswordOwnKey, string> = {
  'page.title': 'Password reset application',
  'page.intro': 'Forgot your password? Give your account and prove its mobile number; the institute reviews the application. Once approved, the new password is in force and must be changed at the first sign-in.',
  'part.account': 'Account',
  'part.verify': 'Mobile check',
  'part.password': 'New password',
  'field.loginName': 'Login name',
  'field.name': 'Name',
  'field.unitName': 'Unit',
  'field.unitNameHint': "Enterprise users: the unit's full name",
  'field.mobile': 'Mobile',
  'field.mobileHint': "The account's mobile number",
  'field.reason': 'Reason',
  'field.password': 'New password',
  'field.passwordCheck': 'Confirm new password',
  'check.found': 'Account found, mobile {mobile}',
  'check.pending': 'This account already has an application waiting for review',
  'check.missing': 'The login name and mobile do not match',
  submit: 'Apply',
  toLogin: 'Back to sign-in',
  'success.title': 'Application submitted',
  'success.body': 'The outcome will be sent by SMS to your mobile. Once approved, sign in with the new password you gave.',
  'success.number': 'Reference no.: {no}',
  'success.login': 'Back to sign-in',
};
