import { Button, Link } from '@chakra-ui/react';
import { ACCESS, type Pipeline } from '@portal/contract';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../api/client';
import { pipelineKeys } from '../../api/queries/pipelines';
import { useUser } from '../../session/session-state';
import { notify } from '../../ui/toaster';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog';
import { notifyFailure } from '../../lib/notify-failure';
import { ListPage, listQueryOptions, useListState } from '../../ui/list-page';
import { usePipelineText } from './messages';
import { pipelineFormPath } from '../../routes/paths';
import { PIPELINE_COLUMNS } from './pipeline-columns';
import { PIPELINE_LIST } from './pipeline-list-params';

const EDITABLE = ['draft', 'returned'];

/** 管道自行维护: the unit's own pressure pipeline records, line by line. */
export function PipelineMaintainPage() {
  const t = usePipelineText();
  const canMaintain = useUser().menuIds.includes(ACCESS.pipelineMaintain);
  const list = useListState(PIPELINE_LIST);
  const result = tsr.pipelines.list.useQuery(listQueryOptions(pipelineKeys.list, list));
  const [deleting, setDeleting] = useState<Pipeline | null>(null);
  const remove = tsr.pipelines.delete.useMutation({ meta: { silent: true } });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ params: { id: deleting.id } });
      notify('success', t('common.deleted'));
      void result.refetch();
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <ListPage
      list={list}
      result={result}
      text={t}
      title={t('pipeline.title')}
      testId="pipeline-maintain"
      titleActions={
        canMaintain && (
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={pipelineFormPath('add')}>
              <LuPlus /> {t('pipeline.add')}
            </RouterLink>
          </Button>
        )
      }
      totalText={(total) => t('pipeline.total', { total })}
      columns={PIPELINE_COLUMNS}
      tableTestId="pipeline-table"
      actions={(pipeline) => (
        <>
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
        </>
      )}
    >
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
    </ListPage>
  );
}
