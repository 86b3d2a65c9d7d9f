import { Stack, Table, Text } from '@chakra-ui/react';
import { totalPipelineLength, type InspectionApplicationDetail } from '@portal/contract';
import { PlainTable } from '../../../ui/plain-table';
import { SectionCard } from '../../../ui/section-card';
import { useInspectionApplicationText } from '../messages';

const metres = (value: number) => value.toFixed(2);

/** 管道单元 of a 管道定期检验, read only: per piping item its units, its subtotal, and the total length. */
export function PipelineUnitsCard({ items }: { items: InspectionApplicationDetail['items'] }) {
  const t = useInspectionApplicationText();
  const all = items.flatMap((item) => item.pipelineUnits ?? []);
  return (
    <SectionCard title={t('form.pipelineSection')} testId="pipeline-units">
      <Stack gap="3">
        {items.map((item, index) => {
          const units = item.pipelineUnits ?? [];
          return (
            <Stack key={`${item.equipmentId ?? 'new'}-${index}`} gap="1" data-testid="pipeline-item">
              <Text fontWeight="medium">
                {item.equipmentName}（{item.registerCode || '—'}）　{t('form.pipelineItemTotal', { length: metres(totalPipelineLength(units)) })}
              </Text>
              {units.length === 0 ? (
                <Text fontSize="sm" color="gray.500">
                  {t('form.pipelineNone')}
                </Text>
              ) : (
                <PlainTable
                  headers={[
                    { label: t('field.pipelineNo') },
                    { label: t('field.pipelineName') },
                    { label: t('field.nominalDiameter'), end: true },
                    { label: t('field.pipelineLength'), end: true },
                  ]}
                >
                  {units.map((unit, at) => (
                    <Table.Row key={at} data-testid="pipeline-unit">
                      <Table.Cell fontFamily="mono">{unit.pipelineNo || '—'}</Table.Cell>
                      <Table.Cell>{unit.name || '—'}</Table.Cell>
                      <Table.Cell textAlign="end">{unit.nominalDiameter ?? '—'}</Table.Cell>
                      <Table.Cell textAlign="end">{metres(unit.length)}</Table.Cell>
                    </Table.Row>
                  ))}
                </PlainTable>
              )}
            </Stack>
          );
        })}
        <Text fontWeight="semibold" data-testid="pipeline-total">
          {t('form.pipelineTotal', { length: metres(totalPipelineLength(all)) })}
        </Text>
      </Stack>
    </SectionCard>
  );
}
