import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';
import { DialogButtons, DialogFrame } from './dialog-frame';

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
    <DialogFrame
      open={open}
      onClose={onCancel}
      title={title ?? t('common.notice')}
      testId="confirm-dialog"
      role="alertdialog"
      size="xs"
      placement="center"
      footer={<DialogButtons onCancel={onCancel} onConfirm={onConfirm} confirmLabel={confirmLabel} danger={danger} pending={pending} />}
    >
      {children}
    </DialogFrame>
  );
}
