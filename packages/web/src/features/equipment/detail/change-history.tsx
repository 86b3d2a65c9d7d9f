import { Table, Text } from '@chakra-ui/react';
import type { EquipmentChange } from '@portal/contract';
import { ReviewStateBadge } from '../../../ui/badges';
import { shortDateTime } from '../../../lib/dates';
import { EmptyData } from '../../../ui/query-states';
import { useEquipmentText } from '../messages';
import { CHANGE_LABELS, isChangeable } from './change-apply';
import { PlainTable } from '../../../ui/plain-table';

/** Applied changes of the file: field, old and new value, reason, review state and opinion. */
export function ChangeHistory({ items }: { items: readonly EquipmentChange[] }) {
  const t = useEquipmentText();
  if (items.length === 0) return <EmptyData />;
  const sorted = [...items].sort((a, b) => b.appliedAt.localeCompare(a.appliedAt));
  return (
    <PlainTable
      headers={[
        { label: t('change.appliedAt') },
        { label: t('change.field') },
        { label: t('change.oldValue') },
        { label: t('change.newValue') },
        { label: t('change.reason') },
        { label: t('common.state') },
        { label: t('change.opinion') },
      ]}
      testId="change-history"
      headerBg="gray.50"
    >
      {sorted.map((item) => (
        <Table.Row key={item.id}>
          <Table.Cell whiteSpace="nowrap">{shortDateTime(item.appliedAt)}</Table.Cell>
          <Table.Cell>{isChangeable(item.field) ? t(CHANGE_LABELS[item.field]) : item.fieldLabel}</Table.Cell>
          <Table.Cell color="gray.500">{item.oldValue || '—'}</Table.Cell>
          <Table.Cell fontWeight="medium">{item.newValue || '—'}</Table.Cell>
          <Table.Cell maxW="xs">
            <Text lineClamp={2}>{item.reason}</Text>
          </Table.Cell>
          <Table.Cell>
            <ReviewStateBadge state={item.state} />
          </Table.Cell>
          <Table.Cell maxW="xs">{item.opinion || '—'}</Table.Cell>
        </Table.Row>
      ))}
    </PlainTable>
  );
}
