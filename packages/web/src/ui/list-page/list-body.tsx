import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';
import { Pager } from '../pager';
import { EmptyData, ErrorState, LoadingState } from '../query-states';

/** A page of rows as the contract's list endpoints answer it. */
export type ListPageData<R> = { items: readonly R[]; total: number };

/** What a list needs of its react-query result (a ts-rest `useQuery`). */
export type ListResult<R> = {
  data?: { body: ListPageData<R> } | undefined;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

export type ListBodyProps<R> = {
  result: ListResult<R>;
  /** The filters are wrong, so nothing was asked for. */
  invalid?: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** Said when the page has no rows (暂无数据 unless given). */
  empty?: ReactNode;
  children: (rows: readonly R[]) => ReactNode;
};

/**
 * The rows of a list with its states: a failure with its reason and 重试, loading, filters to
 * correct, nothing found; then the rows (dimmed while the next page loads) and the pager.
 */
export function ListBody<R>({ result, invalid, page, pageSize, onPageChange, onPageSizeChange, empty, children }: ListBodyProps<R>) {
  const { t } = useI18n();
  const data = result.data?.body;
  if (result.isError) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  if (!data) return invalid ? <EmptyData>{t('list.fixFilters')}</EmptyData> : <LoadingState />;
  if (data.items.length === 0) return <>{empty ?? <EmptyData />}</>;
  return (
    <Stack gap="0" opacity={result.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s">
      {children(data.items)}
      <Pager total={data.total} page={page} pageSize={pageSize} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />
    </Stack>
  );
}
