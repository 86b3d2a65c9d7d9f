import { skipToken } from '@tanstack/react-query';
import { tsr } from '../../api/client';
import { pipelineKeys } from '../../api/queries/pipelines';
import { SILENT } from '../../api/queries/query-kit';
import { recordText, useRecordTagTitle } from '../../lib/page-tag';
import { isEditableRecord, RecordFormPage, useRecordFormTarget } from '../../ui/form';
import { usePipelineText } from './messages';
import { EMPTY_PIPELINE, pipelineValuesOf } from './pipeline-form';
import { PipelineFormView } from './pipeline-form-view';

/** pipeline-info-new?mode=add|edit|view&id=: a pipeline record of the unit. */
export function PipelineFormPage() {
  const t = usePipelineText();
  const { mode, id, request } = useRecordFormTarget();
  const pipeline = tsr.pipelines.get.useQuery({ queryKey: pipelineKeys.detail(id), queryData: request ?? skipToken, meta: SILENT });
  const line = pipeline.data?.body;
  // Edit mode opens a submitted line read-only: then its tag is the form's, not 编辑.
  useRecordTagTitle(recordText(line?.pipelineNo, line?.name), { edit: mode === 'edit' && !!line && isEditableRecord(line.recordState) });
  return (
    <RecordFormPage
      mode={mode}
      id={id}
      query={pipeline}
      record={pipeline.data?.body}
      texts={{ noId: t('detail.noId'), locked: t('form.locked') }}
      add={() => <PipelineFormView key="add" mode="add" initial={EMPTY_PIPELINE} pipeline={null} />}
      form={(record, opened) => <PipelineFormView key={`${opened}-${record.id}`} mode={opened} initial={pipelineValuesOf(record)} pipeline={record} />}
    />
  );
}
