import { Box, Grid, Heading, Table, Text } from '@chakra-ui/react';
import { HISTORY_OPERATORS, HISTORY_REMARKS } from '@portal/contract';
import { useI18n } from '../../i18n/i18n';
import { shortDateTime } from '../../lib/dates';
import { useStateText, type HistoryEntry } from '../../ui/state-timeline';
import type { FlowLogRecord } from './flow-log-loaders';
import { useFlowLogText } from './messages';

/** The history oldest first (the platform's order is not guaranteed); ties keep the platform's order. */
export function historyInOrder(history: readonly HistoryEntry[]): HistoryEntry[] {
  return [...history].sort((a, b) => a.at.replace('T', ' ').localeCompare(b.at.replace('T', ' ')));
}

/**
 * The printable sheet of one record: kind and number, where it stands, and each step of its
 * history as a table row. A plain table rather than the list kit's DataTable, whose scroll box
 * (sticky header, 70vh) would cut a printed page.
 */
export function FlowLogSheet({ kind, record }: { kind: string; record: FlowLogRecord }) {
  const t = useFlowLogText();
  const { known } = useI18n();
  const stateText = useStateText(record.states);
  const rows = historyInOrder(record.history);
  return (
    <Box data-testid="flow-log-sheet">
      <Heading as="h3" size="md" mb="3">
        {kind}
        <Text as="span" fontFamily="mono" ms="3" color="gray.700" data-testid="flow-log-number">
          {record.number}
        </Text>
      </Heading>
      <Grid templateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" mb="4">
        <Text color="gray.600">{t('sheet.currentState')}</Text>
        <Text fontWeight="semibold" data-testid="flow-log-state" data-state={record.state}>
          {stateText({ state: record.state, label: record.state })}
        </Text>
      </Grid>
      <Table.Root size="sm" variant="outline" data-testid="flow-log-table">
        <Table.Caption captionSide="top" textAlign="start" color="gray.600" mb="2">
          {t('sheet.caption', { kind })}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="16">{t('column.index')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('column.state')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('column.operator')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('column.remark')}</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">{t('column.at')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={5} textAlign="center" color="gray.600">
                {t('sheet.empty')}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((entry, index) => (
              <Table.Row key={`${entry.state}-${entry.at}-${index}`} data-state={entry.state}>
                <Table.Cell>{index + 1}</Table.Cell>
                <Table.Cell>{stateText({ state: entry.state, label: entry.stateLabel })}</Table.Cell>
                <Table.Cell>{entry.operator ? known(HISTORY_OPERATORS, entry.operator) : '—'}</Table.Cell>
                <Table.Cell whiteSpace="pre-wrap">{entry.remark ? known(HISTORY_REMARKS, entry.remark) : '—'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{shortDateTime(entry.at)}</Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
