import { isPassword } from '@portal/contract';
import { WIRE_PATHS } from '@portal/legacy-protocol';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { hashPassword, verifyPassword } from '../auth/password';
import { userRoles, users, type UserRow } from '../db/schema';
import { coreFail, coreOk, loginRequired, MESSAGES, type CoreAnswer } from '../http/answers';
import { GET_OR_POST } from '../http/methods';
import { wireParams, type WireParams } from '../http/params';
import { sessionUser } from '../http/session-guard';
import { unitAnswer } from '../units/unit-answer';
import { checkProfile } from '../users/profile-rules';
import { userInfoAnswer } from '../users/user-info';

type UserAction = (user: UserRow, params: WireParams) => Promise<CoreAnswer>;

/** The institute's `/a/stone/user/*` module: `result` flags with `message`, maps merged into the top level. */
export function userRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  const info: UserAction = async (user) => ({ ...(await userInfoAnswer(db, user)), result: 'true' });

  const unit: UserAction = async (user) => ({ ...(await unitAnswer(db, user)), result: 'true' });

  const changeRole: UserAction = async (user, params) => {
    const roleId = params.id ?? '';
    if (roleId === '') return coreFail(MESSAGES.changeRoleMissing);
    const [held] = await db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.roleId, roleId)));
    if (!held) return coreFail(MESSAGES.changeRoleForeign);
    await db.update(users).set({ currentRoleId: roleId, updatedAt: context.now() }).where(eq(users.id, user.id));
    return coreOk(MESSAGES.changeRoleOk);
  };

  const updateInfo: UserAction = async (user, params) => {
    const checked = checkProfile({
      name: params.name,
      identityCard: params.identityCard,
      phone: params.phone,
      mobile: params.mobile,
    });
    if (!checked.ok) return coreFail(checked.message);
    await db
      .update(users)
      .set({ ...checked.change, updatedAt: context.now() })
      .where(eq(users.id, user.id));
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

  const actions: [string, UserAction][] = [
    [WIRE_PATHS.userInfo, info],
    [WIRE_PATHS.unit, unit],
    [WIRE_PATHS.changeRole, changeRole],
    [WIRE_PATHS.updateInfo, updateInfo],
    [WIRE_PATHS.updatePwd, updatePwd],
  ];
  for (const [url, action] of actions) {
    app.route({
      method: GET_OR_POST,
      url,
      handler: async (request: FastifyRequest) => {
        const user = await sessionUser(context, request);
        return user ? action(user, wireParams(request)) : loginRequired();
      },
    });
  }
}
