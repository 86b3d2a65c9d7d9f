import { useCatalogue, type Catalogue } from '../../lib/text';

const zh = {
  captcha: '图形验证码',
  captchaPlaceholder: '请输入图中字符',
  captchaRefresh: '看不清？点击换一张',
  captchaLoading: '加载中',
  captchaNotReady: '图形验证码尚未加载，请稍候，或点击图片换一张',
  smsCode: '短信验证码',
  smsCodePlaceholder: '请输入6位验证码',
  sendCode: '获取验证码',
  resendIn: '{seconds}秒后重新获取',
  codeSent: '验证码已发送至{mobile}',
  mobileFirst: '请先填写正确的手机号码',
  sendFailed: '验证码发送失败，请稍后再试',
  humanChecking: '正在进行人机验证…',
  humanCheckFailed: '人机验证未通过，请重试',
};

const en: Record<keyof typeof zh, string> = {
  captcha: 'Image code',
  captchaPlaceholder: 'Characters in the image',
  captchaRefresh: 'Hard to read? Click for another',
  captchaLoading: 'Loading',
  captchaNotReady: 'The image code has not loaded yet: wait a moment, or click the image for another',
  smsCode: 'SMS code',
  smsCodePlaceholder: 'The 6-digit code',
  sendCode: 'Get code',
  resendIn: 'Again in {seconds}s',
  codeSent: 'The code was sent to {mobile}',
  mobileFirst: 'Please enter a valid mobile number first',
  sendFailed: 'The code could not be sent, please try again later',
  humanChecking: 'Checking that you are human…',
  humanCheckFailed: 'The human check did not pass, please try again',
};

const ONBOARDING_TEXT: Catalogue<keyof typeof zh> = { 'zh-CN': zh, 'en-US': en };

/** The captcha and SMS code fields' text (the profile's mobile change asks its SMS code in the same words). */
export function useOnboardingText() {
  return useCatalogue(ONBOARDING_TEXT);
}
