import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A column's heading; `end` aligns it (and so its figures) to the right. */
export type PlainTableHeader = { label: ReactNode; end?: boolean };

type PlainTableProps = {
  headers: readonly PlainTableHeader[];
  testId?: string;
  /** The heading row's background (the equipment file's tables shade it). */
  headerBg?: string;
  /** Off for a table that sits straight in its card, without the bordered scroll area. */
  framed?: boolean;
  /** The rows (`Table.Row`s), drawn by the caller. */
  children: ReactNode;
};

/**
 * A record's own rows as a small table: bordered, scrolling sideways on a narrow screen, one
 * heading row. The list pages' DataTable is for the server's paged lists; this is for the rows a
 * record holds (its equipment, fees, units, history), so each such table is not written out again.
 */
export function PlainTable({ headers, testId, headerBg, framed = true, children }: PlainTableProps) {
  const table = (
    <Table.Root size="sm" data-testid={testId}>
      <Table.Header>
        <Table.Row bg={headerBg}>
          {headers.map((header, index) => (
            <Table.ColumnHeader key={index} textAlign={header.end ? 'end' : undefined}>
              {header.label}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>{children}</Table.Body>
    </Table.Root>
  );
  return framed ? (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      {table}
    </Table.ScrollArea>
  ) : (
    table
  );
}
