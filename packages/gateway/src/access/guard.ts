import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../audit/actor';
import { HttpProblem, withDetail, type ProblemSpec } from '../http/problem';
import type { GatewayContext } from '../context';
import { STORE_UNAVAILABLE } from '../security/store-unavailable';
import { endSession } from '../session/auth';
import { checkAccess, routeAccess } from './check';
import { mustChangePasswordFirst, PASSWORD_FIRST_DETAIL } from './password-first';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by @ts-rest/fastify on every route it registers. */
    tsRestRoute?: unknown;
  }
}

const REFUSALS = {
  401: withDetail('unauthenticated', { zh: '未登录或登录已过期，请重新登录', en: 'Not signed in, or the session has expired: sign in again' }),
  403: withDetail('forbidden', { zh: '当前角色无权访问此功能', en: 'The current role may not use this function' }),
} as const;
const PASSWORD_FIRST = withDetail('password-change-required', { zh: PASSWORD_FIRST_DETAIL, en: 'Change the initial password before using the portal' });

/**
 * Enforces each contract route's `metadata.access` before validation and before the handler, so
 * neither a bad body nor an unimplemented route tells an unauthorised caller anything. Every
 * refusal is audited, except a 401 to a caller who presented no token at all (the SPA asks for
 * the session before anyone has signed in).
 */
export function installAccessGuard(app: FastifyInstance, ctx: Pick<GatewayContext, 'sessions' | 'audit'>): void {
  const issuer = ctx.sessions;

  function refuse(request: FastifyRequest, spec: ProblemSpec): HttpProblem {
    if (spec.status === 403 || request.sessionSource !== null) {
      ctx.audit.record(request, {
        event: 'access-denied',
        outcome: 'failure',
        ...actorOf(request),
        // The route's pattern, never the raw URL with its query.
        target: `${request.method} ${request.routeOptions.url ?? ''}`,
        detail: spec.detail ?? null,
      });
    }
    return new HttpProblem(spec);
  }

  /** The refusal of this request, or null when it may go on. */
  function refusal(request: FastifyRequest, reply: FastifyReply): HttpProblem | null {
    const route = request.routeOptions.config?.tsRestRoute;
    const access = routeAccess(route);
    if (access === undefined) {
      // Fail closed: an API route registered without its contract entry has no known access id.
      return request.routeOptions.url?.startsWith('/api/v1/') ? refuse(request, REFUSALS[403]) : null;
    }
    // A session whose role the shared store could not confirm is neither trusted nor ended.
    if (access !== 'public' && request.sessionUnverified) return new HttpProblem(STORE_UNAVAILABLE);
    const decision = checkAccess(access, request.portalSession);
    if (!decision.allowed) {
      if (decision.status === 401) endSession(issuer, request, reply);
      return refuse(request, REFUSALS[decision.status]);
    }
    if (access !== 'public' && mustChangePasswordFirst(route, request.portalSession)) {
      return refuse(request, PASSWORD_FIRST);
    }
    return null;
  }

  // A callback hook: nothing here is awaited, and an async hook costs a promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    const refused = refusal(request, reply);
    if (refused) done(refused);
    else done();
  });
}
