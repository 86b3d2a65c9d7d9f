import { Button, HStack, Link, Table, Text } from '@chakra-ui/react';
import { ACCESS, type Pipeline } from '@portal/contract';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../api/client';
import { useListParams } from '../../lib/use-list-params';
import { useUser } from '../../session/session-state';
import { notify } from '../../ui/toaster';
import { Pager } from '../../ui/pager';
import { ConclusionBadge, ReviewStateBadge, UseStateBadge } from '../../ui/badges';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { isOverdue } from '../../lib/dates';
import { notifyFailure } from '../../lib/notify-failure';
import { EmptyData, ErrorState, LoadingState } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { usePipelineText } from './messages';
import { pipelineFormPath } from '../../routes/paths';
import { PipelineFilterBar } from './pipeline-filter-bar';
import { checkPipelineFilters, PIPELINE_LIST_DEFAULTS, toPipelineQuery } from './pipeline-list-params';

const EDITABLE = ['draft', 'returned'];

/** 管道自行维护: the unit's own pressure pipeline records, line by line. */
export function PipelineMaintainPage() {
  const t = usePipelineText();
  const canMaintain = useUser().menuIds.includes(ACCESS.pipelineMaintain);
  const [params, update] = useListParams(PIPELINE_LIST_DEFAULTS);
  const invalid = Object.keys(checkPipelineFilters(params)).length > 0;
  const query = toPipelineQuery(params);
  const list = tsr.pipelines.list.useQuery({
    queryKey: ['pipelines', 'list', query],
    queryData: invalid ? skipToken : { query },
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const [deleting, setDeleting] = useState<Pipeline | null>(null);
  const remove = tsr.pipelines.delete.useMutation({ meta: { silent: true } });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ params: { id: deleting.id } });
      notify('success', t('common.deleted'));
      void list.refetch();
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    } finally {
      setDeleting(null);
    }
  };

  const page = list.data?.body;
  return (
    <SectionCard
      title={t('pipeline.title')}
      testId="pipeline-maintain"
      actions={
        canMaintain && (
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={pipelineFormPath('add')}>
              <LuPlus /> {t('pipeline.add')}
            </RouterLink>
          </Button>
        )
      }
    >
      <PipelineFilterBar values={params} onSearch={(filters) => update({ ...filters, page: 1 })} />
      <Text fontSize="sm" color="gray.600" mb="3">
        {page ? t('pipeline.total', { total: page.total }) : ''}
      </Text>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !page ? (
        invalid ? <EmptyData>{t('query.fixFilters')}</EmptyData> : <LoadingState />
      ) : page.items.length === 0 ? (
        <EmptyData />
      ) : (
        <>
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" interactive data-testid="pipeline-table">
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader>{t('pipeline.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('pipeline.pipelineNo')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('field.registerCode')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('field.subType')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('pipeline.pipeGrade')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('pipeline.medium')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('pipeline.length')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('field.useState')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('field.checkConclusion')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('field.nextCheckDate')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('field.recordState')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('common.actions')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.items.map((pipeline) => (
                  <Table.Row key={pipeline.id} data-id={pipeline.id}>
                    <Table.Cell>{pipeline.name}</Table.Cell>
                    <Table.Cell>{pipeline.pipelineNo}</Table.Cell>
                    <Table.Cell fontFamily="mono">{pipeline.registerCode || '—'}</Table.Cell>
                    <Table.Cell>{pipeline.subTypeName}</Table.Cell>
                    <Table.Cell>{pipeline.pipeGrade ?? '—'}</Table.Cell>
                    <Table.Cell>{pipeline.medium}</Table.Cell>
                    <Table.Cell textAlign="end">{pipeline.length === null ? '—' : `${pipeline.length} m`}</Table.Cell>
                    <Table.Cell>
                      <UseStateBadge state={pipeline.useState} />
                    </Table.Cell>
                    <Table.Cell>
                      <ConclusionBadge conclusion={pipeline.checkConclusion} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap" color={isOverdue(pipeline.nextCheckDate) ? 'red.600' : undefined}>
                      {pipeline.nextCheckDate ?? '—'}
                    </Table.Cell>
                    <Table.Cell>
                      <ReviewStateBadge state={pipeline.recordState} />
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="3" fontSize="sm" whiteSpace="nowrap">
                        <Link asChild color="blue.600">
                          <RouterLink to={pipelineFormPath('view', pipeline.id)}>{t('common.view')}</RouterLink>
                        </Link>
                        {canMaintain && EDITABLE.includes(pipeline.recordState) && (
                          <Link asChild color="blue.600">
                            <RouterLink to={pipelineFormPath('edit', pipeline.id)}>{t('pipeline.maintain')}</RouterLink>
                          </Link>
                        )}
                        {canMaintain && pipeline.recordState === 'draft' && (
                          <Link color="red.600" onClick={() => setDeleting(pipeline)}>
                            {t('common.delete')}
                          </Link>
                        )}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Pager total={page.total} page={params.page} pageSize={params.pageSize} onPageChange={(next) => update({ page: next })} />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        danger
        pending={remove.isPending}
        confirmLabel={t('common.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && t('pipeline.confirmDelete', { name: deleting.name })}
      </ConfirmDialog>
    </SectionCard>
  );
}
