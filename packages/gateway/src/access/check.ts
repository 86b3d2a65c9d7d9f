import type { RouteAccess } from '@portal/contract';
import type { SessionPayload } from '../session/seal';

export type AccessDecision = { allowed: true } | { allowed: false; status: 401 | 403 };

/**
 * The server-side guard of every route: `public` passes, `session` needs a valid session, an
 * access id must be among the current role's menu ids.
 */
export function checkAccess(
  access: RouteAccess,
  session: Pick<SessionPayload, 'menuIds'> | null,
): AccessDecision {
  if (access === 'public') return { allowed: true };
  if (!session) return { allowed: false, status: 401 };
  if (access === 'session') return { allowed: true };
  return session.menuIds.includes(access) ? { allowed: true } : { allowed: false, status: 403 };
}

/** The access of a contract route, read from its metadata; undefined for routes outside the contract. */
export function routeAccess(route: unknown): RouteAccess | undefined {
  if (typeof route !== 'object' || route === null) return undefined;
  const metadata = (route as { metadata?: unknown }).metadata;
  if (typeof metadata !== 'object' || metadata === null) return undefined;
  const access = (metadata as { access?: unknown }).access;
  return typeof access === 'string' ? (access as RouteAccess) : undefined;
}
