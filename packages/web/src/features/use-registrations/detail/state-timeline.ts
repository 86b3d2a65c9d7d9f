import {
  labelOf,
  USE_REGISTRATION_STATES,
  USE_REGISTRATION_TRANSITIONS,
  type UseRegistrationDetail,
  type UseRegistrationState,
} from '@portal/contract';
import { historyTimeline, statesAheadOn, type TimelineStep } from '../../../ui/state-timeline';

/** The way an application normally goes; the other states are turns off it. */
const MAIN_PATH: readonly UseRegistrationState[] = ['draft', 'submitted', 'accepted', 'reviewing', 'issued'];

/** The states still ahead on the main path, following the contract's state machine. */
export function statesAhead(state: UseRegistrationState): UseRegistrationState[] {
  return statesAheadOn(USE_REGISTRATION_TRANSITIONS, MAIN_PATH, state);
}

/**
 * The application's history as a timeline: what happened (oldest first), where it stands, and
 * the steps still ahead of it. A current state the history does not yet show is added.
 */
export function registrationTimeline(history: UseRegistrationDetail['history'], state: UseRegistrationState, updatedAt: string): TimelineStep[] {
  const ahead = statesAhead(state).map((next) => ({ state: next, label: labelOf(USE_REGISTRATION_STATES, next) }));
  return historyTimeline(history, { state, label: labelOf(USE_REGISTRATION_STATES, state), at: updatedAt }, ahead);
}
