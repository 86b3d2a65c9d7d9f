import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n';

/** Asked before closing several pages at once (spec section 2). */
export function ConfirmCloseDialog({ open, onConfirm, onCancel }: { open: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onCancel()}
      role="alertdialog"
      size="xs"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-close-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('common.notice')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('tags.confirmMany')}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
              <Button colorPalette="blue" size="sm" onClick={onConfirm}>
                {t('common.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
