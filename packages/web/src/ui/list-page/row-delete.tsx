import { useState, type ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';
import { notifyFailure } from '../../lib/notify-failure';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { notify } from '../toaster';

type DeleteMutation = { mutateAsync: (args: { params: { id: string } }) => Promise<unknown>; isPending: boolean };

export type RowDelete<R> = {
  /** The row asked about (the dialog is open while there is one). */
  target: R | null;
  ask: (row: R) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
  pending: boolean;
};

/**
 * 删除 of a list's row after a confirmation: the row asked about, then the resource's delete
 * mutation, a toast of the outcome (the gateway's words on a failure) and `onDeleted` to re-read.
 */
export function useRowDelete<R extends { id: string }>(remove: DeleteMutation, { deletedText, onDeleted }: { deletedText: string; onDeleted: () => void }): RowDelete<R> {
  const { t } = useI18n();
  const [target, setTarget] = useState<R | null>(null);
  const confirm = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync({ params: { id: target.id } });
      notify('success', deletedText);
      onDeleted();
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    } finally {
      setTarget(null);
    }
  };
  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, pending: remove.isPending };
}

/** The confirmation of a row's 删除; `children` says which record goes. */
export function RowDeleteDialog<R>({ rowDelete, children }: { rowDelete: RowDelete<R>; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      open={rowDelete.target !== null}
      danger
      pending={rowDelete.pending}
      confirmLabel={t('common.delete')}
      onConfirm={() => void rowDelete.confirm()}
      onCancel={rowDelete.cancel}
    >
      {children}
    </ConfirmDialog>
  );
}
