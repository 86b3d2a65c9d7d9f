import { Alert } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n';
import { DialogButtons, DialogFrame } from '../../ui/dialog';
import { useSignOut } from '../session-actions';
import { PasswordChangeForm } from './password-change-form';
import { useChangePassword } from './use-change-password';

const FORM_ID = 'forced-password-change';

/**
 * Shown while the user's password is too simple: the mask and Escape do not close it; 关闭 logs
 * out, a successful change goes to login.
 */
export function ForcedPasswordDialog({ open }: { open: boolean }) {
  const { t } = useI18n();
  const signOut = useSignOut();
  const { change, pending } = useChangePassword();
  const close = () => void signOut();
  return (
    <DialogFrame
      open={open}
      onClose={close}
      dismissible={false}
      title={t('password.title')}
      testId="forced-password-dialog"
      placement="center"
      footer={<DialogButtons onCancel={close} cancelLabel={t('common.close')} form={FORM_ID} pending={pending} />}
    >
      <Alert.Root status="warning" mb="5" borderRadius="md">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">{t('password.simpleNotice')}</Alert.Title>
      </Alert.Root>
      <PasswordChangeForm formId={FORM_ID} onSubmit={change} />
    </DialogFrame>
  );
}
