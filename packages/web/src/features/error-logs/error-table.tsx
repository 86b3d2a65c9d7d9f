import { Badge, Table } from '@chakra-ui/react';
import type { ErrorLogType } from '@portal/contract';
import { useI18n, type UiKey } from '../../i18n/i18n';

export type ErrorRow = { key: string; type: ErrorLogType; code: string; mes: string; url: string; time: string };

const TYPE_COLOURS: Record<ErrorLogType, string> = {
  script: 'red',
  ajax: 'orange',
  promise: 'purple',
  resource: 'gray',
};

export function ErrorTable({ rows }: { rows: readonly ErrorRow[] }) {
  const { t } = useI18n();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader w="24">{t('errorLog.type')}</Table.ColumnHeader>
            <Table.ColumnHeader w="20">{t('errorLog.code')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('errorLog.mes')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('errorLog.url')}</Table.ColumnHeader>
            <Table.ColumnHeader w="44">{t('errorLog.time')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell>
                <Badge colorPalette={TYPE_COLOURS[row.type]}>{t(`errorLog.type.${row.type}` as UiKey)}</Badge>
              </Table.Cell>
              <Table.Cell fontFamily="mono">{row.code}</Table.Cell>
              <Table.Cell maxW="md" wordBreak="break-all">
                {row.mes}
              </Table.Cell>
              <Table.Cell maxW="xs" wordBreak="break-all" color="gray.600">
                {row.url}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.time}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
