import { Button, chakra, HStack, SimpleGrid } from '@chakra-ui/react';
import { EQUIPMENT_USE_STATES, PIPE_GRADES, type OperationMode, type Pipeline } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { tsr } from '../../api/client';
import { notify } from '../../ui/toaster';
import { AreaCascader } from '../../ui/area-cascader';
import { FormField } from '../../ui/form-field';
import { InputField } from '../../ui/input-field';
import { notifyFailure } from '../../lib/notify-failure';
import { OptionSelect } from '../../ui/option-select';
import { problemFieldErrors } from '../../lib/problem-text';
import { SectionCard } from '../../ui/section-card';
import { useFormErrors, useFormMessage } from '../../lib/use-form-errors';
import { usePipelineText, type PipelineTextKey } from './messages';
import { PIPELINE_MAINTAIN_PATH, pipelineFormPath } from '../../routes/paths';
import {
  checkPipelineField,
  PIPELINE_FIELDS,
  PIPELINE_SPECS,
  PIPELINE_SUB_TYPES,
  toPipelineBody,
  type PipelineField,
  type PipelineValues,
} from './pipeline-form';

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

/** pipeline-info-new: one pipeline line of the unit; 保存 keeps a draft, 提交 sends it for acceptance. */
export function PipelineFormView({ mode, initial, pipeline }: PipelineFormViewProps) {
  const t = usePipelineText();
  const formMessage = useFormMessage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const readOnly = mode === 'view';
  const [values, setValues] = useState(initial);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { errors, validateAll } = useFormErrors(values, PIPELINE_FIELDS, checkPipelineField);
  const create = tsr.pipelines.create.useMutation({ meta: { silent: true } });
  const update = tsr.pipelines.update.useMutation({ meta: { silent: true } });
  const pending = create.isPending || update.isPending;

  const set = (field: PipelineField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: '' }));
  };
  const message = (field: PipelineField) => (errors[field] ? formMessage(errors[field]) : serverErrors[field] || null);

  const save = async (commit: boolean) => {
    if (Object.keys(validateAll()).length > 0) {
      notify('warning', t('form.fixErrors'));
      return;
    }
    const body = toPipelineBody(values, commit);
    try {
      const response = pipeline ? await update.mutateAsync({ params: { id: pipeline.id }, body }) : await create.mutateAsync({ body });
      await client.invalidateQueries({ queryKey: ['pipelines'] });
      notify('success', t(commit ? 'common.submitted' : 'common.saved'));
      navigate(commit ? PIPELINE_MAINTAIN_PATH : pipelineFormPath('edit', response.body.id), { replace: true });
    } catch (error) {
      setServerErrors(problemFieldErrors(error));
      notifyFailure(error, t('common.serverError'));
    }
  };

  const field = (name: PipelineField) => {
    const options = SELECTS[name];
    if (name === 'areaCode') {
      return (
        <FormField key={name} label={t(LABELS[name])} required={!readOnly} error={message(name)} gridColumn={{ xl: 'span 2' }}>
          <AreaCascader value={values.areaCode} disabled={readOnly} onChange={(code) => set('areaCode', code)} />
        </FormField>
      );
    }
    if (options) {
      return (
        <FormField key={name} label={t(LABELS[name])} required={!readOnly && PIPELINE_SPECS[name].required} error={message(name)}>
          <OptionSelect
            name={name}
            value={values[name]}
            options={options}
            emptyLabel={name === 'useState' ? undefined : t('common.choose')}
            disabled={readOnly}
            onChange={(value) => set(name, value)}
          />
        </FormField>
      );
    }
    return (
      <InputField
        key={name}
        label={t(LABELS[name])}
        name={name}
        type={name === 'installDate' ? 'date' : 'text'}
        value={values[name]}
        required={PIPELINE_SPECS[name].required}
        readOnly={readOnly}
        unit={UNITS[name]}
        maxLength={MAX[name] ?? 20}
        inputMode={UNITS[name] ? 'decimal' : undefined}
        error={message(name)}
        onChange={(value) => set(name, value)}
      />
    );
  };

  return (
    <chakra.form noValidate onSubmit={(event) => event.preventDefault()} data-testid="pipeline-form" pb="16">
      <SectionCard title={t('pipeline.basic')}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {(['subTypeCode', 'name', 'pipelineNo', 'registerCode', 'pipeGrade', 'medium', 'startPoint', 'endPoint'] as const).map(field)}
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('form.params')}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {(['nominalDiameter', 'wallThickness', 'length', 'designPressure', 'designTemperature'] as const).map(field)}
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('pipeline.use')}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {(['usePlace', 'areaCode', 'installDate', 'useState', 'safetyManager', 'safetyManagerPhone'] as const).map(field)}
        </SimpleGrid>
      </SectionCard>
      <HStack position="sticky" bottom="0" bg="white" borderTopWidth="1px" py="3" px="4" gap="3" justify="flex-end" zIndex="docked" boxShadow="sm">
        <Button size="sm" variant="outline" onClick={() => navigate(-1)}>
          {t('common.back')}
        </Button>
        {readOnly ? (
          pipeline &&
          ['draft', 'returned'].includes(pipeline.recordState) && (
            <Button size="sm" colorPalette="blue" onClick={() => navigate(pipelineFormPath('edit', pipeline.id), { replace: true })}>
              {t('common.edit')}
            </Button>
          )
        ) : (
          <>
            <Button size="sm" variant="outline" colorPalette="blue" loading={pending} onClick={() => void save(false)}>
              {t('common.save')}
            </Button>
            <Button size="sm" colorPalette="blue" loading={pending} onClick={() => void save(true)}>
              {t('common.submit')}
            </Button>
          </>
        )}
      </HStack>
    </chakra.form>
  );
}
