import { SESSION_WIRE_PATHS } from '@portal/legacy-protocol';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { authenticate } from '../../auth/authenticate';
import { userRoles, users } from '../../db/schema';
import { coreFail, coreOk, MESSAGES } from '../../http/answers';
import { wireParams } from '../../http/params';
import { SESSION_COOKIE, sessionCredentials } from '../../http/session-guard';
import { userRoutes, type UserAction } from '../../http/user-route';
import { userInfoAnswer } from './answer';

/**
 * `POST /a/login`, `GET /a/logout`, and in the institute's `/a/stone/user/*` module the user info
 * (merged into the top level) and the change of the current role.
 */
export function sessionRoutes(app: FastifyInstance, context: AppContext): void {
  app.post(SESSION_WIRE_PATHS.login, { config: { public: true } }, async (request, reply) => {
    const user = await authenticate(context, wireParams(request));
    if (!user) return coreFail(MESSAGES.loginFailed, { isValidCodeLogin: false });
    const session = await context.sessions.create(user.id);
    reply.header('set-cookie', `${SESSION_COOKIE}=${session.id}; Path=/; HttpOnly; SameSite=Lax`);
    return coreOk(MESSAGES.loginOk, {
      sessionid: session.id,
      __extend: session.extendId,
      user: await userInfoAnswer(context.db, user),
    });
  });

  // Shiro's logout filter answers success whether or not a session was there.
  app.get(SESSION_WIRE_PATHS.logout, { config: { public: true } }, async (request, reply) => {
    const { sid, extend } = sessionCredentials(request);
    if (sid && extend) await context.sessions.remove(sid, extend);
    reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    return coreOk(MESSAGES.logoutOk);
  });

  const changeRole: UserAction = async (user, params) => {
    const roleId = params.id ?? '';
    if (roleId === '') return coreFail(MESSAGES.changeRoleMissing);
    const [held] = await context.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.roleId, roleId)));
    if (!held) return coreFail(MESSAGES.changeRoleForeign);
    await context.db.update(users).set({ currentRoleId: roleId, updatedAt: context.now() }).where(eq(users.id, user.id));
    return coreOk(MESSAGES.changeRoleOk);
  };

  userRoutes(app, context, [
    [SESSION_WIRE_PATHS.userInfo, async (user) => ({ ...(await userInfoAnswer(context.db, user)), result: 'true' })],
    [SESSION_WIRE_PATHS.changeRole, changeRole],
  ]);
}
