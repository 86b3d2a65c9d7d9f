import { useI18n } from '../../i18n/i18n';
import { DialogButtons, DialogFrame } from './dialog-frame';

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
  return (
    <DialogFrame
      open={open}
      onClose={onCancel ?? onConfirm}
      title={t('common.notice')}
      testId={testId}
      role="alertdialog"
      size="xs"
      placement="center"
      footer={<DialogButtons onCancel={onCancel} onConfirm={onConfirm} />}
    >
      {message}
    </DialogFrame>
  );
}
