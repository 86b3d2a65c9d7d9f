import type { InspectionApplicationState, UseRegistrationState } from './statuses';

/** Allowed next states of an inspection application (docs/domain.md). */
export const INSPECTION_APPLICATION_TRANSITIONS: Record<
  InspectionApplicationState,
  readonly InspectionApplicationState[]
> = {
  draft: ['submitted', 'cancelled'],
  submitted: ['accepted', 'returned', 'cancelled'],
  returned: ['submitted', 'cancelled'],
  accepted: ['scheduled', 'cancelled'],
  scheduled: ['inspecting', 'cancelled'],
  inspecting: ['reporting', 'opinion_notice'],
  opinion_notice: ['rectification_feedback'],
  rectification_feedback: ['reinspection'],
  reinspection: ['reporting', 'opinion_notice'],
  reporting: ['awaiting_payment'],
  awaiting_payment: ['paid'],
  paid: ['report_issued'],
  report_issued: ['archived'],
  archived: [],
  cancelled: [],
};

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
