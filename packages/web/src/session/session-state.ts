import type { CurrentUser } from '@portal/contract';
import type { SessionState } from '../routes/guard';
import { useCurrentUserQuery } from './session-query';

export type Session = { state: SessionState; user: CurrentUser | null };

/** The session as the guard sees it, and the user while signed in. */
export function useSession(): Session {
  const query = useCurrentUserQuery();
  if (query.isPending) return { state: { status: 'loading' }, user: null };
  const user = query.data ?? null;
  if (!user) return { state: { status: 'anonymous' }, user: null };
  return { state: { status: 'signed-in', menuIds: user.menuIds }, user };
}

/**
 * The last signed-in user seen. At sign-out the cached user becomes null a moment before the
 * gate takes the shell away; a shell component rendered in that moment (the tags bar, a page)
 * gets this one instead of throwing (React error #520, then an error report the ended session
 * could no longer send).
 */
let lastSignedIn: CurrentUser | null = null;

/** The signed-in user; only for components rendered inside the shell. */
export function useUser(): CurrentUser {
  const { user } = useSession();
  if (user) {
    lastSignedIn = user;
    return user;
  }
  if (lastSignedIn) return lastSignedIn;
  throw new Error('useUser outside a session');
}
