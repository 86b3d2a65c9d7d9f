import { Button, Link } from '@chakra-ui/react';
import { ACCESS, CONSTRUCTION_KINDS, type ConstructionRecord } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { tsr } from '../../api/client';
import { constructionRecordKeys } from '../../api/queries/construction-records';
import { checkInstallDetailPath } from '../../routes/paths';
import { useUser } from '../../session/session-state';
import { notify } from '../../ui/toaster';
import { ReviewStateBadge } from '../../ui/badges';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog';
import { shortDateTime } from '../../lib/dates';
import { notifyFailure } from '../../lib/notify-failure';
import { listFrame, ListPage, RowLink, useListQuery, type ColumnDef } from '../../ui/list-page';
import { useConstructionRecordText, type ConstructionRecordTextKey } from './messages';
import { CONSTRUCTION_LIST } from './construction-list-params';
import { ConstructionRecordDialog, type ConstructionDialogTarget } from './construction-record-dialog';
import { OpinionDialog } from './opinion-dialog';
import { ValueLabel } from '../../ui/value-label';

const COLUMNS: readonly ColumnDef<ConstructionRecord, ConstructionRecordTextKey>[] = [
  { key: 'equipmentName', header: 'field.name', cell: (record) => record.equipmentName, wrap: true, minW: '40' },
  { key: 'registerCode', header: 'field.registerCode', cell: (record) => record.registerCode || '—', mono: true },
  { key: 'kind', header: 'construction.kind', cell: (record) => <ValueLabel list={CONSTRUCTION_KINDS} code={record.kind} /> },
  { key: 'constructionUnit', header: 'construction.unit', cell: (record) => record.constructionUnit, wrap: true },
  { key: 'noticeDate', header: 'construction.noticeDate', cell: (record) => record.noticeDate ?? '—' },
  { key: 'state', header: 'common.state', cell: (record) => <ReviewStateBadge state={record.state} /> },
  { key: 'updatedAt', header: 'common.updatedAt', cell: (record) => shortDateTime(record.updatedAt) },
];

const EDITABLE = ['draft', 'returned'];

/** Construction records (eqmBcwBasic): list, detail, save, commit, delete, reviewer opinion. */
export function ConstructionRecordsPanel() {
  const t = useConstructionRecordText();
  const menuIds = useUser().menuIds;
  const canEdit = menuIds.includes(ACCESS.equipmentEdit);
  const canSeeInspections = menuIds.includes(ACCESS.inspectionView);
  const { list, result } = useListQuery(CONSTRUCTION_LIST, tsr.constructionRecords.list, constructionRecordKeys.list);
  const client = useQueryClient();
  // Every list page and the record itself: the edit dialog reads the record from the cache.
  const refresh = () => void client.invalidateQueries({ queryKey: constructionRecordKeys.all });
  const [target, setTarget] = useState<ConstructionDialogTarget | null>(null);
  const [opinionOf, setOpinionOf] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ action: 'commit' | 'delete'; record: ConstructionRecord } | null>(null);
  const commit = tsr.constructionRecords.commit.useMutation({ meta: { silent: true } });
  const remove = tsr.constructionRecords.delete.useMutation({ meta: { silent: true } });

  const runConfirmed = async () => {
    if (!confirm) return;
    const id = confirm.record.id;
    try {
      if (confirm.action === 'commit') await commit.mutateAsync({ params: { id } });
      else await remove.mutateAsync({ params: { id } });
      notify('success', t(confirm.action === 'commit' ? 'common.submitted' : 'common.deleted'));
      refresh();
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    } finally {
      setConfirm(null);
    }
  };

  return (
    <ListPage
      {...listFrame(list, result, t)}
      title={t('construction.title')}
      testId="construction-records"
      titleActions={
        canEdit && (
          <Button size="sm" colorPalette="blue" onClick={() => setTarget({ mode: 'add' })}>
            <LuPlus /> {t('construction.add')}
          </Button>
        )
      }
      columns={COLUMNS}
      actions={(record) => (
        <>
          <Link color="blue.600" onClick={() => setTarget({ mode: 'view', id: record.id })}>
            {t('common.view')}
          </Link>
          {canEdit && EDITABLE.includes(record.state) && (
            <>
              <Link color="blue.600" onClick={() => setTarget({ mode: 'edit', id: record.id })}>
                {t('common.edit')}
              </Link>
              <Link color="blue.600" onClick={() => setConfirm({ action: 'commit', record })}>
                {t('common.submit')}
              </Link>
            </>
          )}
          {canEdit && record.state === 'draft' && (
            <Link color="red.600" onClick={() => setConfirm({ action: 'delete', record })}>
              {t('common.delete')}
            </Link>
          )}
          {record.state !== 'draft' && (
            <Link color="blue.600" onClick={() => setOpinionOf(record.id)}>
              {t('construction.opinion')}
            </Link>
          )}
          {canSeeInspections && record.state !== 'draft' && (
            <RowLink to={checkInstallDetailPath(record.id)}>{t('construction.inspection')}</RowLink>
          )}
        </>
      )}
    >
      <ConstructionRecordDialog
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          refresh();
        }}
      />
      <OpinionDialog recordId={opinionOf} onClose={() => setOpinionOf(null)} />
      <ConfirmDialog
        open={confirm !== null}
        danger={confirm?.action === 'delete'}
        pending={commit.isPending || remove.isPending}
        confirmLabel={confirm ? t(confirm.action === 'commit' ? 'common.submit' : 'common.delete') : undefined}
        onConfirm={() => void runConfirmed()}
        onCancel={() => setConfirm(null)}
      >
        {confirm &&
          t(confirm.action === 'commit' ? 'construction.confirmCommit' : 'construction.confirmDelete', {
            name: confirm.record.equipmentName,
          })}
      </ConfirmDialog>
    </ListPage>
  );
}
