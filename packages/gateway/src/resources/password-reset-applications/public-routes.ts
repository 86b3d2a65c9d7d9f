import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_WIRE_PATHS,
  passwordResetApplyForm,
  passwordResetCheckForm,
  SMS_CODE_MESSAGES,
  ZWirePasswordResetApplied,
  ZWirePasswordResetCheck,
} from '@portal/legacy-protocol';
import type { GatewayContext } from '../../context';
import { answer, problemResult } from '../../http/respond';
import type { ProblemCause } from '../../http/problem';
import { servedRoutes } from '../../http/served-routes';
import type { LegacyResult } from '../../legacy/client';
import { toQueuedApplicationRef } from '../../legacy/audit-queue';
import { parsed } from '../../legacy/wire-values';
import { createPublicLimiter, TOO_MANY } from '../public/limits';
import { resetStateCode, toPasswordResetCheck } from './mapping';

const s = initServer();

/** The public password-reset routes served here (the rest of the public group is part of `public/`). */
export const passwordResetPublicServed = servedRoutes(contract.public, ['checkPasswordReset', 'applyPasswordReset']);

/** Where a refusal of `passwordRestApply` belongs on the form, and the status it means. */
const FIELD_REFUSALS: Readonly<Record<string, { path: string; status: number; cause: ProblemCause }>> = {
  [SMS_CODE_MESSAGES.wrong]: { path: 'smsCode', status: 400, cause: 'validation-failed' },
  [PASSWORD_RESET_MESSAGES.passwordInvalid]: { path: 'password', status: 400, cause: 'validation-failed' },
  [PASSWORD_RESET_MESSAGES.accountMismatch]: { path: 'loginName', status: 400, cause: 'validation-failed' },
  [PASSWORD_RESET_MESSAGES.pending]: { path: 'loginName', status: 409, cause: 'state-conflict' },
};

export function withResetFieldRefusal<T>(result: LegacyResult<T>): LegacyResult<T> {
  if (result.ok || result.problem.status !== 400) return result;
  const detail = result.problem.detail ?? '';
  const field = FIELD_REFUSALS[detail];
  return field ? { ...result, problem: { cause: field.cause, status: field.status, detail, errors: [{ path: field.path, code: 'invalid_value', message: detail }] } } : result;
}

/**
 * `passwordRestApplyCheck` and `passwordRestApply` for visitors without a session, limited per
 * client address (and the check per mobile number too) in the shared store, like the other public
 * calls. Each application is written to the security audit trail, without its values.
 */
export function passwordResetPublicHandlers(ctx: GatewayContext) {
  const limiter = createPublicLimiter(ctx.store);

  return s.router(passwordResetPublicServed, {
    checkPasswordReset: async ({ body, request, reply }) => {
      if (!(await limiter.allow(request, [['checkByAddress'], ['verifyByMobile', body.mobile]]))) return problemResult(ctx, request, reply, { problem: TOO_MANY });
      const checked = await ctx.legacy.call({ method: 'POST', path: PASSWORD_RESET_WIRE_PATHS.check, form: passwordResetCheckForm({ loginName: body.loginName.trim(), mobile: body.mobile }) });
      return answer(ctx, request, reply, 200, parsed(checked, ZWirePasswordResetCheck, toPasswordResetCheck));
    },

    applyPasswordReset: async ({ body, request, reply }) => {
      if (!(await limiter.allow(request, [['applyByAddress']]))) return problemResult(ctx, request, reply, { problem: TOO_MANY });
      const applied = await ctx.legacy.call({
        method: 'POST',
        path: PASSWORD_RESET_WIRE_PATHS.apply,
        form: passwordResetApplyForm({
          loginName: body.loginName.trim(),
          userName: body.name.trim(),
          unitName: body.unitName.trim(),
          mobile: body.mobile,
          smsCode: body.smsCode,
          reason: body.reason.trim(),
          newPassword: body.password,
        }),
      });
      const result = parsed(withResetFieldRefusal(applied), ZWirePasswordResetApplied, (wire) => ({ ...toQueuedApplicationRef(wire), state: resetStateCode(wire.status) }));
      ctx.audit.record(request, {
        event: 'password-reset-applied',
        outcome: result.ok ? 'success' : 'failure',
        user: body.loginName.trim(),
        target: result.ok ? `password-reset-application:${result.value.id}` : null,
        detail: result.ok ? null : (result.problem.detail ?? null),
      });
      return answer(ctx, request, reply, 201, result);
    },
  });
}
