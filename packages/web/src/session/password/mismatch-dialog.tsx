import { useI18n } from '../../i18n/i18n';
import { NoticeDialog } from '../../ui/dialog/notice-dialog';

/** The 提示 dialog when the two new passwords differ on submit. */
export function MismatchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { rule } = useI18n();
  return <NoticeDialog open={open} message={rule('passwordMismatch')} testId="mismatch-dialog" onConfirm={onClose} />;
}
