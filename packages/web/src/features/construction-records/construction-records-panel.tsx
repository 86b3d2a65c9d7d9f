import { Button, HStack, Link, Table } from '@chakra-ui/react';
import { ACCESS, CONSTRUCTION_KINDS, labelOf, type ConstructionRecord } from '@portal/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { tsr } from '../../api/client';
import { useListParams } from '../../lib/use-list-params';
import { useUser } from '../../session/session-state';
import { notify } from '../../ui/toaster';
import { Pager } from '../../ui/pager';
import { ReviewStateBadge } from '../../ui/badges';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { shortDateTime } from '../../lib/dates';
import { notifyFailure } from '../../lib/notify-failure';
import { EmptyData, ErrorState, LoadingState } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { useConstructionRecordText } from './messages';
import { ConstructionFilters } from './construction-filters';
import { CONSTRUCTION_LIST_DEFAULTS, toConstructionQuery } from './construction-list-params';
import { ConstructionRecordDialog, type ConstructionDialogTarget } from './construction-record-dialog';
import { OpinionDialog } from './opinion-dialog';

const EDITABLE = ['draft', 'returned'];

/** Construction records (eqmBcwBasic): list, detail, save, commit, delete, reviewer opinion. */
export function ConstructionRecordsPanel() {
  const t = useConstructionRecordText();
  const canEdit = useUser().menuIds.includes(ACCESS.equipmentEdit);
  const [params, update] = useListParams(CONSTRUCTION_LIST_DEFAULTS);
  const query = toConstructionQuery(params);
  const list = tsr.constructionRecords.list.useQuery({
    queryKey: ['constructionRecords', 'list', query],
    queryData: { query },
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
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
      void list.refetch();
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    } finally {
      setConfirm(null);
    }
  };

  const page = list.data?.body;
  return (
    <SectionCard
      title={t('construction.title')}
      testId="construction-records"
      actions={
        canEdit && (
          <Button size="sm" colorPalette="blue" onClick={() => setTarget({ mode: 'add' })}>
            <LuPlus /> {t('construction.add')}
          </Button>
        )
      }
    >
      <ConstructionFilters values={params} onSearch={(filters) => update({ ...filters, cPage: 1 })} />
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !page ? (
        <LoadingState />
      ) : page.items.length === 0 ? (
        <EmptyData />
      ) : (
        <>
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" interactive>
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader>{t('field.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('field.registerCode')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('construction.kind')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('construction.unit')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('construction.noticeDate')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('common.state')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('common.updatedAt')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('common.actions')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.items.map((record) => (
                  <Table.Row key={record.id} data-id={record.id}>
                    <Table.Cell>{record.equipmentName}</Table.Cell>
                    <Table.Cell fontFamily="mono">{record.registerCode || '—'}</Table.Cell>
                    <Table.Cell>{labelOf(CONSTRUCTION_KINDS, record.kind)}</Table.Cell>
                    <Table.Cell>{record.constructionUnit}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{record.noticeDate ?? '—'}</Table.Cell>
                    <Table.Cell>
                      <ReviewStateBadge state={record.state} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{shortDateTime(record.updatedAt)}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="3" fontSize="sm" whiteSpace="nowrap">
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
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Pager total={page.total} page={params.cPage} pageSize={params.cPageSize} onPageChange={(cPage) => update({ cPage })} />
        </>
      )}
      <ConstructionRecordDialog
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          void list.refetch();
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
    </SectionCard>
  );
}
