import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useI18n } from '../i18n/i18n';

type NoticeDialogProps = {
  open: boolean;
  message: string;
  testId: string;
  onConfirm: () => void;
  /** Given: a 取消 button too, and dismissing means cancel. Absent: dismissing means confirm. */
  onCancel?: () => void;
};

/** The small centred 提示 dialog of the legacy product: a message, 确定, optionally 取消. */
export function NoticeDialog({ open, message, testId, onConfirm, onCancel }: NoticeDialogProps) {
  const { t } = useI18n();
  const dismiss = onCancel ?? onConfirm;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && dismiss()}
      role="alertdialog"
      size="xs"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{t('common.notice')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{message}</Dialog.Body>
            <Dialog.Footer>
              {onCancel && (
                <Button variant="outline" size="sm" onClick={onCancel}>
                  {t('common.cancel')}
                </Button>
              )}
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
