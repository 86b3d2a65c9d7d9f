import { initServer } from '@ts-rest/fastify';
import { contract, type CurrentUser } from '@portal/contract';
import { changeRoleForm, SESSION_WIRE_PATHS } from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../context';
import type { LegacySession } from '../../legacy/client';
import { endSession, newSessionToken, renewSession } from '../../session/auth';
import { setSessionCookie, type SessionReply } from '../../session/cookie';
import type { SessionPayload } from '../../session/seal';
import { platformSession, problemResult } from '../../http/respond';
import { loadCurrentUser, signIn, type Credentials } from './sign-in';

const s = initServer();

function payloadFor(session: LegacySession, user: CurrentUser): Omit<SessionPayload, 'exp'> {
  return {
    sid: session.sid,
    ext: session.ext,
    uid: user.id,
    roleId: user.currentRole.id,
    menuIds: user.menuIds,
  };
}

function sameRole(session: SessionPayload, user: CurrentUser): boolean {
  return (
    session.roleId === user.currentRole.id &&
    session.menuIds.length === user.menuIds.length &&
    session.menuIds.every((id, index) => id === user.menuIds[index])
  );
}

export function sessionRoutes(ctx: GatewayContext) {
  async function browserLogin(credentials: Credentials, request: FastifyRequest, reply: SessionReply) {
    const signedIn = await signIn(ctx, credentials);
    if (!signedIn.ok) return problemResult(ctx, request, reply, signedIn);
    const { session, user } = signedIn.data;
    const { token, payload } = newSessionToken(ctx.sessions, payloadFor(session, user));
    setSessionCookie(reply, token, payload.exp, ctx.sessions.cookie);
    return { status: 200 as const, body: user };
  }

  return s.router(contract.session, {
    login: async ({ body, request, reply }) => browserLogin(body, request, reply),

    ssoLogin: async ({ body, request, reply }) => browserLogin(body, request, reply),

    createToken: async ({ body, request, reply }) => {
      const signedIn = await signIn(ctx, body);
      if (!signedIn.ok) return problemResult(ctx, request, reply, signedIn);
      const { session, user } = signedIn.data;
      const { token, payload } = newSessionToken(ctx.sessions, payloadFor(session, user));
      return {
        status: 201 as const,
        body: { token, tokenType: 'Bearer' as const, expiresAt: new Date(payload.exp).toISOString() },
      };
    },

    current: async ({ request, reply }) => {
      const current = request.portalSession!;
      const user = await loadCurrentUser(ctx, platformSession(request), current.roleId);
      if (!user.ok) return problemResult(ctx, request, reply, user);
      // The platform may have changed the role's menus since the token was sealed.
      if (!sameRole(current, user.data)) {
        renewSession(ctx.sessions, request, reply, { ...current, ...payloadFor(platformSession(request), user.data) });
      }
      return { status: 200 as const, body: user.data };
    },

    changeRole: async ({ body, request, reply }) => {
      const session = platformSession(request);
      const changed = await ctx.legacy.call({
        method: 'POST',
        path: SESSION_WIRE_PATHS.changeRole,
        form: changeRoleForm(body.roleId),
        session,
      });
      if (!changed.ok) return problemResult(ctx, request, reply, changed);
      const user = await loadCurrentUser(ctx, session, body.roleId);
      if (!user.ok) return problemResult(ctx, request, reply, user);
      renewSession(ctx.sessions, request, reply, {
        ...request.portalSession!,
        ...payloadFor(session, user.data),
      });
      return { status: 200 as const, body: user.data };
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
      endSession(ctx.sessions, request, reply);
      return { status: 204 as const, body: undefined };
    },
  });
}
