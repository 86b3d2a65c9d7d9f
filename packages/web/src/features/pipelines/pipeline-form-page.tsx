import { Alert } from '@chakra-ui/react';
import { skipToken } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { operationModeOf } from '../../lib/mode';
import { EmptyData, QueryView } from '../../ui/query-states';
import { usePipelineText } from './messages';
import { EMPTY_PIPELINE, pipelineValuesOf } from './pipeline-form';
import { PipelineFormView } from './pipeline-form-view';

const EDITABLE = ['draft', 'returned'];

/** pipeline-info-new?mode=add|edit|view&id=: a pipeline record of the unit. */
export function PipelineFormPage() {
  const t = usePipelineText();
  const [search] = useSearchParams();
  const mode = operationModeOf(search.get('mode'));
  const id = search.get('id') ?? '';
  const pipeline = tsr.pipelines.get.useQuery({
    queryKey: ['pipelines', 'get', id],
    queryData: mode !== 'add' && id ? { params: { id } } : skipToken,
    meta: { silent: true },
  });
  if (mode === 'add') return <PipelineFormView key="add" mode="add" initial={EMPTY_PIPELINE} pipeline={null} />;
  if (!id) return <EmptyData>{t('detail.noId')}</EmptyData>;
  return (
    <QueryView query={pipeline}>
      {() => {
        const record = pipeline.data?.body;
        if (!record) return null;
        const locked = mode === 'edit' && !EDITABLE.includes(record.recordState);
        return (
          <>
            {locked && (
              <Alert.Root status="info" mb="4" borderRadius="md">
                <Alert.Indicator />
                <Alert.Title fontWeight="normal">{t('form.locked')}</Alert.Title>
              </Alert.Root>
            )}
            <PipelineFormView key={`${mode}-${record.id}`} mode={locked ? 'view' : mode} initial={pipelineValuesOf(record)} pipeline={record} />
          </>
        );
      }}
    </QueryView>
  );
}
