import { Link } from '@chakra-ui/react';
import { ACCESS, type Pipeline } from '@portal/contract';
import { tsr } from '../../api/client';
import { pipelineKeys } from '../../api/queries/pipelines';
import { useUser } from '../../session/session-state';
import { listFrame, ListPage, NewRecordButton, RowDeleteDialog, RowLink, useRowDelete, useListQuery } from '../../ui/list-page';
import { usePipelineText } from './messages';
import { pipelineFormPath } from '../../routes/paths';
import { PIPELINE_COLUMNS } from './pipeline-columns';
import { PIPELINE_LIST } from './pipeline-list-params';

const EDITABLE = ['draft', 'returned'];

/** 管道自行维护: the unit's own pressure pipeline records, line by line. */
export function PipelineMaintainPage() {
  const t = usePipelineText();
  const canMaintain = useUser().menuIds.includes(ACCESS.pipelineMaintain);
  const { list, result } = useListQuery(PIPELINE_LIST, tsr.pipelines.list, pipelineKeys.list);
  const remove = tsr.pipelines.delete.useMutation({ meta: { silent: true } });
  const rowDelete = useRowDelete<Pipeline>(remove, { deletedText: t('common.deleted'), onDeleted: () => void result.refetch() });

  return (
    <ListPage
      {...listFrame(list, result, t, 'pipeline')}
      testIdStem="pipeline"
      testId="pipeline-maintain"
      titleActions={canMaintain && <NewRecordButton to={pipelineFormPath('add')} label={t('pipeline.add')} />}
      columns={PIPELINE_COLUMNS}
      actions={(pipeline) => (
        <>
          <RowLink to={pipelineFormPath('view', pipeline.id)}>{t('common.view')}</RowLink>
          {canMaintain && EDITABLE.includes(pipeline.recordState) && <RowLink to={pipelineFormPath('edit', pipeline.id)}>{t('pipeline.maintain')}</RowLink>}
          {canMaintain && pipeline.recordState === 'draft' && (
            <Link color="red.600" onClick={() => rowDelete.ask(pipeline)}>
              {t('common.delete')}
            </Link>
          )}
        </>
      )}
    >
      <RowDeleteDialog rowDelete={rowDelete}>{rowDelete.target && t('pipeline.confirmDelete', { name: rowDelete.target.name })}</RowDeleteDialog>
    </ListPage>
  );
}
