import { describe, expect, it } from 'vitest';
import {
  canTransition,
  INSPECTION_APPLICATION_TRANSITIONS,
  INSPECTION_UNDER_WAY_STATES,
  OPEN_INSPECTION_APPLICATION_STATES,
  USE_REGISTRATION_TRANSITIONS,
} from './state-machines';
import { INSPECTION_APPLICATION_STATES, USE_REGISTRATION_STATES } from './statuses';

describe('state machines', () => {
  it('cover every state of their list', () => {
    expect(Object.keys(INSPECTION_APPLICATION_TRANSITIONS).sort()).toEqual(
      INSPECTION_APPLICATION_STATES.map((s) => s.code).sort(),
    );
    expect(Object.keys(USE_REGISTRATION_TRANSITIONS).sort()).toEqual(
      USE_REGISTRATION_STATES.map((s) => s.code).sort(),
    );
  });
  it('asks for payment after the pre-review and accepts only a paid application', () => {
    expect(canTransition(INSPECTION_APPLICATION_TRANSITIONS, 'submitted', 'awaiting_payment')).toBe(true);
    expect(canTransition(INSPECTION_APPLICATION_TRANSITIONS, 'submitted', 'accepted')).toBe(false);
    expect(canTransition(INSPECTION_APPLICATION_TRANSITIONS, 'paid', 'accepted')).toBe(true);
    expect(canTransition(INSPECTION_APPLICATION_TRANSITIONS, 'paid', 'awaiting_payment')).toBe(false);
    expect(canTransition(INSPECTION_APPLICATION_TRANSITIONS, 'reporting', 'report_issued')).toBe(true);
  });
  it('routes an opinion notice through rectification to reinspection', () => {
    expect(canTransition(INSPECTION_APPLICATION_TRANSITIONS, 'inspecting', 'opinion_notice')).toBe(true);
    expect(canTransition(INSPECTION_APPLICATION_TRANSITIONS, 'opinion_notice', 'rectification_feedback')).toBe(true);
    expect(canTransition(INSPECTION_APPLICATION_TRANSITIONS, 'rectification_feedback', 'reinspection')).toBe(true);
    expect(canTransition(INSPECTION_APPLICATION_TRANSITIONS, 'reinspection', 'reporting')).toBe(true);
    expect(canTransition(INSPECTION_APPLICATION_TRANSITIONS, 'reinspection', 'opinion_notice')).toBe(false);
    expect(canTransition(INSPECTION_APPLICATION_TRANSITIONS, 'opinion_notice', 'reporting')).toBe(false);
  });
  it('keeps the equipment of an application from submission until its inspection is reported', () => {
    expect(INSPECTION_UNDER_WAY_STATES.every((state) => OPEN_INSPECTION_APPLICATION_STATES.includes(state))).toBe(true);
    expect(OPEN_INSPECTION_APPLICATION_STATES).toEqual(['submitted', 'returned', 'awaiting_payment', 'paid', ...INSPECTION_UNDER_WAY_STATES]);
    expect(OPEN_INSPECTION_APPLICATION_STATES).not.toContain('report_issued');
    expect(INSPECTION_UNDER_WAY_STATES[0]).toBe('accepted');
    expect(INSPECTION_UNDER_WAY_STATES.at(-1)).toBe('reporting');
  });
});
