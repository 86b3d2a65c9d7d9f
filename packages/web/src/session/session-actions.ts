import type { CurrentUser, Role } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { quietClient, tsr } from '../api/client';
import { SESSION_QUERY_KEY } from '../app/query-client';
import { useI18n } from '../i18n/i18n';
import { guard } from '../routes/guard';
import { HOME_PATH, LOGIN_PATH } from '../routes/paths';
import { resetTags } from '../shell/tags-bar/tags-store';
import { notify } from '../ui/toaster';
import { setCurrentUser } from './session-query';

/** Location state telling the guard that a signed-in user is leaving for the login page. */
export type SignOutState = { signedOut: true };

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
      await quietClient.session.logout().catch(() => undefined);
      resetTags();
      navigate(LOGIN_PATH, { replace: true, state: { signedOut: true } satisfies SignOutState });
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      setCurrentUser(client, null);
      notify('success', message ?? t('session.logoutSuccess'));
    },
    [client, navigate, t],
  );
}

/**
 * Switches the current role: stores the new role and its menu ids, closes all
 * tags but home, and stays on the page when the new role may open it.
 */
export function useSwitchRole(): { switchRole: (role: Role) => Promise<void>; pending: boolean } {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useI18n();
  const mutation = tsr.session.changeRole.useMutation();
  const switchRole = useCallback(
    async (role: Role) => {
      let user: CurrentUser;
      try {
        user = (await mutation.mutateAsync({ body: { roleId: role.id } })).body;
      } catch {
        return; // the failure toast is shown by the query client
      }
      setCurrentUser(client, user);
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      resetTags();
      const decision = guard(location, { status: 'signed-in', menuIds: user.menuIds });
      if (decision.kind !== 'render') navigate(HOME_PATH, { replace: true });
      notify('success', t('session.roleSwitched', { role: user.currentRole.name }));
    },
    [client, location, mutation, navigate, t],
  );
  return { switchRole, pending: mutation.isPending };
}
