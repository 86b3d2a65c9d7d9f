import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n';

/** The spec's 提示 dialog when the two new passwords differ on submit. */
export function MismatchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, rule } = useI18n();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      role="alertdialog"
      size="xs"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="mismatch-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('common.notice')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{rule('passwordMismatch')}</Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" size="sm" onClick={onClose}>
                {t('common.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
