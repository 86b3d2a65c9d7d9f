import type { QueryKey } from '@tanstack/react-query';
import type { ListPageData, ListResult } from './list-body';
import type { ListDefinition } from './types';
import { listQueryOptions, useListState } from './use-list-state';

/**
 * A contract list endpoint's react-query hooks (`tsr.<group>.<route>`). Its `query` answers a page
 * of `R`, which names the rows of the list.
 */
export type ListEndpoint<Q, R> = {
  query: (...args: never[]) => Promise<{ status: 200; body: ListPageData<R> } | { status: number; body: unknown }>;
  useQuery: (options: ReturnType<typeof listQueryOptions<Q>>) => ListResult<R>;
};

/**
 * A list's state in the URL and the page of rows its endpoint answers for it, the pair every
 * plain list page reads (`useListState` + `listQueryOptions`).
 */
export function useListQuery<K extends string, Q, L extends string, R>(
  definition: ListDefinition<K, Q, L>,
  endpoint: ListEndpoint<Q, R>,
  keyOf: (query: Q) => QueryKey,
) {
  const list = useListState(definition);
  const result = endpoint.useQuery(listQueryOptions(keyOf, list));
  return { list, result };
}
