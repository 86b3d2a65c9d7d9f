import {
  byReviewedServiceKind,
  INSPECTION_APPLICATION_STATES,
  REVIEW_STATES,
  USE_REGISTRATION_STATES,
  type InspectionApplicationDetail,
  type ReviewedServiceKindEntry,
  type UseRegistrationDetail,
} from '@portal/contract';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Labelled } from '../../i18n/i18n';
import { useInspectionApplication } from '../../api/queries/inspection-applications';
import { useProcessingApplication } from '../../api/queries/inspection-processing';
import { useUseRegistration } from '../../api/queries/use-registrations';
import { tsr } from '../../api/client';
import { byId, reviewedKindKeys, SILENT } from '../../api/queries/query-kit';
import type { FlowLogType } from '../../routes/paths';
import { QueryView } from '../../ui/query-states';
import type { HistoryEntry } from '../../ui/state-timeline';
import type { FlowLogSide } from './flow-log-choice';

/** What the log prints of any record: its number, where it stands (a code of `states`), and how it got there. */
export type FlowLogRecord = { number: string; state: string; states: readonly Labelled[]; history: readonly HistoryEntry[] };

type LoaderProps = { id: string; side: FlowLogSide; children: (record: FlowLogRecord) => ReactNode };

/*
 * One loader per record type, each with the type's existing get endpoints (the unit's, and the
 * institute's review where there is one). Only the chosen side's query runs; the other is given no
 * id. The queries are the detail pages' (src/api/queries/), so a log opened beside a detail reuses its data.
 */

function InspectionApplicationLog({ id, side, children }: LoaderProps) {
  const unit = useInspectionApplication(side === 'unit' ? id : '');
  const review = useProcessingApplication(side === 'review' ? id : '');
  const query = side === 'unit' ? unit : review;
  const record = (detail: InspectionApplicationDetail): FlowLogRecord => ({
    number: detail.applicationNo,
    state: detail.state,
    states: INSPECTION_APPLICATION_STATES,
    history: detail.history,
  });
  return <QueryView query={query}>{() => query.data && children(record(query.data.body))}</QueryView>;
}

function UseRegistrationLog({ id, children }: LoaderProps) {
  const query = useUseRegistration(id);
  const record = (detail: UseRegistrationDetail): FlowLogRecord => ({
    number: detail.applicationNo,
    state: detail.state,
    states: USE_REGISTRATION_STATES,
    history: detail.history,
  });
  return <QueryView query={query}>{() => query.data && children(record(query.data.body))}</QueryView>;
}

type ReviewedHistory = { applicationNo: string; state: string; history: readonly HistoryEntry[] };

const reviewRecord = (detail: ReviewedHistory): FlowLogRecord => ({
  number: detail.applicationNo,
  state: detail.state,
  states: REVIEW_STATES,
  history: detail.history,
});

/**
 * The loader of a reviewed service kind, from its contract group (the kind's `resource`): the unit's
 * `get` and the institute's `reviewGet`, one of them asked, under the keys the kind's own pages use
 * (reviewedKindKeys). A new kind in the contract's list has its loader with no line here.
 */
/** What the log asks of a reviewed kind's contract group: the unit's read and the review's, by id. */
type DetailRead = {
  useQuery: (options: {
    queryKey: QueryKey;
    queryData: ReturnType<typeof byId>;
    meta: typeof SILENT;
  }) => Parameters<typeof QueryView>[0]['query'] & { data?: { body: ReviewedHistory } };
};

function reviewedKindLog(resource: ReviewedServiceKindEntry['resource']) {
  const keys = reviewedKindKeys(resource);
  return function ReviewedKindLog({ id, side, children }: LoaderProps) {
    const group: { get: DetailRead; reviewGet: DetailRead } = tsr[resource];
    const unitId = side === 'unit' ? id : '';
    const reviewId = side === 'review' ? id : '';
    const unit = group.get.useQuery({ queryKey: keys.detail(unitId), queryData: byId(unitId), meta: SILENT });
    const review = group.reviewGet.useQuery({ queryKey: keys.reviewDetail(reviewId), queryData: byId(reviewId), meta: SILENT });
    const query = side === 'unit' ? unit : review;
    return <QueryView query={query}>{() => query.data && children(reviewRecord(query.data.body))}</QueryView>;
  };
}

/** The loader of each record type. */
export const FLOW_LOG_LOADERS: Readonly<Record<FlowLogType, (props: LoaderProps) => ReactNode>> = {
  'inspection-application': InspectionApplicationLog,
  'use-registration': UseRegistrationLog,
  ...byReviewedServiceKind((kind) => reviewedKindLog(kind.resource)),
};
