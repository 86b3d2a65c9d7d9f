import { HOME_PATH, LOGIN_PATH } from './paths';
import { FLAT_ROUTES, findRoute } from './route-table';
import type { FlatRoute } from './route-types';

export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'signed-in'; menuIds: readonly string[] };

export type GuardDecision =
  | { kind: 'render'; route: FlatRoute }
  | { kind: 'redirect'; to: string }
  /** The session is still being read: render nothing yet. */
  | { kind: 'wait' }
  /** The current role may not open the route: the 401 page. */
  | { kind: 'forbidden'; route: FlatRoute }
  | { kind: 'not-found' };

export const REDIRECT_PARAM = 'redirect';
export const FORBIDDEN_PATH = '/401';

/** A same-origin path to return to after login, or home for anything else. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return HOME_PATH;
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`)) return HOME_PATH;
  return value;
}

export function loginPathFor(wanted: string): string {
  if (wanted === '/' || wanted === HOME_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: wanted })}`;
}

/** Logout navigates to login just before the session is cleared; login must not bounce it home. */
function isSigningOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'signedOut' in state;
}

/**
 * What navigating to `pathname` shows, by the access rules: ssologin always;
 * public routes without a session (login sends a signed-in user home); no session -> login,
 * keeping the wanted path; unknown -> 404; an access id outside the role's menu ids -> 401.
 */
export function guard(
  location: { pathname: string; search?: string; state?: unknown },
  session: SessionState,
  routes: readonly FlatRoute[] = FLAT_ROUTES,
): GuardDecision {
  const route = findRoute(location.pathname, routes);
  if (route?.name === 'ssologin') return { kind: 'render', route };

  if (route?.access === 'public') {
    if (route.path !== LOGIN_PATH) return { kind: 'render', route };
    if (session.status === 'loading') return { kind: 'wait' };
    if (session.status === 'signed-in' && !isSigningOut(location.state)) {
      const wanted = new URLSearchParams(location.search).get(REDIRECT_PARAM);
      return { kind: 'redirect', to: safeRedirect(wanted) };
    }
    return { kind: 'render', route };
  }

  if (session.status === 'loading') return { kind: 'wait' };
  if (session.status === 'anonymous') {
    return { kind: 'redirect', to: loginPathFor(location.pathname + (location.search ?? '')) };
  }
  if (!route) return { kind: 'not-found' };
  if (route.redirect) return { kind: 'redirect', to: route.redirect };
  if (route.access === 'session' || session.menuIds.includes(route.access)) {
    return { kind: 'render', route };
  }
  return { kind: 'forbidden', route };
}
