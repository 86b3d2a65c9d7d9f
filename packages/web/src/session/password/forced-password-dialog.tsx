import { Alert, Button, Dialog, Portal } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n';
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
  return (
    <Dialog.Root
      open={open}
      closeOnInteractOutside={false}
      closeOnEscape={false}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="forced-password-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('password.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Alert.Root status="warning" mb="5" borderRadius="md">
                <Alert.Indicator />
                <Alert.Title fontWeight="normal">{t('password.simpleNotice')}</Alert.Title>
              </Alert.Root>
              <PasswordChangeForm formId={FORM_ID} onSubmit={change} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => void signOut()}>
                {t('common.close')}
              </Button>
              <Button colorPalette="blue" type="submit" form={FORM_ID} loading={pending}>
                {t('common.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
