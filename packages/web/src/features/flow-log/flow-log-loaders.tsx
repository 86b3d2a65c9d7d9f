import {
  INSPECTION_APPLICATION_STATES,
  REVIEW_STATES,
  USE_REGISTRATION_STATES,
  type InspectionApplicationDetail,
  type MaintenanceProjectDetail,
  type TerminationDetail,
  type UseRegistrationDetail,
} from '@portal/contract';
import type { ReactNode } from 'react';
import type { Labelled } from '../../i18n/i18n';
import { useInspectionApplication } from '../../api/queries/inspection-applications';
import { useProcessingApplication } from '../../api/queries/inspection-processing';
import { useUseRegistration } from '../../api/queries/use-registrations';
import { useTermination, useTerminationReview } from '../../api/queries/terminations';
import { useMaintenanceProject, useMaintenanceProjectReview } from '../../api/queries/maintenance-projects';
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

type ReviewedDetail = TerminationDetail | MaintenanceProjectDetail;

const reviewRecord = (detail: ReviewedDetail): FlowLogRecord => ({
  number: detail.applicationNo,
  state: detail.state,
  states: REVIEW_STATES,
  history: detail.history,
});

type ReviewedDetailQuery = (id: string) => Parameters<typeof QueryView>[0]['query'] & { data?: { body: ReviewedDetail } };

/** The loader of a reviewed service kind: its unit's and its review's detail queries, one of them asked. */
function reviewedKindLog(useUnit: ReviewedDetailQuery, useReview: ReviewedDetailQuery) {
  return function ReviewedKindLog({ id, side, children }: LoaderProps) {
    const unit = useUnit(side === 'unit' ? id : '');
    const review = useReview(side === 'review' ? id : '');
    const query = side === 'unit' ? unit : review;
    return <QueryView query={query}>{() => query.data && children(reviewRecord(query.data.body))}</QueryView>;
  };
}

/** The loader of each record type. */
export const FLOW_LOG_LOADERS: Readonly<Record<FlowLogType, (props: LoaderProps) => ReactNode>> = {
  'inspection-application': InspectionApplicationLog,
  'use-registration': UseRegistrationLog,
  termination: reviewedKindLog(useTermination, useTerminationReview),
  'maintenance-project': reviewedKindLog(useMaintenanceProject, useMaintenanceProjectReview),
};
