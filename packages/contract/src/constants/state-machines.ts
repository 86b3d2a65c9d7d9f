import { ACCESS } from '../access';
import type { InspectionApplicationState, UseRegistrationState } from './statuses';

/**
 * Allowed next states of an inspection application (docs/inspection-applications.md): the institute
 * pre-reviews a submitted application (return with a reason, or pass it on to payment), the fee is
 * paid, then the application is formally accepted (受理), scheduled, inspected, and its report
 * issued. A result may be recorded straight after the visit (scheduled -> reporting); a failed
 * result opens the opinion-notice branch: the unit answers the notice with its rectification
 * (整改反馈), the institute re-inspects (复检), and the re-inspection's result, passed or failed,
 * goes to the report (a failed re-inspection is reported as such; there is no second notice).
 */
export const INSPECTION_APPLICATION_TRANSITIONS: Record<
  InspectionApplicationState,
  readonly InspectionApplicationState[]
> = {
  draft: ['submitted', 'cancelled'],
  submitted: ['awaiting_payment', 'returned', 'cancelled'],
  returned: ['submitted', 'cancelled'],
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['accepted'],
  accepted: ['scheduled'],
  scheduled: ['scheduled', 'inspecting', 'reporting', 'opinion_notice'],
  inspecting: ['reporting', 'opinion_notice'],
  opinion_notice: ['rectification_feedback'],
  rectification_feedback: ['reinspection'],
  reinspection: ['reporting'],
  reporting: ['report_issued'],
  report_issued: ['archived'],
  archived: [],
  cancelled: [],
};

/** States in which the enterprise may still edit (save or submit) an inspection application. */
export const EDITABLE_INSPECTION_APPLICATION_STATES: readonly InspectionApplicationState[] = ['draft', 'returned'];

/** The inspection under way: from the institute's acceptance until the report is issued. */
export const INSPECTION_UNDER_WAY_STATES = [
  'accepted',
  'scheduled',
  'inspecting',
  'opinion_notice',
  'rectification_feedback',
  'reinspection',
  'reporting',
] as const satisfies readonly InspectionApplicationState[];

/** States in which an application still holds its equipment (checkOnline refuses a second one). */
export const OPEN_INSPECTION_APPLICATION_STATES: readonly InspectionApplicationState[] = [
  'submitted',
  'returned',
  'awaiting_payment',
  'paid',
  ...INSPECTION_UNDER_WAY_STATES,
];

/**
 * States in which an application waits for the institute's move (pre-review, accept, schedule, the
 * result, the re-inspection, the report); in the others it waits for the unit, or is finished.
 */
export const INSTITUTE_ACTION_STATES: readonly InspectionApplicationState[] = [
  'submitted',
  'paid',
  'accepted',
  'scheduled',
  'inspecting',
  'rectification_feedback',
  'reinspection',
  'reporting',
];

/**
 * The institute's steps and the states in which each is due: 受理 (pre-review, acceptance, the visit's
 * and the re-inspection's dates), 检验 (the result), 审核批准 (the report). A desk's queue is the states
 * of the steps its role holds.
 */
export const INSTITUTE_STEP_STATES: Readonly<Record<string, readonly InspectionApplicationState[]>> = {
  [ACCESS.inspectionAccept]: ['submitted', 'paid', 'accepted', 'rectification_feedback'],
  [ACCESS.inspectionInspect]: ['scheduled', 'inspecting', 'reinspection'],
  [ACCESS.inspectionApprove]: ['reporting'],
};

/** The states waiting for a role with these menu ids; a role holding no step sees every institute state. */
export function instituteActionStatesFor(menuIds: readonly string[]): readonly InspectionApplicationState[] {
  const held = menuIds.flatMap((id) => INSTITUTE_STEP_STATES[id] ?? []);
  return held.length > 0 ? INSTITUTE_ACTION_STATES.filter((state) => held.includes(state)) : INSTITUTE_ACTION_STATES;
}

/** Allowed next states of a use-registration application (docs/domain.md). */
export const USE_REGISTRATION_TRANSITIONS: Record<
  UseRegistrationState,
  readonly UseRegistrationState[]
> = {
  draft: ['submitted', 'withdrawn'],
  submitted: ['accepted', 'returned', 'withdrawn'],
  returned: ['submitted', 'withdrawn'],
  accepted: ['reviewing'],
  reviewing: ['issued', 'refused'],
  issued: [],
  refused: [],
  withdrawn: [],
};

export function canTransition<S extends string>(
  machine: Record<S, readonly S[]>,
  from: S,
  to: S,
): boolean {
  return machine[from].includes(to);
}

/** States in which the enterprise may still edit (save or submit) the application. */
export const EDITABLE_USE_REGISTRATION_STATES: readonly UseRegistrationState[] = ['draft', 'returned'];
