import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { InspectionApplicationForm } from '@portal/contract';
import { useEffect } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { usePipelineLinesOf } from '../../../api/queries/pipelines';
import { TextField } from '../../../ui/form';
import { useFieldMessage } from '../../../ui/form/field-message';
import { OptionSelect } from '../../../ui/option-select';
import { SectionCard } from '../../../ui/section-card';
import { useInspectionApplicationText } from '../messages';
import type { ChosenEquipment } from './chosen-equipment';
import { alignPipelineItems, EMPTY_PIPELINE_UNIT, totalOfRows, unitOfLine, type PipelineUnitRow } from './pipeline-units';

const metres = (value: number) => value.toFixed(2);

type ItemProps = {
  index: number;
  item: ChosenEquipment;
  /** The unit's pipeline records may be listed (equipment:view): the rows can be picked from them. */
  lines: boolean;
};

/** One chosen piping file: its units as editable rows, picked from its recorded lines or typed in, and their subtotal. */
function PipelineItemUnits({ index, item, lines }: ItemProps) {
  const t = useInspectionApplicationText();
  const text = useFieldMessage();
  const path = `items.${index}.pipelineUnits` as const;
  const { setValue, getValues } = useFormContext<InspectionApplicationForm>();
  const rows: PipelineUnitRow[] = useWatch<InspectionApplicationForm, typeof path>({ name: path }) ?? [];
  const { errors } = useFormState<InspectionApplicationForm>({ name: path });
  const groupError = text((get(errors, path) as { message?: string } | undefined)?.message);
  const recorded = usePipelineLinesOf(item.registerCode, lines);
  const own = (recorded.data?.body.items ?? []).filter((line) => line.registerCode === item.registerCode);
  const options = own.filter((line) => !rows.some((row) => row.pipelineId === line.id)).map((line) => ({ code: line.id, label: `${line.pipelineNo} ${line.name}` }));
  const setRows = (next: PipelineUnitRow[]) => setValue(path, next, { shouldDirty: true, shouldValidate: true });
  const pick = (id: string) => {
    const line = own.find((candidate) => candidate.id === id);
    if (line) setRows([...(getValues(path) ?? []), unitOfLine(line)]);
  };
  return (
    <Stack gap="2" data-testid="pipeline-item" borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="medium">
          {item.name}（{item.registerCode || '—'}）
        </Text>
        <Text fontSize="sm" color="gray.600" data-testid="pipeline-item-total">
          {t('form.pipelineItemTotal', { length: metres(totalOfRows(rows)) })}
        </Text>
      </HStack>
      {rows.length === 0 && (
        <Text fontSize="sm" color={groupError ? 'red.600' : 'gray.500'} data-testid="pipeline-item-error">
          {groupError ?? t('form.pipelineNone')}
        </Text>
      )}
      {rows.map((row, at) => {
        const unnamed = row.pipelineNo.trim() === '' && row.name.trim() === '';
        return (
          <SimpleGrid key={at} columns={{ base: 1, md: 4 }} gap="2" alignItems="end" data-testid="pipeline-unit-row">
            <TextField name={`${path}.${at}.pipelineNo`} label={t('field.pipelineNo')} maxLength={50} required={unnamed} />
            <TextField name={`${path}.${at}.name`} label={t('field.pipelineName')} maxLength={100} required={unnamed} />
            <TextField name={`${path}.${at}.length`} label={t('field.pipelineLength')} maxLength={12} inputMode="decimal" required />
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setRows(rows.filter((_, other) => other !== at))}>
              <LuTrash2 /> {t('form.remove')}
            </Button>
          </SimpleGrid>
        );
      })}
      <HStack gap="2" wrap="wrap">
        <Button size="xs" variant="outline" colorPalette="blue" onClick={() => setRows([...rows, { ...EMPTY_PIPELINE_UNIT }])} data-testid="pipeline-unit-add">
          <LuPlus /> {t('form.pipelineAdd')}
        </Button>
        {lines && options.length > 0 && (
          <OptionSelect size="xs" name={`${path}.pick`} label={t('form.pipelinePick')} value="" options={options} emptyLabel={t('form.pipelinePick')} onChange={pick} />
        )}
        {lines && recorded.isSuccess && own.length === 0 && (
          <Text fontSize="xs" color="gray.500">
            {t('form.pipelinePickNone')}
          </Text>
        )}
      </HStack>
    </Stack>
  );
}

/**
 * 管道单元 of a 管道定期检验 (docs/inspection-applications.md, "What each kind asks for"): per chosen
 * piping file the lines to inspect, and the total length. The rows live in the form's `items`, one
 * entry per chosen file in its order, so the gateway's field errors (`items.<i>.pipelineUnits…`)
 * land on them.
 */
export function PipelineUnitsSection({ equipment, lines }: { equipment: readonly ChosenEquipment[]; lines: boolean }) {
  const t = useInspectionApplicationText();
  const { setValue, getValues } = useFormContext<InspectionApplicationForm>();
  const items = useWatch<InspectionApplicationForm, 'items'>({ name: 'items' }) ?? [];
  const chosen = equipment.map((item) => item.id).join(',');
  useEffect(() => {
    const current = getValues('items') ?? [];
    const aligned = alignPipelineItems(current, chosen === '' ? [] : chosen.split(','));
    const same = aligned.length === current.length && aligned.every((item, at) => item.equipmentId === current[at]?.equipmentId);
    if (!same) setValue('items', aligned);
  }, [chosen, getValues, setValue]);
  return (
    <SectionCard title={t('form.pipelineSection')} testId="pipeline-units-section">
      <Stack gap="3">
        <Text fontSize="sm" color="gray.600">
          {t('form.pipelineHint')}
        </Text>
        {equipment.map((item, index) =>
          items[index]?.equipmentId === item.id ? <PipelineItemUnits key={item.id} index={index} item={item} lines={lines} /> : null,
        )}
        <Text fontWeight="semibold" data-testid="pipeline-total">
          {t('form.pipelineTotal', { length: metres(totalOfRows(items.flatMap((item) => item.pipelineUnits))) })}
        </Text>
      </Stack>
    </SectionCard>
  );
}
