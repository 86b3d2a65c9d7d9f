export { CaptchaField, useCaptcha } from './captcha-field';
export { SmsCodeField } from './sms-code-field';
