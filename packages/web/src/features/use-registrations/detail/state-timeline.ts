import {
  labelOf,
  USE_REGISTRATION_STATES,
  USE_REGISTRATION_TRANSITIONS,
  type UseRegistrationDetail,
  type UseRegistrationState,
} from '@portal/contract';

export type TimelineStep = {
  state: string;
  label: string;
  status: 'done' | 'current' | 'pending';
  at?: string;
  operator?: string | null;
  remark?: string | null;
};

/** The way an application normally goes; the other states are turns off it. */
const MAIN_PATH: readonly UseRegistrationState[] = ['draft', 'submitted', 'accepted', 'reviewing', 'issued'];

/** The states still ahead on the main path, following the contract's state machine. */
export function statesAhead(state: UseRegistrationState): UseRegistrationState[] {
  const ahead: UseRegistrationState[] = [];
  let current = state;
  for (;;) {
    const next = USE_REGISTRATION_TRANSITIONS[current].find((candidate) => MAIN_PATH.includes(candidate) && !ahead.includes(candidate));
    if (!next) return ahead;
    ahead.push(next);
    current = next;
  }
}

/**
 * The application's history as a timeline: what happened (oldest first), where it stands, and
 * the steps still ahead of it. A current state the history does not yet show is added.
 */
export function registrationTimeline(history: UseRegistrationDetail['history'], state: UseRegistrationState, updatedAt: string): TimelineStep[] {
  const past: TimelineStep[] = [...history]
    .sort((a, b) => a.at.replace('T', ' ').localeCompare(b.at.replace('T', ' ')))
    .map((item) => ({ state: item.state, label: item.stateLabel, status: 'done', at: item.at, operator: item.operator, remark: item.remark }));
  const last = past.at(-1);
  if (last && last.state === state) last.status = 'current';
  else past.push({ state, label: labelOf(USE_REGISTRATION_STATES, state), status: 'current', at: updatedAt });
  const ahead = statesAhead(state).map<TimelineStep>((next) => ({ state: next, label: labelOf(USE_REGISTRATION_STATES, next), status: 'pending' }));
  return [...past, ...ahead];
}
