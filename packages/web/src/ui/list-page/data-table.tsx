import { Checkbox, HStack, Icon, Table } from '@chakra-ui/react';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { useI18n } from '../../i18n/i18n';
import { PINNED_END, PINNED_END_COVERING } from '../pinned-column';
import { usePhone } from '../use-phone';
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
  /** Rows the user can tick (one or several) for an action on the chosen ones; a first column of checkboxes. */
  selection?: RowSelection<R>;
  testId?: string;
};

export type RowSelection<R> = {
  /** The ids ticked (on this page and others). */
  selected: ReadonlySet<string>;
  onChange: (row: R, checked: boolean) => void;
  /** Rows that cannot be chosen have no checkbox (unset: every row can). */
  canSelect?: (row: R) => boolean;
  /** The accessible name of a row's checkbox and of the page's (header) checkbox. */
  rowLabel: (row: R) => string;
  pageLabel: string;
};

function SelectBox({ checked, label, onChange }: { checked: boolean | 'indeterminate'; label: string; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** The header box: ticks or clears every choosable row of the page. */
function PageSelectBox<R extends { id: string }>({ rows, selection }: { rows: readonly R[]; selection: RowSelection<R> }) {
  const choosable = rows.filter((row) => selection.canSelect?.(row) ?? true);
  const ticked = choosable.filter((row) => selection.selected.has(row.id)).length;
  const state = ticked === 0 ? false : ticked === choosable.length ? true : 'indeterminate';
  if (choosable.length === 0) return null;
  return (
    <SelectBox
      checked={state}
      label={selection.pageLabel}
      onChange={(checked) => choosable.forEach((row) => selection.selected.has(row.id) !== checked && selection.onChange(row, checked))}
    />
  );
}

function SortIcon({ active, direction }: { active: boolean; direction: 'asc' | 'desc' | undefined }) {
  if (!active) return <Icon as={LuArrowUpDown} color="gray.400" boxSize="3" />;
  return <Icon as={direction === 'asc' ? LuArrowUp : LuArrowDown} color="blue.600" boxSize="3" />;
}

/**
 * How the table meets its box: `overflows` when it is wider, `fit` once it was (then the text of
 * its columns may wrap, so the table tries the box's width first), `covered` while columns pass
 * beneath the pinned end column (not scrolled to the end).
 */
function useCoveredEnd(enabled: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ overflows: false, fit: false, covered: false });
  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const overflows = element.scrollWidth > element.clientWidth + 1;
    const covered = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    // `fit` stays once set: wrapped text unwraps by itself when the box has room again, and
    // dropping it would make the table overflow, then fit, then overflow, on every measure.
    setState((last) => (last.overflows === overflows && last.covered === covered && (last.fit || !overflows) ? last : { overflows, covered, fit: last.fit || overflows }));
  }, []);
  useLayoutEffect(() => {
    const element = box.current;
    if (!enabled || !element) return;
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => observer?.disconnect();
  }, [enabled, measure]);
  return { box, ...state, measure };
}

/**
 * A value that wrapping would cut in the middle: a date, a number, an amount (Chrome breaks
 * 2026-05-23 after a hyphen). Such a cell keeps its line while the table's other text wraps to fit.
 */
const WHOLE_VALUE = /^[\d,.:/+-]+$/;
const isWholeValue = (content: ReactNode) => typeof content === 'string' && WHOLE_VALUE.test(content);

/** One page of a list: sticky header, sortable headers that ask the server for another order. */
export function DataTable<R extends { id: string }>({ rows, columns, sort = '', onSort, actions, selection, testId }: DataTableProps<R>) {
  const { t } = useI18n();
  const current = parseSort(sort);
  const end = useCoveredEnd(!!actions);
  const phone = usePhone();
  // A pinned column covers what scrolls beneath it, so at desktop widths the table first wraps the
  // text of its columns to fit its box, and pins 操作 only if it still overflows (docs/shell.md, "Lists").
  const fit = end.fit && !phone;
  const pinned = !end.overflows ? undefined : end.covered ? PINNED_END_COVERING : PINNED_END;
  const textWrap = (column: { wrap?: boolean; mono?: boolean }) => (column.wrap || (fit && !column.mono) ? 'normal' : 'nowrap');
  return (
    // Focusable, so a keyboard alone can scroll a long or wide page of rows (WCAG 2.1.1), also when no row holds a link.
    <Table.ScrollArea
      ref={end.box}
      onScroll={actions ? end.measure : undefined}
      borderWidth="1px"
      borderRadius="md"
      maxH="70vh"
      tabIndex={0}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '1px' }}
    >
      <Table.Root size="sm" interactive stickyHeader data-testid={testId} data-fit={fit || undefined}>
        <Table.Header>
          <Table.Row bg="gray.50">
            {selection && (
              <Table.ColumnHeader w="10">
                <PageSelectBox rows={rows} selection={selection} />
              </Table.ColumnHeader>
            )}
            {columns.map((column) => {
              const field = onSort ? column.sortKey : undefined;
              const active = !!field && current?.field === field;
              return (
                <Table.ColumnHeader
                  key={column.key}
                  minW={column.minW}
                  w={column.width}
                  textAlign={column.align}
                  whiteSpace={fit ? 'normal' : 'nowrap'}
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
              <Table.ColumnHeader whiteSpace="nowrap" css={pinned} data-pinned={!!pinned || undefined} data-covering={(pinned && end.covered) || undefined}>
                {t('common.actions')}
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id} data-id={row.id} data-selected={selection?.selected.has(row.id) || undefined}>
              {selection && (
                <Table.Cell w="10">
                  {(selection.canSelect?.(row) ?? true) && (
                    <SelectBox
                      checked={selection.selected.has(row.id)}
                      label={selection.rowLabel(row)}
                      onChange={(checked) => selection.onChange(row, checked)}
                    />
                  )}
                </Table.Cell>
              )}
              {columns.map((column) => {
                const content = column.cell(row);
                return (
                  <Table.Cell
                    key={column.key}
                    minW={column.minW}
                    textAlign={column.align}
                    // Set either way: the scroll area around the table says nowrap, which a wrapping
                    // column would otherwise inherit and print over the columns to its right.
                    whiteSpace={isWholeValue(content) ? 'nowrap' : textWrap(column)}
                    overflowWrap={column.wrap ? 'anywhere' : undefined}
                    // A fitted table wraps between words only: a short label (定期检验) is not set one
                    // character a line; only the wrapping columns (names, addresses) break anywhere.
                    wordBreak={fit && !column.wrap ? 'keep-all' : undefined}
                    fontFamily={column.mono ? 'mono' : undefined}
                  >
                    {content}
                  </Table.Cell>
                );
              })}
              {actions && (
                <Table.Cell whiteSpace="nowrap" css={pinned}>
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
