import { WIRE_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticate } from '../auth/authenticate';
import { coreFail, coreOk, MESSAGES } from '../http/answers';
import { wireParams } from '../http/params';
import { SESSION_COOKIE, sessionCredentials } from '../http/session-guard';
import { userInfoAnswer } from '../users/user-info';

/** `POST /a/login` and `GET /a/logout`. */
export function loginRoutes(app: FastifyInstance, context: AppContext): void {
  app.post(WIRE_PATHS.login, { config: { public: true } }, async (request, reply) => {
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
  app.get(WIRE_PATHS.logout, { config: { public: true } }, async (request, reply) => {
    const { sid, extend } = sessionCredentials(request);
    if (sid && extend) await context.sessions.remove(sid, extend);
    reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    return coreOk(MESSAGES.logoutOk);
  });
}
