import { MOBILE_CHANGE_MESSAGES, SMS_CODE_MESSAGES, SMS_SEND_MESSAGES } from '@portal/legacy-protocol';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { verifyPassword } from '../../auth/password';
import { users, type UserRow } from '../../db/schema';
import { coreFail, coreOk } from '../../http/answers';
import type { UserAction } from '../../http/user-route';
import { formatWireDateTime } from '../../http/wire-date';
import { maskMobile, smsCodeText } from '../sms-codes/routes';
import { SMS_SIGNATURE } from '../sms-codes/sender';
import { consumeSmsCode, failedSmsCodeReason, issueSmsCode, SMS_CODE_LIMITS } from '../sms-codes/store';
import { bookSmsSend } from '../sms-sends/ledger';

/*
 * The account's mobile is the password-reset channel, so a session alone must not move it
 * (docs/security.md, "A stolen session moving the password-reset channel"): the new number needs
 * the current password and a code sent to it, and the old number is told.
 */

const MOBILE = /^1[3-9]\d{9}$/;

/** `mobileCode`: a code for the signed-in user to the new number, within the code store's and the account's caps. */
export function sendMobileCode(context: AppContext): UserAction {
  return async (user, params) => {
    const mobile = (params.mobile ?? '').trim();
    if (!MOBILE.test(mobile)) return coreFail(SMS_CODE_MESSAGES.mobileInvalid);
    if (mobile === user.mobile) return coreFail(MOBILE_CHANGE_MESSAGES.sameMobile);
    const now = context.now();
    const refused = await bookSmsSend(context.db, { purpose: 'mobile-change', mobile, unitId: user.unitId, userId: user.id, recordId: null, now });
    if (refused) return coreFail(SMS_SEND_MESSAGES.dailyCap);
    const issued = await issueSmsCode(context.db, mobile, 'mobileChange', now);
    if (!issued.ok) return coreFail(SMS_CODE_MESSAGES[issued.reason]);
    await context.sms.send({ mobile, content: smsCodeText('mobileChange', issued.code) });
    return coreOk('验证码已发送', { mobile: maskMobile(mobile), resendAfter: SMS_CODE_LIMITS.cooldownMs / 1000 });
  };
}

/**
 * Whether `user` may move the mobile to `next` (null clears it): the current password always, the
 * code sent to the new number when there is one (used up here, single use), and a number no other
 * account holds. Checked after the code, so the answer names no other account's number to a caller
 * that does not hold it. Null when allowed, else the refusal.
 */
export async function refuseMobileChange(
  context: AppContext,
  user: UserRow,
  next: string | null,
  proof: { password?: string; smsCode?: string },
): Promise<string | null> {
  if (!proof.password) return MOBILE_CHANGE_MESSAGES.passwordRequired;
  if (!(await verifyPassword(proof.password, user.passwordHash))) return MOBILE_CHANGE_MESSAGES.passwordWrong;
  if (next === null) return null;
  if (!proof.smsCode) return MOBILE_CHANGE_MESSAGES.smsCodeRequired;
  const now = context.now();
  if (!(await consumeSmsCode(context.db, next, 'mobileChange', proof.smsCode, now))) {
    const reason = await failedSmsCodeReason(context.db, next, 'mobileChange', now);
    return reason === 'expired' ? MOBILE_CHANGE_MESSAGES.smsCodeExpired : reason === 'triesOut' ? MOBILE_CHANGE_MESSAGES.smsCodeTriesOut : MOBILE_CHANGE_MESSAGES.smsCodeWrong;
  }
  const [holder] = await context.db.select({ id: users.id }).from(users).where(and(eq(users.mobile, next), ne(users.id, user.id))).limit(1);
  return holder ? MOBILE_CHANGE_MESSAGES.mobileTaken : null;
}

/** The text to the old number: when, the new number masked, and what to do if it was not the owner. */
export function mobileChangedText(next: string | null, at: Date): string {
  const change = next ? `变更为${maskMobile(next)}` : '解除绑定';
  return `${SMS_SIGNATURE}您的账号绑定手机号已于${formatWireDateTime(at).slice(0, 16)}${change}。如非本人操作，请立即修改密码并联系平台管理员找回账号。`;
}

/** Tells the old number; a failed send does not undo the change (it is audited at the gateway). */
export async function notifyOldMobile(context: AppContext, old: string, next: string | null): Promise<void> {
  await context.sms.send({ mobile: old, content: mobileChangedText(next, context.now()) }).catch(() => undefined);
}
