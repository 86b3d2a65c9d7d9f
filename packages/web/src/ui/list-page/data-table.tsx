import { HStack, Icon, Table } from '@chakra-ui/react';
import type { EquipmentSummary } from '@portal/contract';
import type { ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { PINNED_END } from '../../../ui/pinned-column';
import { useEquipmentText } from '../messages';
import { COLUMNS } from './columns';
import { parseSort } from './sort';
import { SORT_FIELDS, type ColumnKey } from './views';

type EquipmentTableProps = {
  rows: readonly EquipmentSummary[];
  columns: readonly ColumnKey[];
  sort: string;
  onSort: (field: string) => void;
  actions?: (row: EquipmentSummary) => ReactNode;
};

function SortIcon({ field, sort }: { field: string; sort: string }) {
  const current = parseSort(sort);
  if (current?.field !== field) return <Icon as={LuArrowUpDown} color="gray.400" boxSize="3" />;
  return <Icon as={current.direction === 'asc' ? LuArrowUp : LuArrowDown} color="blue.600" boxSize="3" />;
}

/** One page of equipment; sortable headers ask the server for another order. */
export function EquipmentTable({ rows, columns, sort, onSort, actions }: EquipmentTableProps) {
  const t = useEquipmentText();
  const current = parseSort(sort);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" interactive stickyHeader data-testid="equipment-table">
        <Table.Header>
          <Table.Row bg="gray.50">
            {columns.map((key) => {
              const field = SORT_FIELDS[key];
              const label = t(COLUMNS[key].label);
              return (
                <Table.ColumnHeader
                  key={key}
                  minW={COLUMNS[key].minW}
                  whiteSpace="nowrap"
                  aria-sort={
                    field && current?.field === field ? (current.direction === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  {field ? (
                    <HStack
                      as="button"
                      gap="1"
                      cursor="pointer"
                      _hover={{ color: 'blue.600' }}
                      onClick={() => onSort(field)}
                      data-sort={field}
                    >
                      {label}
                      <SortIcon field={field} sort={sort} />
                    </HStack>
                  ) : (
                    label
                  )}
                </Table.ColumnHeader>
              );
            })}
            {actions && (
              <Table.ColumnHeader whiteSpace="nowrap" css={PINNED_END}>
                {t('common.actions')}
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id} data-id={row.id}>
              {columns.map((key) => (
                <Table.Cell key={key} whiteSpace={key === 'usePlace' ? undefined : 'nowrap'}>
                  {COLUMNS[key].render(row)}
                </Table.Cell>
              ))}
              {actions && (
                <Table.Cell whiteSpace="nowrap" css={PINNED_END}>
                  {actions(row)}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
