import {
  INSPECTION_APPLICATION_STATES,
  INSPECTION_APPLICATION_TRANSITIONS,
  labelOf,
  type InspectionApplicationDetail,
  type InspectionApplicationState,
} from '@portal/contract';
import { historyTimeline, statesAheadOn, type TimelineStep } from '../../../ui/state-timeline';

/** The way an application normally goes; returns, cancellations and the opinion-notice branch turn off it. */
const MAIN_PATH: readonly InspectionApplicationState[] = [
  'draft',
  'submitted',
  'awaiting_payment',
  'paid',
  'accepted',
  'scheduled',
  'reporting',
  'report_issued',
  'archived',
];

export function inspectionApplicationTimeline(application: InspectionApplicationDetail, updatedAt: string): TimelineStep[] {
  const ahead = statesAheadOn(INSPECTION_APPLICATION_TRANSITIONS, MAIN_PATH, application.state).map((state) => ({
    state,
    label: labelOf(INSPECTION_APPLICATION_STATES, state),
  }));
  // Rows written before the platform stopped it may still repeat the state as their remark (已受理 / 已受理).
  const history = application.history.map((entry) =>
    entry.remark !== null && entry.remark.trim() === entry.stateLabel ? { ...entry, remark: '' } : entry,
  );
  return historyTimeline(history, { state: application.state, label: labelOf(INSPECTION_APPLICATION_STATES, application.state), at: updatedAt }, ahead);
}
