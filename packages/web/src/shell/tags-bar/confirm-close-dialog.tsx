import { useI18n } from '../../i18n/i18n';
import { NoticeDialog } from '../../ui/dialog/notice-dialog';

/** Asked before closing several pages at once. */
export function ConfirmCloseDialog({ open, onConfirm, onCancel }: { open: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useI18n();
  return (
    <NoticeDialog
      open={open}
      message={t('tags.confirmMany')}
      testId="confirm-close-dialog"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
