import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { ActiveSession } from '../auth/session-store';
import { findActiveUserById } from '../auth/active-users';
import type { UserRow } from '../db/schema';
import { loginRequired } from './answers';
import { cookieValue, wireParams } from './params';

declare module 'fastify' {
  interface FastifyRequest {
    legacySession: ActiveSession | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (Shiro's `anon`). */
    public?: boolean;
  }
}

export const SESSION_COOKIE = 'jeesite.session.id';

/** The session id from `__sid`, header `x-token` or the JeeSite cookie, and the institute's `__extend`. */
export function sessionCredentials(request: FastifyRequest): { sid?: string; extend?: string } {
  const params = wireParams(request);
  const header = request.headers['x-token'];
  const sid = params.__sid || (typeof header === 'string' ? header : undefined) || cookieValue(request, SESSION_COOKIE);
  return { sid: sid || undefined, extend: params.__extend || undefined };
}

/** The live session of the request, its idle timer restarted; null when missing, unknown, expired or mismatched. */
export async function resolveSession(context: AppContext, request: FastifyRequest): Promise<ActiveSession | null> {
  const { sid, extend } = sessionCredentials(request);
  if (!sid || !extend) return null;
  return context.sessions.touch(sid, extend);
}

// Tomcat swallows what is left of a refused request's body (maxSwallowSize) before it answers, so a
// client still sending an upload reads the answer instead of a reset connection.
const SWALLOW_LIMIT = 12 * 1024 * 1024;

function swallowBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    raw.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > SWALLOW_LIMIT) resolve();
    });
    raw.once('end', () => resolve());
    raw.once('error', () => resolve());
    raw.once('close', () => resolve());
  });
}

const isLegacyPath = (url: string): boolean => url === '/a' || url.startsWith('/a/') || url.startsWith('/a?');

/**
 * Like Shiro's `/a/** = user` filter: any `/a` path that is not public, known route or not, needs a
 * live session, and without one answers HTTP 200 `{"result":"login"}`.
 */
export function registerSessionGuard(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest('legacySession', null);
  app.addHook('preHandler', async (request, reply) => {
    if (!isLegacyPath(request.url) || request.routeOptions.config.public === true) return;
    const session = await resolveSession(context, request);
    if (!session) {
      await swallowBody(request);
      return reply.send(loginRequired());
    }
    request.legacySession = session;
  });
}

/** The signed-in user of a guarded route; null when the account was disabled or removed meanwhile. */
export async function sessionUser(context: AppContext, request: FastifyRequest): Promise<UserRow | null> {
  if (!request.legacySession) return null;
  return findActiveUserById(context.db, request.legacySession.userId);
}
