import { HStack, Icon, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { useI18n } from '../../i18n/i18n';
import { PINNED_END } from '../pinned-column';
import { parseSort } from './sort';
import type { ColumnDef } from './types';

export type DataTableProps<R extends { id: string }> = {
  rows: readonly R[];
  /** The columns to show, in order, with their header text already in the page's language. */
  columns: readonly (ColumnDef<R> & { headerText: string })[];
  /** `field:asc|desc`, '' for the server's own order. */
  sort?: string;
  onSort?: (field: string) => void;
  /** The actions of a row: the last column, kept in view while the others scroll sideways. */
  actions?: (row: R) => ReactNode;
  testId?: string;
};

function SortIcon({ active, direction }: { active: boolean; direction: 'asc' | 'desc' | undefined }) {
  if (!active) return <Icon as={LuArrowUpDown} color="gray.400" boxSize="3" />;
  return <Icon as={direction === 'asc' ? LuArrowUp : LuArrowDown} color="blue.600" boxSize="3" />;
}

/** One page of a list: sticky header, sortable headers that ask the server for another order. */
export function DataTable<R extends { id: string }>({ rows, columns, sort = '', onSort, actions, testId }: DataTableProps<R>) {
  const { t } = useI18n();
  const current = parseSort(sort);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="70vh">
      <Table.Root size="sm" interactive stickyHeader data-testid={testId}>
        <Table.Header>
          <Table.Row bg="gray.50">
            {columns.map((column) => {
              const field = onSort ? column.sortKey : undefined;
              const active = !!field && current?.field === field;
              return (
                <Table.ColumnHeader
                  key={column.key}
                  minW={column.minW}
                  w={column.width}
                  textAlign={column.align}
                  whiteSpace="nowrap"
                  aria-sort={active ? (current?.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {field && onSort ? (
                    <HStack
                      as="button"
                      gap="1"
                      cursor="pointer"
                      _hover={{ color: 'blue.600' }}
                      onClick={() => onSort(field)}
                      data-sort={field}
                      title={t('list.sortBy', { column: column.headerText })}
                    >
                      {column.headerText}
                      <SortIcon active={active} direction={current?.direction} />
                    </HStack>
                  ) : (
                    column.headerText
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
              {columns.map((column) => (
                <Table.Cell
                  key={column.key}
                  minW={column.minW}
                  textAlign={column.align}
                  whiteSpace={column.wrap ? undefined : 'nowrap'}
                  wordBreak={column.wrap ? 'break-all' : undefined}
                  fontFamily={column.mono ? 'mono' : undefined}
                >
                  {column.cell(row)}
                </Table.Cell>
              ))}
              {actions && (
                <Table.Cell whiteSpace="nowrap" css={PINNED_END}>
                  <HStack gap="3" fontSize="sm">
                    {actions(row)}
                  </HStack>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
