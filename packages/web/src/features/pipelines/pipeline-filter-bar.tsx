import { Button, Field, HStack, Input, Text, Wrap } from '@chakra-ui/react';
import { EQUIPMENT_USE_STATES, PIPE_GRADES, REGISTER_CODE_LENGTH } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { AreaCascader } from '../../ui/area-cascader';
import { OptionSelect } from '../../ui/option-select';
import { usePipelineText } from './messages';
import { checkPipelineFilters, PIPELINE_FILTER_DEFAULTS, type PipelineFilters } from './pipeline-list-params';

function filtersOf(values: PipelineFilters): PipelineFilters {
  const picked = { ...PIPELINE_FILTER_DEFAULTS };
  for (const key of Object.keys(PIPELINE_FILTER_DEFAULTS) as Array<keyof PipelineFilters>) picked[key] = values[key];
  return picked;
}

export function PipelineFilterBar({ values, onSearch }: { values: PipelineFilters; onSearch: (filters: PipelineFilters) => void }) {
  const t = usePipelineText();
  const { rule } = useI18n();
  const applied = JSON.stringify(filtersOf(values));
  const [draft, setDraft] = useState<PipelineFilters>(() => filtersOf(values));
  const [errors, setErrors] = useState<ReturnType<typeof checkPipelineFilters>>({});
  useEffect(() => {
    const next = JSON.parse(applied) as PipelineFilters;
    setDraft(next);
    setErrors(checkPipelineFilters(next));
  }, [applied]);
  const set = (patch: Partial<PipelineFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const message = (key: keyof PipelineFilters) => (errors[key] ? rule(errors[key]) : null);

  return (
    <Wrap
      as="form"
      gap="3"
      align="flex-end"
      mb="4"
      onSubmit={(event) => {
        event.preventDefault();
        const found = checkPipelineFilters(draft);
        setErrors(found);
        if (Object.keys(found).length === 0) onSearch(draft);
      }}
    >
      <Field.Root w="48">
        <Field.Label fontSize="sm">{t('query.keyword')}</Field.Label>
        <Input size="sm" name="keyword" maxLength={100} value={draft.keyword} onChange={(event) => set({ keyword: event.target.value })} />
      </Field.Root>
      <Field.Root w="48" invalid={!!errors.registerCode}>
        <Field.Label fontSize="sm">{t('field.registerCode')}</Field.Label>
        <Input size="sm" name="registerCode" maxLength={REGISTER_CODE_LENGTH} value={draft.registerCode} onChange={(event) => set({ registerCode: event.target.value })} />
        {message('registerCode') && <Field.ErrorText>{message('registerCode')}</Field.ErrorText>}
      </Field.Root>
      <Field.Root w="32">
        <Field.Label fontSize="sm">{t('pipeline.pipeGrade')}</Field.Label>
        <OptionSelect
          name="pipeGrade"
          value={draft.pipeGrade}
          options={PIPE_GRADES.map((grade) => ({ code: grade, label: grade }))}
          emptyLabel={t('common.all')}
          onChange={(pipeGrade) => set({ pipeGrade })}
        />
      </Field.Root>
      <Field.Root w="36">
        <Field.Label fontSize="sm">{t('field.useState')}</Field.Label>
        <OptionSelect name="useState" value={draft.useState} options={EQUIPMENT_USE_STATES} emptyLabel={t('common.all')} onChange={(useState) => set({ useState })} />
      </Field.Root>
      <Field.Root w="80" invalid={!!errors.areaCode}>
        <Field.Label fontSize="sm">{t('field.area')}</Field.Label>
        <AreaCascader value={draft.areaCode} onChange={(areaCode) => set({ areaCode })} error={message('areaCode')} />
      </Field.Root>
      <Field.Root w="auto" invalid={!!errors.nextCheckDateTo}>
        <Field.Label fontSize="sm">{t('field.nextCheckDate')}</Field.Label>
        <HStack gap="1">
          <Input size="sm" type="date" w="36" name="nextCheckDateFrom" value={draft.nextCheckDateFrom} onChange={(event) => set({ nextCheckDateFrom: event.target.value })} />
          <Text fontSize="sm" color="gray.500">
            {t('common.to')}
          </Text>
          <Input size="sm" type="date" w="36" name="nextCheckDateTo" value={draft.nextCheckDateTo} onChange={(event) => set({ nextCheckDateTo: event.target.value })} />
        </HStack>
        {message('nextCheckDateTo') && <Field.ErrorText>{message('nextCheckDateTo')}</Field.ErrorText>}
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="blue">
          {t('common.search')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setDraft(PIPELINE_FILTER_DEFAULTS);
            setErrors({});
            onSearch(PIPELINE_FILTER_DEFAULTS);
          }}
        >
          {t('common.reset')}
        </Button>
      </HStack>
    </Wrap>
  );
}
