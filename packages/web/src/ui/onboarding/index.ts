export { CaptchaField, useCaptcha } from './captcha-field';
export { SmsCodeField } from './sms-code-field';
export { OnboardingSubmitBar } from './onboarding-submit-bar';
