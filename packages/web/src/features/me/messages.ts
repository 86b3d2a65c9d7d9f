import { useCatalogue, type Catalogue } from '../../lib/text';

const zh = {
  mobileChangeHelp: '手机号码用于找回密码，修改需验证当前密码和新手机号收到的短信验证码，修改后原手机号会收到通知短信。',
  currentPassword: '当前密码',
  smsCode: '短信验证码',
  smsCodePlaceholder: '请输入6位验证码',
  sendCode: '获取验证码',
  resendIn: '{seconds}秒后重新获取',
  codeSent: '验证码已发送至{mobile}',
  mobileFirst: '请先填写新的手机号码',
  sendFailed: '验证码发送失败，请稍后再试',
};

const en: Record<keyof typeof zh, string> = {
  mobileChangeHelp: 'The mobile recovers the password: changing it needs the current password and the code sent to the new number; the old number is told.',
  currentPassword: 'Current password',
  smsCode: 'SMS code',
  smsCodePlaceholder: 'The 6-digit code',
  sendCode: 'Get code',
  resendIn: 'Again in {seconds}s',
  codeSent: 'The code was sent to {mobile}',
  mobileFirst: 'Please enter the new mobile number first',
  sendFailed: 'The code could not be sent, please try again later',
};

const ME_TEXT: Catalogue<keyof typeof zh> = { 'zh-CN': zh, 'en-US': en };

/** The profile form's own text (the mobile change). */
export function useMeText() {
  return useCatalogue(ME_TEXT);
}
