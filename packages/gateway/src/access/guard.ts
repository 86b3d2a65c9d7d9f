import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../http/problem';
import type { GatewayContext } from '../context';
import { endSession } from '../session/auth';
import { checkAccess, routeAccess } from './check';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by @ts-rest/fastify on every route it registers. */
    tsRestRoute?: unknown;
  }
}

const DETAILS = {
  401: '未登录或登录已过期，请重新登录',
  403: '当前角色无权访问此功能',
} as const;

/**
 * Enforces each contract route's `metadata.access` before validation and before the handler, so
 * neither a bad body nor an unimplemented route tells an unauthorised caller anything.
 */
export function installAccessGuard(app: FastifyInstance, ctx: Pick<GatewayContext, 'sessions' | 'audit'>): void {
  const issuer = ctx.sessions;
  app.addHook('onRequest', async (request, reply) => {
    const access = routeAccess(request.routeOptions.config?.tsRestRoute);
    if (access === undefined) {
      // Fail closed: an API route registered without its contract entry has no known access id.
      if (request.routeOptions.url?.startsWith('/api/v1/')) {
        throw new HttpProblem({ status: 403, detail: DETAILS[403] });
      }
      return;
    }
    const decision = checkAccess(access, request.portalSession);
    if (decision.allowed) return;
    if (decision.status === 401) endSession(issuer, request, reply);
    throw new HttpProblem({ status: decision.status, detail: DETAILS[decision.status] });
  });
}
