import { keepPreviousData, skipToken, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useListParams } from '../../lib/use-list-params';
import { nextSort } from './sort';
import { checkFilters, filterDefaults, filterKeys, pickFilters, toListQuery, type FilterErrors } from './filters';
import type { FilterValues, ListDefinition, ListParams } from './types';

function prefixed(prefix: string, key: string): string {
  return prefix ? `${prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}` : key;
}

type ListOptions<K extends string, L extends string> = Omit<ListDefinition<K, never, L>, 'toQuery'> & {
  /** Contract names of filters the URL calls otherwise (`from` -> `publishedFrom`). */
  rename?: Partial<Record<K, string>>;
};

/**
 * A list whose contract query is its state as is: paging, the sort when there is one, each
 * filled filter trimmed (renamed where the contract names it otherwise). `Q` is the contract's
 * query type of the list endpoint.
 */
export function defineList<Q, K extends string = string, L extends string = string>(options: ListOptions<K, L>): ListDefinition<K, Q, L> {
  const { rename, ...rest } = options;
  const keys = filterKeys(options.filters);
  return { ...rest, toQuery: (params) => toListQuery(params, keys, rename) as Q };
}

/** The URL defaults of a list: page 1, its page size and sort, every filter unset. */
export function listDefaults<K extends string, Q>(definition: ListDefinition<K, Q, string>): ListParams<K> {
  return { page: 1, pageSize: definition.pageSize ?? 20, sort: definition.sort ?? '', ...filterDefaults(definition.filters) };
}

export type ListState<K extends string, Q, L extends string = string> = {
  definition: ListDefinition<K, Q, L>;
  params: ListParams<K>;
  filters: FilterValues<K>;
  /** What the URL's filters break (a hand-edited URL); such a list is not asked for. */
  errors: FilterErrors<K>;
  invalid: boolean;
  query: Q;
  search: (filters: FilterValues<K>) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  /** A header click: ascending, descending, then the list's own order. */
  sortBy: (field: string) => void;
};

/**
 * A list's state kept in the URL (page, page size, sort, filters): back and reload restore it,
 * a change replaces the history entry, a change of filters, sort or size goes to page 1.
 */
export function useListState<K extends string, Q, L extends string>(definition: ListDefinition<K, Q, L>): ListState<K, Q, L> {
  const prefix = definition.prefix ?? '';
  const defaults = useMemo(() => listDefaults(definition), [definition]);
  const urlDefaults = useMemo(
    () => Object.fromEntries(Object.entries(defaults).map(([key, value]) => [prefixed(prefix, key), value])),
    [defaults, prefix],
  );
  const [raw, update] = useListParams(urlDefaults);
  const params = useMemo(
    () => Object.fromEntries(Object.keys(defaults).map((key) => [key, raw[prefixed(prefix, key)]])) as ListParams<K>,
    [defaults, prefix, raw],
  );
  const patch = useCallback(
    (change: Partial<Record<string, string | number>>) =>
      update(Object.fromEntries(Object.entries(change).map(([key, value]) => [prefixed(prefix, key), value]))),
    [prefix, update],
  );
  const filters = useMemo(() => pickFilters(definition.filters, params), [definition.filters, params]);
  const errors = useMemo(() => checkFilters(definition.filters, filters), [definition.filters, filters]);
  const query = useMemo(() => definition.toQuery(params), [definition, params]);
  return {
    definition,
    params,
    filters,
    errors,
    invalid: Object.keys(errors).length > 0,
    query,
    search: (values) => patch({ ...values, page: 1 }),
    setPage: (page) => patch({ page }),
    setPageSize: (pageSize) => patch({ pageSize, page: 1 }),
    sortBy: (field) => patch({ sort: nextSort(params.sort, field), page: 1 }),
  };
}

/**
 * The react-query options of a list: keyed by its contract query through the resource's key
 * factory (`equipmentKeys.list`, src/api/queries/), not asked while its filters are invalid, the
 * previous page shown while the next one loads, failures shown in the list (not as a toast).
 */
export function listQueryOptions<Q>(
  keyOf: (query: Q) => QueryKey,
  list: { query: Q; invalid: boolean },
): {
  queryKey: QueryKey;
  queryData: typeof skipToken | { query: Q };
  placeholderData: typeof keepPreviousData;
  meta: { silent: boolean };
} {
  return {
    queryKey: keyOf(list.query),
    queryData: list.invalid ? skipToken : { query: list.query },
    placeholderData: keepPreviousData,
    meta: { silent: true },
  };
}
