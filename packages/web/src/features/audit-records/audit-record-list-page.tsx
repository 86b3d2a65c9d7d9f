import { Badge, Center, Text } from '@chakra-ui/react';
import type { AuditRecord } from '@portal/contract';
import { tsr } from '../../api/client';
import { auditRecordKeys } from '../../api/queries/audit-records';
import { listFrame, ListPage, useListQuery, type ColumnDef } from '../../ui/list-page';
import { eventLabel, outcomeLabel } from './audit-labels';
import { AUDIT_LIST } from './list-params';
import { useAuditText, type AuditTextKey } from './messages';

const COLUMNS: readonly ColumnDef<AuditRecord, AuditTextKey>[] = [
  { key: 'time', header: 'field.time', cell: (record) => record.time },
  { key: 'event', header: 'field.event', cell: (record) => eventLabel(record.event) },
  {
    key: 'outcome',
    header: 'field.outcome',
    cell: (record) => (
      <Badge colorPalette={record.outcome === 'success' ? 'green' : 'red'} variant="subtle">
        {outcomeLabel(record.outcome)}
      </Badge>
    ),
  },
  { key: 'user', header: 'field.user', cell: (record) => record.user ?? '—' },
  { key: 'role', header: 'field.role', cell: (record) => record.role ?? '—' },
  { key: 'address', header: 'field.address', cell: (record) => record.address, mono: true },
  { key: 'target', header: 'field.target', cell: (record) => record.target ?? '—', wrap: true, minW: '40' },
  { key: 'detail', header: 'field.detail', cell: (record) => record.detail ?? '—', wrap: true, minW: '32' },
  // Whole (it finds the gateway's log lines of the request), in small type so it fits beside the rest.
  {
    key: 'requestId',
    header: 'field.requestId',
    mono: true,
    cell: (record) => (
      <Text as="span" fontSize="xs" color="gray.600">
        {record.requestId}
      </Text>
    ),
  },
];

/** 安全审计: the gateway's security audit records, newest first, filtered and paged in the URL. */
export function AuditRecordListPage() {
  const t = useAuditText();
  const { list, result } = useListQuery(AUDIT_LIST, tsr.auditRecords.list, auditRecordKeys.list);
  return (
    <ListPage
      {...listFrame(list, result, t, 'list')}
      hint={t('list.hint')}
      testIdStem="audit-record"
      testId="audit-record-list"
      columns={COLUMNS}
      empty={
        <Center py="10" color="gray.500" fontSize="sm" borderWidth="1px" borderRadius="md" data-testid="audit-record-empty">
          {t('list.empty')}
        </Center>
      }
    />
  );
}
