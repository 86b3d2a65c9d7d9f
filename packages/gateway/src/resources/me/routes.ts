import { initServer } from '@ts-rest/fastify';
import { contract, toPasswordUpdatePayload } from '@portal/contract';
import { MOBILE_CHANGE_MESSAGES, PASSWORD_CHANGE_MESSAGES, updateInfoForm, updatePwdForm, ME_WIRE_PATHS, ZWireSmsCodeSent } from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../audit/actor';
import type { AuditEntry } from '../../audit/audit-log';
import type { GatewayContext } from '../../context';
import { endSession, renewSession } from '../../session/auth';
import { withFieldRefusals } from '../../http/field-refusals';
import { problemOf } from '../../http/problem';
import { answer, platformSession, problemResult } from '../../http/respond';
import type { LegacyResult } from '../../legacy/client';
import { parsed } from '../../legacy/wire-values';
import { createLoginGuard, type LoginOutcome } from '../../security/login-guard';
import { fetchUserInfo, loadCurrentUser, sessionPayloadOf } from '../session/sign-in';
import { toProfile } from './mapping';
import { maskedMobile, MOBILE_CHANGE_REFUSALS, MOBILE_CODE_REFUSALS } from './mobile-change';

const s = initServer();

/**
 * A wrong current password is a refused attempt (the mobile change's or the password change's
 * refusal); a right one (the change done, or refused for another reason) takes the count back.
 */
function passwordOutcome(result: LegacyResult<unknown>): LoginOutcome {
  const wrong: readonly string[] = [MOBILE_CHANGE_MESSAGES.passwordWrong, PASSWORD_CHANGE_MESSAGES.oldPasswordWrong];
  if (!result.ok && wrong.includes(result.problem.detail ?? '')) return 'refused';
  return 'unanswered';
}

/** The audit detail of a change refused because the account (or the address) is locked. */
const LOCKED_DETAIL = '账号已锁定，未提交平台验证';

export function meHandlers(ctx: GatewayContext) {
  const passwordGuard = createLoginGuard(ctx.store, ctx.config.login);
  const lockedProblem = () => ({ problem: problemOf('account-locked', { retryAfterSeconds: Math.ceil(ctx.config.login.lockMs / 1000) }) });
  /** Audits a change of the caller's own account; never its values (a password, an ID card). */
  function audit(request: FastifyRequest, event: 'profile-changed' | 'password-changed' | 'mobile-changed', failure?: { detail?: string }, detail?: string) {
    const entry: AuditEntry = {
      event,
      outcome: failure ? 'failure' : 'success',
      ...actorOf(request),
      detail: failure?.detail ?? detail ?? null,
    };
    ctx.audit.record(request, entry);
  }

  return s.router(contract.me, {
    get: async ({ request, reply }) => {
      const info = await fetchUserInfo(ctx, platformSession(request));
      if (!info.ok) return problemResult(ctx, request, reply, info);
      return { status: 200 as const, body: toProfile(info.data) };
    },

    update: async ({ body, request, reply }) => {
      const session = platformSession(request);
      // Read first: a save that moves the mobile (the password-reset channel) carries the proof and
      // is audited as such; the platform enforces the proof either way (docs/security.md).
      const before = await fetchUserInfo(ctx, session);
      if (!before.ok) return problemResult(ctx, request, reply, before);
      const mobile = body.mobile ?? '';
      const oldMobile = before.data.mobile ?? '';
      const movesMobile = mobile !== oldMobile;
      // The password a mobile change asks for counts against the sign-in lockout (same account
      // counter, docs/security.md): a stolen session cannot guess it faster than the login form.
      const attempt = movesMobile ? await passwordGuard.begin(before.data.loginName, request.ip) : null;
      if (attempt && attempt.verdict !== 'try') {
        audit(request, 'mobile-changed', { detail: LOCKED_DETAIL }, `${maskedMobile(oldMobile)} → ${maskedMobile(mobile)}`);
        return problemResult(ctx, request, reply, lockedProblem());
      }
      const updated = withFieldRefusals(
        MOBILE_CHANGE_REFUSALS,
        await ctx.legacy.call({
          method: 'POST',
          path: ME_WIRE_PATHS.updateInfo,
          form: updateInfoForm({
            name: body.name,
            idCard: body.idCard ?? '',
            phone: body.phone ?? '',
            mobile,
            ...(movesMobile ? { password: body.password, smsCode: body.smsCode } : {}),
          }),
          session,
        }),
      );
      if (attempt?.verdict === 'try') await attempt.settle(passwordOutcome(updated));
      audit(request, 'profile-changed', updated.ok ? undefined : updated.problem);
      if (movesMobile) audit(request, 'mobile-changed', updated.ok ? undefined : updated.problem, `${maskedMobile(oldMobile)} → ${maskedMobile(mobile)}`);
      if (!updated.ok) return problemResult(ctx, request, reply, updated);
      const info = await fetchUserInfo(ctx, session);
      if (!info.ok) return problemResult(ctx, request, reply, info);
      return { status: 200 as const, body: toProfile(info.data) };
    },

    sendMobileCode: async ({ body, request, reply }) => {
      const sent = await ctx.legacy.call({ method: 'POST', path: ME_WIRE_PATHS.mobileCode, form: { mobile: body.mobile }, session: platformSession(request) });
      const result = parsed(withFieldRefusals(MOBILE_CODE_REFUSALS, sent), ZWireSmsCodeSent, (wire) => ({ maskedMobile: wire.mobile, resendAfterSeconds: wire.resendAfter }));
      return answer(ctx, request, reply, 202, result);
    },

    changePassword: async ({ body, request, reply }) => {
      const session = platformSession(request);
      // The old password counts against the sign-in lockout too: a stolen session cannot guess it
      // faster than the login form (docs/security.md).
      const attempt = await passwordGuard.begin(request.portalSession?.login ?? null, request.ip);
      if (attempt.verdict !== 'try') {
        audit(request, 'password-changed', { detail: LOCKED_DETAIL });
        return problemResult(ctx, request, reply, lockedProblem());
      }
      // Only oldPassword and newPassword travel; the confirmation stays here.
      const changed = await ctx.legacy.call({
        method: 'POST',
        path: ME_WIRE_PATHS.updatePwd,
        form: updatePwdForm(toPasswordUpdatePayload(body)),
        session,
      });
      await attempt.settle(changed.ok ? 'success' : passwordOutcome(changed));
      audit(request, 'password-changed', changed.ok ? undefined : changed.problem);
      if (!changed.ok) return problemResult(ctx, request, reply, changed);
      // The reference platform ends every session of the user after a change, and the caller
      // signs in again. A platform that keeps the session gets it renewed without the
      // too-simple-password flag, so the forced change is over at once.
      const user = await loadCurrentUser(ctx, session, request.portalSession!.roleId);
      if (user.ok) {
        renewSession(ctx.sessions, request, reply, { ...request.portalSession!, ...sessionPayloadOf(session, user.data) });
      } else {
        endSession(ctx.sessions, request, reply);
      }
      return { status: 204 as const, body: undefined };
    },
  });
}
