import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  ACCOUNT_REGISTRATION_WIRE_PATHS,
  accountApplyForm,
  CAPTCHA_PARAMS,
  CAPTCHA_WIRE_PATHS,
  SMS_CODE_PARAMS,
  SMS_CODE_WIRE_PATHS,
  smsAuthCodePath,
  ZWireAccountApplied,
  ZWireCaptcha,
  ZWireSmsCodeCheck,
  ZWireSmsCodeSent,
  ZWireUnitRegistCheck,
} from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import { outcomeEntry, visitorOf } from '../../audit/actor';
import type { GatewayContext } from '../../context';
import { answer, problemResult } from '../../http/respond';
import { servedRoutes } from '../../http/served-routes';
import { toQueuedApplicationRef } from '../../legacy/audit-queue';
import { parsed, textOrNull } from '../../legacy/wire-values';
import { toRegistrationState } from '../account-registrations/mapping';
import { createProofOfWork, proofOfWorkKey } from '../../security/proof-of-work';
import { createPublicLimiter, POW_REFUSED, TOO_MANY, type PublicLimit } from './limits';
import { maskMobile, toAccountApplyForm, wirePurpose, withFieldRefusal } from './mapping';
import { isBudgetRefusal, overBudget } from './sms-budget';

const s = initServer();

/** The public routes served here; the password-reset ones are part B's, the invoice titles planned. */
export const publicServed = servedRoutes(contract.public, ['captcha', 'smsChallenge', 'sendSmsCode', 'verifySmsCode', 'checkUnitRegistration', 'applyAccount']);

/**
 * The onboarding calls of visitors without a session: captcha, SMS codes (after a captcha), the
 * unit check and the account application, each limited per client address and, where a number
 * is named, per mobile number (`limits.ts`).
 */
export function publicHandlers(ctx: GatewayContext) {
  const limiter = createPublicLimiter(ctx.store);
  const proofOfWork = createProofOfWork({ hmacKey: proofOfWorkKey(ctx.config.proofOfWork.hmacKey, ctx.sessions.secret), cost: ctx.config.proofOfWork.cost, store: ctx.store });
  const limited = async (request: FastifyRequest, limits: readonly (readonly [PublicLimit, string?])[]) =>
    limiter.allow(request, limits);

  return s.router(publicServed, {
    captcha: async ({ request, reply }) => {
      if (!(await limited(request, [['captcha']]))) return problemResult(ctx, request, reply, { problem: TOO_MANY });
      const captcha = await ctx.legacy.call({ method: 'GET', path: CAPTCHA_WIRE_PATHS.captcha });
      return answer(ctx, request, reply, 200, parsed(captcha, ZWireCaptcha, (wire) => ({ captchaId: wire.captchaId, image: wire.image })));
    },

    smsChallenge: async ({ request, reply }) => {
      if (!(await limited(request, [['challengeByAddress']]))) return problemResult(ctx, request, reply, { problem: TOO_MANY });
      const { parameters, signature = '' } = await proofOfWork.challenge();
      return answer(ctx, request, reply, 200, { ok: true, value: { parameters: { ...parameters }, signature } });
    },

    sendSmsCode: async ({ body, request, reply }) => {
      const mobile = body.mobile;
      const target = `sms-code:${body.purpose}`;
      const sender = visitorOf(request, maskMobile(mobile));
      if (!(await limited(request, [['smsByAddress'], ['smsByMobile', mobile]]))) {
        ctx.audit.record(request, { event: 'sms-code-sent', outcome: 'failure', ...sender, target, detail: '请求过于频繁（网关限流）' });
        return problemResult(ctx, request, reply, { problem: TOO_MANY });
      }
      // Before the platform is asked: a send without fresh work of its own reaches no one.
      if (!(await proofOfWork.spend(body.altcha))) {
        ctx.audit.record(request, { event: 'sms-code-sent', outcome: 'failure', ...sender, target, detail: '人机验证未通过' });
        return problemResult(ctx, request, reply, { problem: POW_REFUSED });
      }
      const sent = await ctx.legacy.call({
        method: 'POST',
        path: smsAuthCodePath(wirePurpose(body.purpose), mobile),
        form: { [CAPTCHA_PARAMS.id]: body.captchaId, [CAPTCHA_PARAMS.code]: body.captchaCode },
      });
      ctx.audit.record(request, outcomeEntry(request, 'sms-code-sent', target, sent, '短信验证码已发送', sender));
      if (isBudgetRefusal(sent)) return problemResult(ctx, request, reply, { problem: await overBudget(ctx, request) });
      return answer(ctx, request, reply, 202, parsed(withFieldRefusal(sent), ZWireSmsCodeSent, (wire) => ({ maskedMobile: wire.mobile, resendAfterSeconds: wire.resendAfter })));
    },

    verifySmsCode: async ({ body, request, reply }) => {
      if (!(await limited(request, [['verifyByAddress'], ['verifyByMobile', body.mobile]]))) return problemResult(ctx, request, reply, { problem: TOO_MANY });
      const checked = await ctx.legacy.call({
        method: 'POST',
        path: SMS_CODE_WIRE_PATHS.check,
        form: { [SMS_CODE_PARAMS.mobile]: body.mobile, [SMS_CODE_PARAMS.purpose]: wirePurpose(body.purpose), [SMS_CODE_PARAMS.code]: body.code },
      });
      return answer(ctx, request, reply, 200, parsed(checked, ZWireSmsCodeCheck, (wire) => ({ valid: wire.valid })));
    },

    checkUnitRegistration: async ({ body, request, reply }) => {
      if (!(await limited(request, [['checkByAddress']]))) return problemResult(ctx, request, reply, { problem: TOO_MANY });
      const checked = await ctx.legacy.call({ method: 'POST', path: ACCOUNT_REGISTRATION_WIRE_PATHS.unitCheck, form: { uscc: body.creditCode } });
      return answer(ctx, request, reply, 200, parsed(checked, ZWireUnitRegistCheck, (wire) => ({ registered: wire.registered, unitName: textOrNull(wire.orgname) })));
    },

    applyAccount: async ({ body, request, reply }) => {
      // The unit and the login name applied for; never the password, the mobile (masked as the actor) or the SMS code.
      const applicant = visitorOf(request, maskMobile(body.mobile));
      const detail = `申请账号 ${body.loginName.trim()}：${body.unitName.trim()}`;
      if (!(await limited(request, [['applyByAddress']]))) {
        ctx.audit.record(request, { event: 'account-applied', outcome: 'failure', ...applicant, target: 'account-registration', detail: '请求过于频繁（网关限流）' });
        return problemResult(ctx, request, reply, { problem: TOO_MANY });
      }
      const applied = await ctx.legacy.call({ method: 'POST', path: ACCOUNT_REGISTRATION_WIRE_PATHS.apply, form: accountApplyForm(toAccountApplyForm(body)) });
      const id = parsed(applied, ZWireAccountApplied, (wire) => wire.id);
      ctx.audit.record(request, outcomeEntry(request, 'account-applied', id.ok ? `account-registration:${id.value}` : 'account-registration', applied, detail, applicant));
      return answer(
        ctx,
        request,
        reply,
        201,
        parsed(withFieldRefusal(applied), ZWireAccountApplied, (wire) => ({ ...toQueuedApplicationRef(wire), state: toRegistrationState(wire.status), submittedAt: wire.submitDate })),
      );
    },
  });
}
