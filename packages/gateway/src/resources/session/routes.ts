import { initServer } from '@ts-rest/fastify';
import { contract, formatShanghaiDateTime, type CurrentUser } from '@portal/contract';
import { changeRoleForm, SESSION_WIRE_PATHS } from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../audit/actor';
import type { GatewayContext } from '../../context';
import type { LegacySession } from '../../legacy/client';
import { endSession, newSessionToken, renewSession } from '../../session/auth';
import { setSessionCookie, type SessionReply } from '../../session/cookie';
import { keepCurrentRole } from '../../session/current-role';
import type { SessionPayload } from '../../session/seal';
import { platformSession, problemResult } from '../../http/respond';
import { createGuardedSignIn } from './guarded-sign-in';
import { loadCurrentUser, sessionPayloadOf, type Credentials } from './sign-in';

const s = initServer();

/** Whether the sealed session still says what the platform says about the user. */
function sealedAsPlatformSays(session: SessionPayload, user: CurrentUser): boolean {
  return (
    session.roleId === user.currentRole.id &&
    session.isSimplePwd === user.isSimplePwd &&
    session.menuIds.length === user.menuIds.length &&
    session.menuIds.every((id, index) => id === user.menuIds[index])
  );
}

export function sessionHandlers(ctx: GatewayContext) {
  const guardedSignIn = createGuardedSignIn(ctx);

  /** A new sign-in: its role becomes the current role of its platform session. */
  async function issue(session: LegacySession, user: CurrentUser) {
    const issued = newSessionToken(ctx.sessions, sessionPayloadOf(session, user));
    await keepCurrentRole(ctx.store, issued.payload, ctx.sessions.ttlMs);
    return issued;
  }

  async function browserLogin(credentials: Credentials, request: FastifyRequest, reply: SessionReply) {
    const signedIn = await guardedSignIn(request, credentials, 'login');
    if (!signedIn.ok) return problemResult(ctx, request, reply, signedIn);
    const { session, user } = signedIn.data;
    const { token, payload } = await issue(session, user);
    setSessionCookie(reply, token, payload.exp, ctx.sessions.cookie);
    return { status: 200 as const, body: user };
  }

  return s.router(contract.session, {
    login: async ({ body, request, reply }) => browserLogin(body, request, reply),

    ssoLogin: async ({ body, request, reply }) => browserLogin(body, request, reply),

    createToken: async ({ body, request, reply }) => {
      const signedIn = await guardedSignIn(request, body, 'token-issued');
      if (!signedIn.ok) return problemResult(ctx, request, reply, signedIn);
      const { token, payload } = await issue(signedIn.data.session, signedIn.data.user);
      return {
        status: 201 as const,
        body: { token, tokenType: 'Bearer' as const, expiresAt: formatShanghaiDateTime(payload.exp) },
      };
    },

    current: async ({ request, reply }) => {
      const current = request.portalSession!;
      const user = await loadCurrentUser(ctx, platformSession(request), current.roleId);
      if (!user.ok) return problemResult(ctx, request, reply, user);
      // The platform may have changed the role's menus (or taken the role away) since the token was sealed.
      if (!sealedAsPlatformSays(current, user.data)) {
        const renewed = { ...current, ...sessionPayloadOf(platformSession(request), user.data) };
        if (renewed.roleId !== current.roleId) await keepCurrentRole(ctx.store, renewed, ctx.sessions.ttlMs);
        renewSession(ctx.sessions, request, reply, renewed);
      }
      return { status: 200 as const, body: user.data };
    },

    changeRole: async ({ body, request, reply }) => {
      const session = platformSession(request);
      const audit = (outcome: 'success' | 'failure', detail: string | null = null) =>
        ctx.audit.record(request, {
          event: 'role-switched',
          outcome,
          ...actorOf(request),
          target: body.roleId,
          detail,
        });
      const changed = await ctx.legacy.call({
        method: 'POST',
        path: SESSION_WIRE_PATHS.changeRole,
        form: changeRoleForm(body.roleId),
        session,
      });
      const user = changed.ok ? await loadCurrentUser(ctx, session, body.roleId) : changed;
      if (!user.ok) {
        audit('failure', user.problem.detail ?? null);
        return problemResult(ctx, request, reply, user);
      }
      const renewed = { ...request.portalSession!, ...sessionPayloadOf(session, user.data) };
      // From now on the tokens sealed with the previous role are refused (see session/current-role.ts).
      await keepCurrentRole(ctx.store, renewed, ctx.sessions.ttlMs);
      audit('success');
      // The switch retires the token it came with: a bearer caller gets the new one in the body.
      const { bearerToken } = renewSession(ctx.sessions, request, reply, renewed);
      return { status: 200 as const, body: bearerToken === undefined ? user.data : { ...user.data, token: bearerToken } };
    },

    logout: async ({ request, reply }) => {
      const ended = await ctx.legacy.call({
        method: 'GET',
        path: SESSION_WIRE_PATHS.logout,
        session: platformSession(request),
      });
      // The caller is signed out either way; a platform that is gone or down only gets logged.
      if (!ended.ok && ended.problem.status >= 500) {
        request.log.warn({ status: ended.problem.status, cause: ended.cause }, 'platform logout failed');
      }
      ctx.audit.record(request, {
        event: 'logout',
        outcome: 'success',
        ...actorOf(request),
      });
      endSession(ctx.sessions, request, reply);
      return { status: 204 as const, body: undefined };
    },
  });
}
