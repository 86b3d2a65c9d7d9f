import { Link } from '@chakra-ui/react';
import { ACCESS, contract, EMPLOYMENT_STATES, GENDERS, type WorkerSummary } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { tsr } from '../../../api/client';
import { workerKeys } from '../../../api/queries/workers';
import { attachmentKeys } from '../../../api/queries/attachments';
import { pathToWorker } from '../../../routes/paths';
import { useUser } from '../../../session/session-state';
import { linkColumn, listExport, listFrame, ListPage, NewRecordButton, RowDeleteDialog, RowLink, useRowDelete, useListQuery, type ColumnDef } from '../../../ui/list-page';
import { WORKER_LIST } from '../list-params';
import { useWorkerText, type WorkerTextKey } from '../messages';
import { ValidityBadge } from '../validity-badge';
import { WorkerDialog, type WorkerDialogTarget } from '../worker-dialog';
import { ValueLabel } from '../../../ui/value-label';

const COLUMNS: readonly ColumnDef<WorkerSummary, WorkerTextKey>[] = [
  linkColumn({ key: 'name', header: 'field.name', sortKey: 'name', to: (item) => pathToWorker(item.id), text: (item) => item.name }),
  { key: 'gender', header: 'field.gender', sortKey: 'gender', cell: (item) => (item.gender ? <ValueLabel list={GENDERS} code={item.gender} /> : '—') },
  { key: 'idCardMasked', header: 'field.idCard', cell: (item) => item.idCardMasked, mono: true },
  { key: 'mobileMasked', header: 'field.mobile', cell: (item) => item.mobileMasked || '—', mono: true },
  { key: 'workItems', header: 'field.workItems', cell: (item) => item.workItems.join('、') || '—' },
  {
    key: 'nearestValidTo',
    header: 'field.nearestValidTo',
    cell: (item) => (item.nearestValidTo ? <>{item.nearestValidTo} <ValidityBadge validTo={item.nearestValidTo} /></> : '—'),
  },
  { key: 'employmentState', header: 'field.employmentState', sortKey: 'employmentState', cell: (item) => <ValueLabel list={EMPLOYMENT_STATES} code={item.employmentState} /> },
];

/** The Excel export of the whole filtered list: the list's filters, no paging. */
/** The list's values the export takes (its filters and order, no paging). */
const EXPORT_KEYS = ['keyword', 'workItem', 'employmentState'] as const;

/** 人员查询: the unit's workers, paged, filtered and sortable (kept in the URL), with export, add, edit and delete. */
export function WorkerQueryPage() {
  const t = useWorkerText();
  const client = useQueryClient();
  const canEdit = useUser().menuIds.includes(ACCESS.workerEdit);
  const { list, result } = useListQuery(WORKER_LIST, tsr.workers.list, workerKeys.list);
  const [target, setTarget] = useState<WorkerDialogTarget | null>(null);
  const remove = tsr.workers.delete.useMutation({ meta: { silent: true } });
  const refresh = () => void client.invalidateQueries({ queryKey: workerKeys.all });
  const rowDelete = useRowDelete<WorkerSummary>(remove, { deletedText: t('common.deleted'), onDeleted: refresh });

  return (
    <ListPage
      {...listFrame(list, result, t, 'query')}
      testIdStem="worker"
      testId="worker-query"
      titleActions={canEdit && <NewRecordButton onClick={() => setTarget({ mode: 'add' })} label={t('query.new')} testId="worker-add" />}
      exportAction={listExport(contract.workers.export.path, list.query, EXPORT_KEYS, t('query.title'))}
      columns={COLUMNS}
      actions={(item) => (
        <>
          <RowLink to={pathToWorker(item.id)}>{t('common.view')}</RowLink>
          {canEdit && (
            <>
              <Link color="blue.600" onClick={() => setTarget({ mode: 'edit', id: item.id })} cursor="pointer">
                {t('common.edit')}
              </Link>
              <Link color="red.600" onClick={() => rowDelete.ask(item)} cursor="pointer">
                {t('common.delete')}
              </Link>
            </>
          )}
        </>
      )}
    >
      <WorkerDialog
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          refresh();
          // Its files too: the dialog reopened on this worker would show, and save, the list it read before.
          void client.invalidateQueries({ queryKey: attachmentKeys.ofType('worker') });
        }}
      />
      <RowDeleteDialog rowDelete={rowDelete}>{t('query.deleteConfirm', { name: rowDelete.target?.name ?? '' })}</RowDeleteDialog>
    </ListPage>
  );
}
