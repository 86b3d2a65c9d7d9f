import { tsr } from '../../api/client';
import { useI18n } from '../../i18n/i18n';
import { useSignOut } from '../session-actions';
import type { PasswordChangeForm } from '@portal/contract';

/** Changes the password; the platform ends the session, so success goes to login. */
export function useChangePassword(): { change: (form: PasswordChangeForm) => void; pending: boolean } {
  const { t } = useI18n();
  const signOut = useSignOut();
  const mutation = tsr.me.changePassword.useMutation();
  const change = (form: PasswordChangeForm) =>
    mutation.mutate({ body: form }, { onSuccess: () => void signOut(t('session.passwordChanged')) });
  return { change, pending: mutation.isPending };
}
