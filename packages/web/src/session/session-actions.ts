import { ROLE_NAMES, type CurrentUser, type Role } from '@portal/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { quietClient, tsr } from '../api/client';
import { isOutsideSession } from '../api/queries/session';
import { setErrorSender } from '../errors/error-store';
import { useI18n } from '../i18n/i18n';
import { guard } from '../routes/guard';
import { HOME_PATH, LOGIN_PATH } from '../routes/paths';
import { resetTags } from '../shell/tags-bar/tags-store';
import { notify } from '../ui/toaster';
import { hasSessionHint, markSigningOut, setCurrentUser } from './session-query';

/** Location state telling the guard that a signed-in user is leaving for the login page. */
export type SignOutState = { signedOut: true };

/** Cancels the session's requests under way (all but the session's own), before it ends or changes role. */
function cancelSessionRequests(client: QueryClient): Promise<void> {
  return client.cancelQueries({ predicate: isOutsideSession });
}

/**
 * Ends the session: closes all tags, forgets cached data, goes to login and
 * shows `message` (the logout success text unless another is given).
 */
export function useSignOut(): (message?: string) => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { t } = useI18n();
  return useCallback(
    async (message?: string) => {
      // From here on the session is ending: nothing more goes to its error log (it would be refused),
      // and its requests under way are cancelled (answered after the sign-out, each would be a red 401).
      setErrorSender(null);
      await cancelSessionRequests(client);
      // A session the server has ended already (a password change ends it) is not ended again:
      // the answer would be a 401, printed in red in the console.
      if (hasSessionHint()) await quietClient.session.logout().catch(() => undefined);
      await cancelSessionRequests(client);
      resetTags();
      navigate(LOGIN_PATH, { replace: true, state: { signedOut: true } satisfies SignOutState });
      client.removeQueries({ predicate: isOutsideSession });
      markSigningOut();
      setCurrentUser(client, null);
      notify('success', message ?? t('session.logoutSuccess'));
    },
    [client, navigate, t],
  );
}

/**
 * Switches the current role: stores the new role and its menu ids, closes all tags but home, and
 * stays on the page when the new role may open it. When it may not, the user goes home first and
 * the new role is taken once home is shown: taken at once, the gate would judge the old page by
 * the new role and send the user to the 401 page (navigations are transitions, the session is not).
 */
export function useSwitchRole(): { switchRole: (role: Role) => Promise<void>; pending: boolean } {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { t, known } = useI18n();
  const mutation = tsr.session.changeRole.useMutation();
  const [waitingForHome, setWaitingForHome] = useState<CurrentUser | null>(null);

  const take = useCallback(
    (user: CurrentUser) => {
      resetTags();
      // The new role first: a component still shown re-renders as the cache empties, and must then ask
      // as the new role (the institute's unread count asked after the switch would be refused 403).
      setCurrentUser(client, user);
      client.removeQueries({ predicate: isOutsideSession });
      notify('success', t('session.roleSwitched', { role: known(ROLE_NAMES, user.currentRole.name) }));
    },
    [client, known, t],
  );

  useEffect(() => {
    if (!waitingForHome || location.pathname !== HOME_PATH) return;
    setWaitingForHome(null);
    take(waitingForHome);
  }, [location.pathname, take, waitingForHome]);

  const switchRole = useCallback(
    async (role: Role) => {
      let user: CurrentUser;
      // The old role's requests under way are cancelled, before the switch and again once it is
      // answered (a live update may refresh a page meanwhile): answered after the switch, the platform
      // refuses them for the new role (a 400 for the institute desk).
      const cancelOldRequests = () => cancelSessionRequests(client);
      await cancelOldRequests();
      try {
        user = (await mutation.mutateAsync({ body: { roleId: role.id } })).body;
      } catch {
        // The role stays: what was cancelled is asked for again. The failure toast is shown by the query client.
        void client.invalidateQueries({ predicate: isOutsideSession });
        return;
      }
      await cancelOldRequests();
      const decision = guard(location, { status: 'signed-in', menuIds: user.menuIds });
      if (decision.kind === 'render') {
        take(user);
        return;
      }
      setWaitingForHome(user);
      navigate(HOME_PATH, { replace: true });
    },
    [client, location, mutation, navigate, take],
  );
  return { switchRole, pending: mutation.isPending || waitingForHome !== null };
}
