import { SimpleGrid } from '@chakra-ui/react';
import { EQUIPMENT_USE_STATES, PIPE_GRADES, ZPipelineFormSchema, type OperationMode, type Pipeline } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '../../api/client';
import { pipelineKeys } from '../../api/queries/pipelines';
import { AreaField, DateField, FormActions, FormFrame, isEditableRecord, SelectField, TextField, useContractForm } from '../../ui/form';
import { SectionCard } from '../../ui/section-card';
import { notify } from '../../ui/toaster';
import { usePipelineText, type PipelineTextKey } from './messages';
import { PIPELINE_MAINTAIN_PATH, pipelineFormPath } from '../../routes/paths';
import { PIPELINE_SUB_TYPES, toPipelineBody, type PipelineField, type PipelineValues } from './pipeline-form';

const LABELS: Record<PipelineField, PipelineTextKey> = {
  subTypeCode: 'field.subType',
  name: 'pipeline.name',
  pipelineNo: 'pipeline.pipelineNo',
  registerCode: 'field.registerCode',
  pipeGrade: 'pipeline.pipeGrade',
  medium: 'pipeline.medium',
  startPoint: 'pipeline.startPoint',
  endPoint: 'pipeline.endPoint',
  nominalDiameter: 'pipeline.nominalDiameter',
  wallThickness: 'pipeline.wallThickness',
  length: 'pipeline.length',
  designPressure: 'pipeline.designPressure',
  designTemperature: 'pipeline.designTemperature',
  usePlace: 'field.usePlace',
  areaCode: 'field.area',
  installDate: 'pipeline.installDate',
  useState: 'field.useState',
  safetyManager: 'field.safetyManager',
  safetyManagerPhone: 'field.safetyManagerPhone',
};

const UNITS: Partial<Record<PipelineField, string>> = {
  nominalDiameter: 'mm',
  wallThickness: 'mm',
  length: 'm',
  designPressure: 'MPa',
  designTemperature: '℃',
};

const MAX: Partial<Record<PipelineField, number>> = {
  name: 100,
  pipelineNo: 50,
  registerCode: 20,
  medium: 50,
  startPoint: 200,
  endPoint: 200,
  usePlace: 200,
  safetyManager: 50,
  safetyManagerPhone: 20,
};

const SELECTS: Partial<Record<PipelineField, ReadonlyArray<{ code: string; label: string }>>> = {
  subTypeCode: PIPELINE_SUB_TYPES,
  pipeGrade: PIPE_GRADES.map((grade) => ({ code: grade, label: grade })),
  useState: EQUIPMENT_USE_STATES,
};

type PipelineFormViewProps = { mode: OperationMode; initial: PipelineValues; pipeline: Pipeline | null };

const SECTIONS: ReadonlyArray<{ title: PipelineTextKey; fields: readonly PipelineField[] }> = [
  { title: 'pipeline.basic', fields: ['subTypeCode', 'name', 'pipelineNo', 'registerCode', 'pipeGrade', 'medium', 'startPoint', 'endPoint'] },
  { title: 'form.params', fields: ['nominalDiameter', 'wallThickness', 'length', 'designPressure', 'designTemperature'] },
  { title: 'pipeline.use', fields: ['usePlace', 'areaCode', 'installDate', 'useState', 'safetyManager', 'safetyManagerPhone'] },
];

/** pipeline-info-new: one pipeline line of the unit; 保存 keeps a draft, 提交 sends it for acceptance. */
export function PipelineFormView({ mode, initial, pipeline }: PipelineFormViewProps) {
  const t = usePipelineText();
  const client = useQueryClient();
  const readOnly = mode === 'view';
  const contractForm = useContractForm(ZPipelineFormSchema, { defaultValues: initial, notifyInvalid: true });
  const create = tsr.pipelines.create.useMutation({ meta: { silent: true } });
  const update = tsr.pipelines.update.useMutation({ meta: { silent: true } });

  const save = contractForm.handle(async (checked, commit) => {
    const body = toPipelineBody(checked, commit);
    const response = pipeline ? await update.mutateAsync({ params: { id: pipeline.id }, body }) : await create.mutateAsync({ body });
    await client.invalidateQueries({ queryKey: pipelineKeys.all });
    notify('success', t(commit ? 'common.submitted' : 'common.saved'));
    return { leaveFor: commit ? PIPELINE_MAINTAIN_PATH : pipelineFormPath('edit', response.body.id) };
  });

  const field = (name: PipelineField) => {
    const label = t(LABELS[name]);
    const options = SELECTS[name];
    if (name === 'areaCode') return <AreaField key={name} name={name} label={label} />;
    if (name === 'installDate') return <DateField key={name} name={name} label={label} />;
    if (options) {
      const emptyLabel = name === 'useState' ? undefined : t('common.choose');
      return <SelectField key={name} name={name} label={label} options={options} emptyLabel={emptyLabel} />;
    }
    const unit = UNITS[name];
    return <TextField key={name} name={name} label={label} unit={unit} maxLength={MAX[name] ?? 20} inputMode={unit ? 'decimal' : undefined} />;
  };

  return (
    <FormFrame form={contractForm} readOnly={readOnly} testId="pipeline-form" pb="16">
      {SECTIONS.map((section) => (
        <SectionCard key={section.title} title={t(section.title)}>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {section.fields.map(field)}
          </SimpleGrid>
        </SectionCard>
      ))}
      <FormActions
        save={save}
        pending={create.isPending || update.isPending}
        editTo={pipeline && isEditableRecord(pipeline.recordState) ? pipelineFormPath('edit', pipeline.id) : undefined}
      />
    </FormFrame>
  );
}
