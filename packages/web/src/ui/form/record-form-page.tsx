import type { OperationMode } from '@portal/contract';
import type { ComponentProps, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { operationModeOf } from '../../lib/mode';
import { EmptyData, QueryView } from '../query-states';
import { InfoNote } from '../info-note';

/** What a record form page's URL asks for: the mode, the record id, and the get call's params (none in add mode or without an id). */
export function useRecordFormTarget() {
  const [search] = useSearchParams();
  const mode = operationModeOf(search.get('mode'));
  const id = search.get('id') ?? '';
  const request = mode !== 'add' && id ? { params: { id } } : null;
  return { mode, id, search, request };
}

/** A record the unit can still change: a draft, or one returned for correction. */
export function isEditableRecord(state: string): boolean {
  return state === 'draft' || state === 'returned';
}

type RecordFormPageProps<R extends { id: string; recordState: string }> = {
  mode: OperationMode;
  id: string;
  query: ComponentProps<typeof QueryView>['query'];
  record: R | undefined;
  /** What to say without an id, and above a record that can no longer be edited. */
  texts: { noId: string; locked: string };
  /** The form of a new record (add mode). */
  add: () => ReactNode;
  /** The form of a loaded record, in the mode it may be opened in. */
  form: (record: R, mode: OperationMode) => ReactNode;
};

/**
 * A record form page (`?mode=add|edit|view&id=`): a new record, or the loaded one; edit mode on a
 * record that is submitted or registered opens it read-only under a notice.
 */
export function RecordFormPage<R extends { id: string; recordState: string }>({ mode, id, query, record, texts, add, form }: RecordFormPageProps<R>) {
  if (mode === 'add') return <>{add()}</>;
  if (!id) return <EmptyData>{texts.noId}</EmptyData>;
  return (
    <QueryView query={query}>
      {() => {
        if (!record) return null;
        const locked = mode === 'edit' && !isEditableRecord(record.recordState);
        return (
          <>
            {locked && (
              <InfoNote mb="4">{texts.locked}</InfoNote>
            )}
            {form(record, locked ? 'view' : mode)}
          </>
        );
      }}
    </QueryView>
  );
}
