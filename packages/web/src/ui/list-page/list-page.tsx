import { HStack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { SectionCard } from '../section-card';
import { ColumnChooser } from './column-chooser';
import { DataTable, type RowSelection } from './data-table';
import { ExportAction, type ExportActionProps } from './export-action';
import { FilterBar } from './filter-bar';
import { ListBody, type ListResult } from './list-body';
import { useColumns, type ColumnChoice } from './use-columns';
import type { ListState } from './use-list-state';
import type { ColumnDef, FilterValues, TextOf } from './types';

type Rows<R, L extends string> =
  /** A table of declared columns, with the row actions pinned at the end. */
  | {
      columns: readonly ColumnDef<R, L>[];
      columnChoice?: ColumnChoice;
      actions?: (row: R) => ReactNode;
      selection?: RowSelection<R>;
    }
  /** Rows drawn by the page (a list of cards, not a table). */
  | { renderRows: (rows: readonly R[]) => ReactNode };

export type ListPageProps<R extends { id: string }, K extends string, Q, L extends string> = {
  /** The list state from `useListState` (URL) and the page's list query. */
  list: ListState<K, Q, L>;
  result: ListResult<R>;
  /** The page's texts (labels of filters and columns are its keys). */
  text: TextOf<L>;
  /** With a title the list is its own card; without, it sits in the caller's. */
  title?: ReactNode;
  titleActions?: ReactNode;
  /**
   * The stem of the list's test ids: its filter bar is `<stem>-filters`, its table `<stem>-table`,
   * its card `testId`, or the stem itself.
   */
  testIdStem?: string;
  testId?: string;
  hint?: ReactNode;
  /** "共 N 台设备" above the rows. */
  totalText?: (total: number) => string;
  exportAction?: ExportActionProps;
  empty?: ReactNode;
  /** Dialogs of the page (confirmations, a record's form). */
  children?: ReactNode;
} & Rows<R, L>;

function ListToolbar({ total, tools }: { total: ReactNode; tools: ReactNode }) {
  if (!total && !tools) return null;
  return (
    <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
      <Text fontSize="sm" color="gray.600">
        {total}
      </Text>
      <HStack gap="2">{tools}</HStack>
    </HStack>
  );
}

/**
 * One list page: the declared filters as a bar (查询/重置), the state in the URL, the server's
 * page of rows as a sortable table with a column chooser, the pager with page size and jump,
 * the empty / loading / failed states, and an optional Excel export with its progress.
 */
export function ListPage<R extends { id: string }, K extends string, Q, L extends string>(props: ListPageProps<R, K, Q, L>) {
  const { list, result, text, title, titleActions, testIdStem, hint, totalText, exportAction, empty, children } = props;
  const testIdOf = (part: string) => (testIdStem === undefined ? undefined : `${testIdStem}-${part}`);
  const columns = 'columns' in props ? props.columns : null;
  const order = useMemo(() => (columns ?? []).map((column) => column.key), [columns]);
  const chosen = useColumns(order, 'columns' in props ? props.columnChoice : undefined);
  const shown = useMemo(
    () =>
      (columns ?? [])
        .filter((column) => chosen.shown.includes(column.key))
        .map((column) => ({ ...column, headerText: text(column.header) })),
    [chosen.shown, columns, text],
  );
  const total = result.data?.body.total;
  // 查询 with the filters already applied leaves the URL as it is, so no new query starts: the
  // person pressing it wants the rows as they are now, so the list is asked again.
  const search = (values: FilterValues<K>) => {
    const unchanged = Number(list.params.page) === 1 && Object.entries(values).every(([key, value]) => list.filters[key as K] === value);
    list.search(values);
    if (unchanged) void result.refetch();
  };

  const body = (
    <>
      {hint && (
        <Text fontSize="sm" color="gray.500" mb="3">
          {hint}
        </Text>
      )}
      <FilterBar filters={list.definition.filters} values={list.filters} onSearch={search} text={text} testId={testIdOf('filters')} />
      <ListToolbar
        total={total !== undefined && totalText ? totalText(total) : null}
        tools={
          <>
            {'columns' in props && props.columnChoice && (
              <ColumnChooser
                available={(columns ?? []).map((column) => ({ key: column.key, label: text(column.header) }))}
                shown={chosen.shown}
                onToggle={chosen.toggle}
                onReset={chosen.reset}
              />
            )}
            {exportAction && <ExportAction {...exportAction} disabled={exportAction.disabled || list.invalid || total === 0} />}
          </>
        }
      />
      <ListBody
        result={result}
        invalid={list.invalid}
        page={list.params.page}
        pageSize={list.params.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        empty={empty}
      >
        {(rows) =>
          'renderRows' in props ? (
            props.renderRows(rows)
          ) : (
            <DataTable
              rows={rows}
              columns={shown}
              sort={list.params.sort}
              onSort={list.sortBy}
              actions={props.actions}
              selection={props.selection}
              testId={testIdOf('table')}
            />
          )
        }
      </ListBody>
      {children}
    </>
  );
  if (title === undefined) return body;
  return (
    <SectionCard title={title} actions={titleActions} testId={props.testId ?? testIdStem}>
      {body}
    </SectionCard>
  );
}
