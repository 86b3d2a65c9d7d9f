import {
  CAPTCHA_MESSAGES,
  CAPTCHA_PARAMS,
  SMS_CODE_MESSAGES,
  SMS_CODE_PARAMS,
  SMS_CODE_WIRE_PATHS,
  ZWireSmsPurpose,
  type WireSmsPurpose,
} from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { commonFail, commonOk } from '../../http/answers';
import { GET_OR_POST } from '../../http/methods';
import { wireParams } from '../../http/params';
import { formatWireDateTime } from '../../http/wire-date';
import { consumeCaptcha } from '../captcha/store';
import { outboxOf, SMS_SIGNATURE } from './sender';
import { SmsBudgetSpent } from '../sms-budget/budget';
import { checkSmsCode, issueSmsCode, SMS_CODE_LIMITS, withdrawSmsCode } from './store';

const MOBILE = /^1[3-9]\d{9}$/;

const PURPOSE_WORDS: Record<WireSmsPurpose, string> = {
  register: '企业账号注册',
  passwordReset: '重置密码',
  onlineApply: '网上报检',
  mobileChange: '修改绑定手机号',
};

/** Purposes a visitor may ask for or check; a mobile change's code goes to signed-in users only (me/mobile-change.ts). */
const publicPurpose = (text: unknown) => {
  const purpose = ZWireSmsPurpose.safeParse(text);
  return purpose.success && purpose.data !== 'mobileChange' ? purpose.data : null;
};

/** 138****5678. */
export const maskMobile = (mobile: string): string => (mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****');

export const smsCodeText = (purpose: WireSmsPurpose, code: string): string =>
  `${SMS_SIGNATURE}您正在进行${PURPOSE_WORDS[purpose]}，验证码${code}，${SMS_CODE_LIMITS.ttlMs / 60_000}分钟内有效。如非本人操作，请忽略本短信。`;

/**
 * SMS codes of the common module (public, `success` + `errmsg`): `smsAuthCode/{purpose}/{mobile}`
 * after a right captcha, `checkSmsAuthCode` without using the code up, and the demo outbox.
 */
export function smsCodeRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.route({
    method: 'POST',
    url: `${SMS_CODE_WIRE_PATHS.send}/:purpose/:mobile`,
    config: { public: true },
    // The path holds the full mobile number: the request lines (info) of this route are not logged.
    logLevel: 'warn',
    handler: async (request: FastifyRequest) => {
      const { purpose: purposeText, mobile } = request.params as { purpose: string; mobile: string };
      const purpose = publicPurpose(purposeText);
      if (!purpose) return commonFail(SMS_CODE_MESSAGES.purposeInvalid);
      if (!MOBILE.test(mobile)) return commonFail(SMS_CODE_MESSAGES.mobileInvalid);
      const params = wireParams(request);
      const now = context.now();
      const captchaRight = await consumeCaptcha(db, params[CAPTCHA_PARAMS.id] ?? '', params[CAPTCHA_PARAMS.code] ?? '', now);
      if (!captchaRight) return commonFail(CAPTCHA_MESSAGES.wrong);
      const issued = await issueSmsCode(db, mobile, purpose, now);
      if (!issued.ok) return commonFail(SMS_CODE_MESSAGES[issued.reason]);
      try {
        await context.sms.send({ mobile, content: smsCodeText(purpose, issued.code) });
      } catch (error) {
        if (!(error instanceof SmsBudgetSpent)) throw error;
        await withdrawSmsCode(db, issued.id);
        return commonFail(SMS_CODE_MESSAGES.hourlyBudget);
      }
      return commonOk({ mobile: maskMobile(mobile), resendAfter: SMS_CODE_LIMITS.cooldownMs / 1000 });
    },
  });

  app.route({
    method: 'POST',
    url: SMS_CODE_WIRE_PATHS.check,
    config: { public: true },
    handler: async (request: FastifyRequest) => {
      const params = wireParams(request);
      const purpose = publicPurpose(params[SMS_CODE_PARAMS.purpose]);
      if (!purpose) return commonFail(SMS_CODE_MESSAGES.purposeInvalid);
      const mobile = params[SMS_CODE_PARAMS.mobile] ?? '';
      if (!MOBILE.test(mobile)) return commonFail(SMS_CODE_MESSAGES.mobileInvalid);
      const code = params[SMS_CODE_PARAMS.code] ?? '';
      const valid = await checkSmsCode(db, { mobile, purpose, code, consume: false }, context.now());
      return commonOk({ valid });
    },
  });

  app.route({
    method: GET_OR_POST,
    url: SMS_CODE_WIRE_PATHS.outbox,
    config: { public: true },
    handler: async (request: FastifyRequest) => {
      if (!context.smsOutbox) return commonFail(SMS_CODE_MESSAGES.outboxOff);
      const mobile = wireParams(request).mobile ?? '';
      if (!MOBILE.test(mobile)) return commonFail(SMS_CODE_MESSAGES.mobileInvalid);
      const rows = await outboxOf(db, mobile);
      return commonOk(rows.map((row) => ({ id: row.id, mobile: row.mobile, content: row.content, sendDate: formatWireDateTime(row.sentAt) })));
    },
  });
}
