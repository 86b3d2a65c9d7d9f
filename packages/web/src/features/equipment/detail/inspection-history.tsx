import { Link, Table } from '@chakra-ui/react';
import { INSPECTION_KINDS, type InspectionRecord } from '@portal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { checkRecordDetailPath } from '../../../routes/paths';
import { ConclusionBadge } from '../../../ui/badges';
import { EmptyData } from '../../../ui/query-states';
import { useEquipmentText } from '../messages';
import { useI18n } from '../../../i18n/i18n';
import { PlainTable } from '../../../ui/plain-table';

/** Every inspection of the file, newest first; each row's date opens the record (检验记录详情). */
export function InspectionHistory({ equipmentId, items }: { equipmentId: string; items: readonly InspectionRecord[] }) {
  const t = useEquipmentText();
  const { label } = useI18n();
  if (items.length === 0) return <EmptyData />;
  const sorted = [...items].sort((a, b) => b.checkDate.localeCompare(a.checkDate));
  return (
    <PlainTable
      headers={[
        { label: t('field.checkDate') },
        { label: t('field.inspectionKind') },
        { label: t('field.institute') },
        { label: t('field.reportNo') },
        { label: t('field.checkConclusion') },
        { label: t('field.nextCheckDate') },
      ]}
      testId="inspection-history"
      headerBg="gray.50"
    >
      {sorted.map((item) => (
        <Table.Row key={item.id}>
          <Table.Cell whiteSpace="nowrap">
            <Link asChild color="blue.600">
              <RouterLink to={checkRecordDetailPath(equipmentId, item.id)} data-testid="inspection-record-link">
                {item.checkDate}
              </RouterLink>
            </Link>
          </Table.Cell>
          <Table.Cell>{label(INSPECTION_KINDS, item.kind)}</Table.Cell>
          <Table.Cell>{item.institute}</Table.Cell>
          <Table.Cell fontFamily="mono">{item.reportNo}</Table.Cell>
          <Table.Cell>
            <ConclusionBadge conclusion={item.conclusion} />
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{item.nextCheckDate ?? '—'}</Table.Cell>
        </Table.Row>
      ))}
    </PlainTable>
  );
}
