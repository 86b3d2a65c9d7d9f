import { isPassword } from '@portal/contract';
import { ME_WIRE_PATHS } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { hashPassword, verifyPassword } from '../../auth/password';
import { users } from '../../db/schema';
import { coreFail, coreOk, MESSAGES } from '../../http/answers';
import { userRoutes, type UserAction } from '../../http/user-route';
import { notifyOldMobile, refuseMobileChange, sendMobileCode } from './mobile-change';
import { checkProfile } from './profile-rules';

/** The personal centre in the institute's `/a/stone/user/*` module: `result` flags with `message`. */
export function meRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  const updateInfo: UserAction = async (user, params) => {
    const checked = checkProfile({
      name: params.name,
      identityCard: params.identityCard,
      phone: params.phone,
      mobile: params.mobile,
    });
    if (!checked.ok) return coreFail(checked.message);
    const next = checked.change.mobile;
    const movesMobile = next !== undefined && next !== (user.mobile ?? null);
    if (movesMobile) {
      const refused = await refuseMobileChange(context, user, next, { password: params.password, smsCode: params.smsCode });
      if (refused) return coreFail(refused);
    }
    await db
      .update(users)
      .set({ ...checked.change, updatedAt: context.now() })
      .where(eq(users.id, user.id));
    if (movesMobile && user.mobile) await notifyOldMobile(context, user.mobile, next);
    return coreOk(MESSAGES.updateInfoOk);
  };

  const updatePwd: UserAction = async (user, params) => {
    if (!(await verifyPassword(params.oldPassword ?? '', user.passwordHash))) return coreFail(MESSAGES.oldPasswordWrong);
    const newPassword = params.newPassword ?? '';
    if (!isPassword(newPassword)) return coreFail(MESSAGES.newPasswordInvalid);
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), isSimplePwd: false, updatedAt: context.now() })
      .where(eq(users.id, user.id));
    // A new password signs the account out everywhere, this session included.
    await context.sessions.removeAllOf(user.id);
    return coreOk(MESSAGES.updatePwdOk);
  };

  userRoutes(app, context, [
    [ME_WIRE_PATHS.updateInfo, updateInfo],
    [ME_WIRE_PATHS.updatePwd, updatePwd],
    [ME_WIRE_PATHS.mobileCode, sendMobileCode(context)],
  ]);
}
