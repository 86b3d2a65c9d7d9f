import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';

type ConfirmDialogProps = {
  open: boolean;
  title?: string;
  children: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asked before an action that cannot be undone (deleting a draft, submitting). */
export function ConfirmDialog({ open, title, children, confirmLabel, danger, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onCancel()} role="alertdialog" size="xs" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{title ?? t('common.notice')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
              <Button colorPalette={danger ? 'red' : 'blue'} size="sm" loading={pending} onClick={onConfirm}>
                {confirmLabel ?? t('common.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
