import { useCatalogue, type Catalogue } from '../../lib/text';

const zh = {
  mobileChangeHelp: '手机号码用于找回密码，修改需验证当前密码和新手机号收到的短信验证码，修改后原手机号会收到通知短信。',
  currentPassword: '当前密码',
  mobileFirst: '请先填写新的手机号码',
};

const en: Record<keyof typeof zh, string> = {
  mobileChangeHelp: 'The mobile recovers the password: changing it needs the current password and the code sent to the new number; the old number is told.',
  currentPassword: 'Current password',
  mobileFirst: 'Please enter the new mobile number first',
};

const ME_TEXT: Catalogue<keyof typeof zh> = { 'zh-CN': zh, 'en-US': en };

/** The profile form's own text (the mobile change); the SMS code's words are the onboarding kit's. */
export function useMeText() {
  return useCatalogue(ME_TEXT);
}
