import { z } from 'zod/v4';
import { wirePath } from '../paths';
import { wireRecord, ZWireCount, ZWireDateTime, ZWireFlag, ZWireText } from '../wire-values';

/**
 * SMS verification codes of the common module (`success` + `errmsg`, payload under `data`):
 * `smsAuthCode/{purpose}/{mobile}` sends one (after a captcha), `checkSmsAuthCode` checks one
 * without using it up, and `smsOutbox` shows what the embedded sender wrote instead of sending
 * (the demo outbox; refused where a real SMS gateway is configured or in production).
 */
export const SMS_CODE_WIRE_PATHS = {
  send: '/a/stone/common/smsAuthCode',
  check: '/a/stone/common/checkSmsAuthCode',
  outbox: '/a/stone/common/smsOutbox',
} as const;

/**
 * The platform's words for what a code is for. `mobileChange` is sent only to a signed-in user
 * (`ME_WIRE_PATHS.mobileCode`); the public send and check refuse it.
 */
export const WIRE_SMS_PURPOSES = ['register', 'passwordReset', 'onlineApply', 'mobileChange'] as const;
export type WireSmsPurpose = (typeof WIRE_SMS_PURPOSES)[number];
export const ZWireSmsPurpose = z.enum(WIRE_SMS_PURPOSES);

/** `smsAuthCode/{purpose}/{mobile}`, both segments encoded. */
export function smsAuthCodePath(purpose: WireSmsPurpose, mobile: string): string {
  return wirePath(SMS_CODE_WIRE_PATHS.send, purpose, mobile);
}

/** The form of `checkSmsAuthCode` (and the code field of the forms that use one up). */
export const SMS_CODE_PARAMS = { mobile: 'mobile', purpose: 'purpose', code: 'smsCode' } as const;

/** A sent code: the number masked, and the seconds before another may be asked for. */
export const ZWireSmsCodeSent = wireRecord({ mobile: ZWireText, resendAfter: ZWireCount });
export type WireSmsCodeSent = z.infer<typeof ZWireSmsCodeSent>;

export const ZWireSmsCodeCheck = wireRecord({ valid: ZWireFlag });

/** One message of the outbox, the number in full (the gateway masks it). */
export const ZWireSmsOutboxMessage = wireRecord({
  id: ZWireText,
  mobile: ZWireText,
  content: ZWireText,
  sendDate: ZWireDateTime,
});
export type WireSmsOutboxMessage = z.infer<typeof ZWireSmsOutboxMessage>;

/** The platform's texts a client acts on: limits become 429, an outbox that is off 404. */
export const SMS_CODE_MESSAGES = {
  cooldown: '验证码发送过于频繁，请稍后再试',
  dailyCap: '该手机号今日获取验证码次数已达上限，请明天再试',
  wrong: '短信验证码错误或已失效，请重新获取',
  mobileInvalid: '请输入正确的手机号码',
  purposeInvalid: '验证码用途不正确',
  outboxOff: '短信发件箱未开启',
  /** The platform's global budget of texts per Beijing hour is spent (SMS_HOURLY_BUDGET). */
  hourlyBudget: '短信发送量已达本小时上限，请稍后再试',
} as const;

/** Refusals of a text sent on a user's behalf (an authorisation link): the platform's caps. */
export const SMS_SEND_MESSAGES = {
  authLinkCooldown: '授权链接刚刚已发送，请两分钟后再试',
  dailyCap: '今日发送的短信已达上限，请明天再试',
} as const;
