import type { ReviewState, ServiceDecisionBody } from '@portal/contract';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRecordTagTitle } from '../../lib/page-tag';
import { AuditDecisionForm } from '../audit-decision';
import { QueryView } from '../query-states';
import { notify } from '../toaster';
import type { ServiceApplicationText } from './application-kind';
import { serviceDecisionSchema } from './application-parts';

/** The application a page is opened on (`?id=`), and the equipment a new one starts with (`?equipmentIds=`). */
export function useApplicationTarget() {
  const [search] = useSearchParams();
  return { id: search.get('id') ?? '', preselected: (search.get('equipmentIds') ?? '').split(',').filter(Boolean) };
}

type RecordQuery<D> = ComponentProps<typeof QueryView>['query'] & { data?: { body: D } | undefined };

/** A service application's view page (the unit's 详情): the record's tag title and its detail. */
export function ServiceApplicationView<D extends { applicationNo: string }>({ query, children }: { query: RecordQuery<D>; children: (detail: D) => ReactNode }) {
  useRecordTagTitle(query.data?.body.applicationNo);
  return <QueryView query={query}>{() => query.data && children(query.data.body)}</QueryView>;
}

type ReviewProps<D> = {
  text: ServiceApplicationText;
  query: RecordQuery<D>;
  /** Sends the institute's decision on the record; the kind's query root is invalidated after it. */
  decide: (body: ServiceDecisionBody) => Promise<unknown>;
  pending: boolean;
  invalidates: QueryKey;
  children: (detail: D) => ReactNode;
};

/** A service application's review page: the institute reads a submitted application and approves or returns it. */
export function ServiceApplicationReview<D extends { applicationNo: string; state: ReviewState }>({ text: t, query, decide, pending, invalidates, children }: ReviewProps<D>) {
  const client = useQueryClient();
  useRecordTagTitle(query.data?.body.applicationNo);
  return (
    <QueryView query={query}>
      {() => {
        const detail = query.data?.body;
        if (!detail) return null;
        return (
          <>
            {children(detail)}
            {detail.state === 'submitted' && (
              <AuditDecisionForm
                schema={serviceDecisionSchema}
                pending={pending}
                decide={async (body) => {
                  await decide(body);
                  void client.invalidateQueries({ queryKey: invalidates });
                  notify('success', t('common.saved'));
                }}
              />
            )}
          </>
        );
      }}
    </QueryView>
  );
}

type ReviewPageParts<D> = {
  useText: () => ServiceApplicationText;
  /** The record of `?id=` as the institute reads it. */
  useReview: (id: string) => RecordQuery<D>;
  /** The kind's decide mutation. */
  useDecide: () => { mutateAsync: (args: { params: { id: string }; body: ServiceDecisionBody }) => Promise<unknown>; isPending: boolean };
  invalidates: QueryKey;
  detail: (detail: D) => ReactNode;
};

/** The review page of a kind (the application of `?id=`, its detail and the decision form), from the kind's hooks. */
export function serviceApplicationReviewPage<D extends { applicationNo: string; state: ReviewState }>({ useText, useReview, useDecide, invalidates, detail }: ReviewPageParts<D>) {
  return function ReviewPage() {
    const t = useText();
    const { id } = useApplicationTarget();
    const query = useReview(id);
    const decision = useDecide();
    return (
      <ServiceApplicationReview text={t} query={query} decide={(body) => decision.mutateAsync({ params: { id }, body })} pending={decision.isPending} invalidates={invalidates}>
        {detail}
      </ServiceApplicationReview>
    );
  };
}
