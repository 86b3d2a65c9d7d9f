import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRecordTagTitle } from '../lib/page-tag';
import { EmptyData, QueryView } from './query-states';

/** The record a page is opened on (`?id=`); '' without one. */
export function useRecordId(): string {
  const [search] = useSearchParams();
  return search.get('id') ?? '';
}

type RecordPageProps<D> = {
  id: string;
  query: Parameters<typeof QueryView>[0]['query'] & { data?: { body: D } | undefined };
  /** Said when the page was opened without an id. */
  noIdText: string;
  /** The record's words on the page's tag. */
  tag: (record: D) => string | null | undefined;
  children: (record: D) => ReactNode;
};

/** A record's page: nothing asked without an id, the record's tag title, its loading and failure states, then its view. */
export function RecordPage<D>({ id, query, noIdText, tag, children }: RecordPageProps<D>) {
  useRecordTagTitle(query.data ? tag(query.data.body) : undefined);
  if (!id) return <EmptyData>{noIdText}</EmptyData>;
  return <QueryView query={query}>{() => (query.data ? children(query.data.body) : null)}</QueryView>;
}
