import { SIGNED_IN_HINT_COOKIE, type CurrentUser } from '@portal/contract';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { quietSessionClient, sessionTsr } from '../api/session-client';
import { failureMessage } from '../api/problem';
import { sessionKeys } from '../api/queries/session';
import { readStoredLocale, translate } from '../i18n/i18n';
import { notify } from '../ui/toaster';

/** Whether the gateway has set a session cookie: it sets a readable hint with it (the session itself is httpOnly). */
export function hasSessionHint(): boolean {
  return document.cookie.split(';').some((cookie) => cookie.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}

/**
 * The signed-in user, or null without a session. Any other failure clears the session and says
 * so (a failed user-info load sends the user to login). Without a session cookie nothing is
 * asked: the answer would be a 401, printed in red in the console of every public page.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!hasSessionHint()) return null;
  try {
    const response = await sessionTsr.session.current.query();
    if (response.status === 200) return response.body;
    if (response.status === 401) return null;
    throw response;
  } catch (error) {
    await quietSessionClient.session.logout().catch(() => undefined);
    notify('error', failureMessage(error, translate(readStoredLocale(), 'common.serverError')));
    return null;
  }
}

export function useCurrentUserQuery() {
  return useQuery({
    queryKey: sessionKeys.current(),
    queryFn: fetchCurrentUser,
    staleTime: Infinity,
  });
}

/** Set while the user signs out, until the next sign-in: the way to login then asks for no page back. */
let signingOut = false;

export function markSigningOut(): void {
  signingOut = true;
}

export function isSigningOut(): boolean {
  return signingOut;
}

export function setCurrentUser(client: QueryClient, user: CurrentUser | null): void {
  if (user) signingOut = false;
  client.setQueryData(sessionKeys.current(), user);
}

type SignInListener = (user: CurrentUser) => void;
const signInListeners = new Set<SignInListener>();

/**
 * Called as a user signs in (login or single sign-on), before the page they land on renders:
 * the app starts that page's first requests then (app/route-gate.tsx).
 */
export function onSignIn(listener: SignInListener): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

/** Stores the user a sign-in answered with (or none), telling the sign-in listeners. */
export function useSetCurrentUser(): (user: CurrentUser | null) => void {
  const client = useQueryClient();
  return (user) => {
    setCurrentUser(client, user);
    if (user) signInListeners.forEach((listener) => listener(user));
  };
}
