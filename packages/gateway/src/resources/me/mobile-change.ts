import { MOBILE_CHANGE_MESSAGES, SMS_CODE_MESSAGES, SMS_SEND_MESSAGES } from '@portal/legacy-protocol';
import { secondsToBeijingMidnight, type FieldRefusal } from '../../http/field-refusals';

/** The platform's resend cooldown of an SMS code (legacy-server sms-codes/store.ts). */
const SMS_CODE_COOLDOWN_SECONDS = 60;

/** The refusals of a code to the new mobile (`POST /api/v1/me/mobile-code`) on the form's mobile field. */
export const MOBILE_CODE_REFUSALS: Readonly<Record<string, FieldRefusal>> = {
  [SMS_CODE_MESSAGES.mobileInvalid]: { path: 'mobile', cause: 'validation-failed', code: 'invalid_format' },
  [MOBILE_CHANGE_MESSAGES.sameMobile]: { path: 'mobile', cause: 'validation-failed' },
  [SMS_CODE_MESSAGES.cooldown]: { path: 'mobile', cause: 'rate-limited', retryAfterSeconds: () => SMS_CODE_COOLDOWN_SECONDS },
  [SMS_CODE_MESSAGES.dailyCap]: { path: 'mobile', cause: 'rate-limited', retryAfterSeconds: secondsToBeijingMidnight },
  [SMS_SEND_MESSAGES.dailyCap]: { path: 'mobile', cause: 'rate-limited', retryAfterSeconds: secondsToBeijingMidnight },
};

/** The refusals of a profile save that moves the mobile, each on the field the user corrects. */
export const MOBILE_CHANGE_REFUSALS: Readonly<Record<string, FieldRefusal>> = {
  [MOBILE_CHANGE_MESSAGES.passwordRequired]: { path: 'password', cause: 'validation-failed', code: 'required' },
  [MOBILE_CHANGE_MESSAGES.passwordWrong]: { path: 'password', cause: 'validation-failed' },
  [MOBILE_CHANGE_MESSAGES.smsCodeRequired]: { path: 'smsCode', cause: 'validation-failed', code: 'required' },
  [MOBILE_CHANGE_MESSAGES.smsCodeWrong]: { path: 'smsCode', cause: 'validation-failed' },
  [MOBILE_CHANGE_MESSAGES.smsCodeExpired]: { path: 'smsCode', cause: 'validation-failed' },
  [MOBILE_CHANGE_MESSAGES.smsCodeTriesOut]: { path: 'smsCode', cause: 'validation-failed' },
  [MOBILE_CHANGE_MESSAGES.mobileTaken]: { path: 'mobile', cause: 'already-exists' },
};

/** 138****5678: what the audit trail may keep of a number. */
export const maskedMobile = (mobile: string): string => (/^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile === '' ? '（空）' : '****');
