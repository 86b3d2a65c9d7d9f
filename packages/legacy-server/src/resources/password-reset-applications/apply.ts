import { isPassword } from '@portal/contract';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_WIRE_PATHS, SMS_CODE_MESSAGES, ZWirePasswordResetForm } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { findActiveUserByLoginName } from '../../auth/active-users';
import { hashPassword } from '../../auth/password';
import { newId } from '../../db/ids';
import { passwordResetApplications, units, type UserRow } from '../../db/schema';
import { commonFail, commonOk } from '../../http/answers';
import { wireParams } from '../../http/params';
import { consumeSmsCode } from '../sms-codes/store';
import { SMS_SIGNATURE } from '../sms-codes/sender';
import { nextReferenceNo, REFERENCE_PREFIXES } from '../reference-numbers/next';
import { hasPendingApplication } from './store';

const FORM_INVALID = '申请信息不完整或格式不正确';

async function unitNameOf(context: AppContext, user: UserRow): Promise<string | null> {
  if (!user.unitId) return null;
  const [unit] = await context.db.select({ name: units.name }).from(units).where(eq(units.id, user.unitId));
  return unit?.name ?? null;
}

/** What an approved or rejected applicant is told by SMS. */
export function decisionText(approved: boolean, loginName: string): string {
  return approved
    ? `${SMS_SIGNATURE}您的账号 ${loginName} 重置密码申请已审核通过，请使用申请时填写的新密码登录。`
    : `${SMS_SIGNATURE}您的账号 ${loginName} 重置密码申请未通过审核，详情请联系特种设备检验机构。`;
}

/**
 * `common/passwordRestApply` (public, `success` + `errmsg`): the SMS code sent to the account's own
 * mobile is used up first, then the login name, name, unit and mobile must all match one active
 * account without an open application. The new password is stored hashed until approved. Every
 * refusal after the code says the same words, so the form reveals nothing about other accounts.
 */
export function registerPasswordResetApply(app: FastifyInstance, context: AppContext): void {
  app.route({
    method: 'POST',
    url: PASSWORD_RESET_WIRE_PATHS.apply,
    config: { public: true },
    handler: async (request) => {
      const form = ZWirePasswordResetForm.safeParse(wireParams(request));
      if (!form.success) return commonFail(FORM_INVALID);
      const fields = form.data;
      if (!isPassword(fields.newPassword)) return commonFail(PASSWORD_RESET_MESSAGES.passwordInvalid);
      const now = context.now();
      if (!(await consumeSmsCode(context.db, fields.mobile, 'passwordReset', fields.smsCode, now))) return commonFail(SMS_CODE_MESSAGES.wrong);
      const user = await findActiveUserByLoginName(context.db, fields.loginName);
      const unitName = user ? await unitNameOf(context, user) : null;
      const matches =
        user !== null &&
        user.mobile === fields.mobile &&
        user.name === fields.userName &&
        (fields.unitName === '' || fields.unitName === unitName);
      if (!matches) return commonFail(PASSWORD_RESET_MESSAGES.accountMismatch);
      if (await hasPendingApplication(context.db, user.id)) return commonFail(PASSWORD_RESET_MESSAGES.pending);
      const id = newId();
      const referenceNo = await nextReferenceNo(context.db, REFERENCE_PREFIXES.passwordReset, now);
      await context.db.insert(passwordResetApplications).values({
        id,
        referenceNo,
        userId: user.id,
        loginName: user.loginName,
        name: user.name,
        unitName,
        mobile: fields.mobile,
        reason: fields.reason,
        passwordHash: await hashPassword(fields.newPassword),
        state: '待审核',
        submittedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      return commonOk({ id, referenceNo, status: '待审核' });
    },
  });
}
